import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { observable, runInAction } from 'mobx';
import { ListTable } from './ListParts';

afterEach(cleanup);

describe('ListTable', () => {
  it('renders the columns of each row and follows observable values its cells read (labels that arrive later)', () => {
    const labels = observable.map<string, string>();
    const rows = [
      { id: 'a', status: 'draft' },
      { id: 'b', status: 'closed' },
    ];
    render(
      <FluentProvider theme={webLightTheme}>
        <ListTable
          rows={rows}
          columns={[
            { id: 'id', header: 'Id', cell: (row) => row.id },
            { id: 'status', header: 'Status', cell: (row) => labels.get(row.status) ?? row.status },
          ]}
          rowKey={(row) => row.id}
          rowProps={(row) => ({ 'data-testid': `row-${row.id}` })}
          label="Things"
          testId="things"
        />
      </FluentProvider>,
    );
    expect(screen.getByRole('table', { name: 'Things' }).getAttribute('data-testid')).toBe('things-table');
    expect(screen.getByTestId('row-a').textContent).toBe('adraft');
    act(() => runInAction(() => labels.set('draft', '草稿')));
    expect(screen.getByTestId('row-a').textContent).toBe('a草稿');
    expect(screen.getByTestId('row-b').textContent).toBe('bclosed');
  });
});
