/**
 * Personal table configurations (configType `table`): the columns of one list, which are shown,
 * how wide and in what order. Pure edits of a column list; the server checks the stored shape
 * (TableConfigJson in the contract).
 */
import type { TableColumnConfig, TableConfig } from '../../contract/layoutConfig';

export const DEFAULT_COLUMN_WIDTH = 160;

/** The columns in their order (order, then position), renumbered 0, 1, 2… */
export function orderedColumns(columns: readonly TableColumnConfig[]): TableColumnConfig[] {
  return columns
    .map((column, index) => ({ column, index }))
    .sort((a, b) => a.column.order - b.column.order || a.index - b.index)
    .map(({ column }, order) => ({ ...column, order }));
}

/** Moves the column at `index` by `delta` places (kept inside the list); orders renumbered. */
export function moveColumn(columns: readonly TableColumnConfig[], index: number, delta: number): TableColumnConfig[] {
  const list = orderedColumns(columns);
  const target = Math.max(0, Math.min(list.length - 1, index + delta));
  if (index < 0 || index >= list.length || target === index) return list;
  const [moved] = list.splice(index, 1);
  list.splice(target, 0, moved!);
  return list.map((column, order) => ({ ...column, order }));
}

/** A new column after the others: shown, default width. */
export function addColumn(columns: readonly TableColumnConfig[], field = ''): TableColumnConfig[] {
  const list = orderedColumns(columns);
  return [...list, { field, visible: true, width: DEFAULT_COLUMN_WIDTH, order: list.length }];
}

/** Removes the column at `index`; orders renumbered. */
export function removeColumn(columns: readonly TableColumnConfig[], index: number): TableColumnConfig[] {
  return orderedColumns(columns)
    .filter((_, at) => at !== index)
    .map((column, order) => ({ ...column, order }));
}

/** The stored form: ordered columns, an empty label left out. */
export function tableConfigJson(columns: readonly TableColumnConfig[]): string {
  const config: TableConfig = {
    columns: orderedColumns(columns).map(({ label, ...column }) => (label && label.trim() ? { ...column, label: label.trim() } : column)),
  };
  return JSON.stringify(config);
}

/** A stored configJson read back; undefined when it is not a column list. */
export function parseTableConfig(configJson: string): TableConfig | undefined {
  try {
    const parsed = JSON.parse(configJson) as Partial<TableConfig> | null;
    if (!parsed || !Array.isArray(parsed.columns)) return undefined;
    return { columns: orderedColumns(parsed.columns) };
  } catch {
    return undefined;
  }
}
