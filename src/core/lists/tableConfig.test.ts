import { describe, expect, it } from 'vitest';
import { addColumn, moveColumn, orderedColumns, parseTableConfig, removeColumn, tableConfigJson } from './tableConfig';

const a = { field: 'a', visible: true, width: 100, order: 5 };
const b = { field: 'b', visible: false, width: 120, order: 1 };
const c = { field: 'c', visible: true, width: 90, order: 5 };

describe('table configuration rules', () => {
  it('orders columns by order, then position, and renumbers them', () => {
    expect(orderedColumns([a, b, c]).map((column) => [column.field, column.order])).toEqual([['b', 0], ['a', 1], ['c', 2]]);
  });

  it('moves a column inside the list only', () => {
    expect(moveColumn([a, b, c], 0, 1).map((column) => column.field)).toEqual(['a', 'b', 'c']);
    expect(moveColumn([a, b, c], 2, -1).map((column) => column.field)).toEqual(['b', 'c', 'a']);
    expect(moveColumn([a, b, c], 0, -1).map((column) => column.field)).toEqual(['b', 'a', 'c']);
    expect(moveColumn([a, b, c], 2, 5).map((column) => column.order)).toEqual([0, 1, 2]);
  });

  it('adds and removes columns with orders kept dense', () => {
    expect(addColumn([a, b], 'z').map((column) => [column.field, column.order, column.visible])).toEqual([['b', 0, false], ['a', 1, true], ['z', 2, true]]);
    expect(removeColumn([a, b, c], 0).map((column) => [column.field, column.order])).toEqual([['a', 0], ['c', 1]]);
  });

  it('stores ordered columns without empty labels and reads them back', () => {
    const json = tableConfigJson([{ ...a, label: '  ' }, { ...b, label: ' 名称 ' }]);
    expect(JSON.parse(json)).toEqual({ columns: [{ field: 'b', visible: false, width: 120, order: 0, label: '名称' }, { field: 'a', visible: true, width: 100, order: 1 }] });
    expect(parseTableConfig(json)?.columns.map((column) => column.field)).toEqual(['b', 'a']);
    expect(parseTableConfig('{"app":{}}')).toBeUndefined();
    expect(parseTableConfig('not json')).toBeUndefined();
  });
});
