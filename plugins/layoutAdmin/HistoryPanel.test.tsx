import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { PortalContext, type PortalApi } from '@plugin-api';
import { type OverlayVersion, type OverlayVersionList } from '@plugin-api/layout-admin';
import { HistoryPanel } from './HistoryPanel';
import { historyMessages } from './messages/history';

afterEach(cleanup);


const author = { elsAccount: '307000', elsSubAccount: '1001', name: '张采购' };
const version = (number: number, extra: Partial<OverlayVersion> = {}): OverlayVersion => ({
  version: number,
  action: 'publish',
  note: `note ${number}`,
  author,
  createdAt: `2026-11-2${number}T08:00:00.000Z`,
  bytes: 10,
  ...extra,
});

/** A portal whose layoutAdmin keeps versions in memory, as the server would. */
function fakePortal(options: { rollbackError?: string } = {}) {
  const texts = new Map<number, string | null>([
    [1, '{"app":{"siteTitle":"One","defaultLanguage":"en"}}'],
    [2, '{"app":{"siteTitle":"Two","defaultLanguage":"en"}}'],
  ]);
  const rows: OverlayVersion[] = [version(2), version(1)];
  const layoutAdmin = {
    overlayHistory: vi.fn(async (): Promise<OverlayVersionList> => ({ current: rows[0]!.version, rows: [...rows], total: rows.length, pageNo: 1, pageSize: 20 })),
    overlayVersionText: vi.fn(async (_scope: string, number: number) => texts.get(number) ?? null),
    rollbackOverlay: vi.fn(async (_scope: string, from: number, { note }: { note: string; baseVersion: number }) => {
      if (options.rollbackError) throw new Error(options.rollbackError);
      const next = rows[0]!.version + 1;
      texts.set(next, texts.get(from) ?? null);
      rows.unshift(version(next, { action: 'rollback', fromVersion: from, note }));
      return { version: next };
    }),
  };
  const portal = { layoutAdmin, notify: vi.fn() } as unknown as PortalApi;
  return { portal, layoutAdmin };
}

function renderPanel(portal: PortalApi, onRolledBack?: (version: number) => void) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <IntlProvider locale="en" messages={historyMessages.en}>
        <PortalContext.Provider value={portal}>
          <HistoryPanel scope="tenant" onRolledBack={onRolledBack} />
        </PortalContext.Provider>
      </IntlProvider>
    </FluentProvider>,
  );
}

describe('HistoryPanel', () => {
  it('lists the versions and shows the current one against the one before it, side by side with +/− signs', async () => {
    const { portal, layoutAdmin } = fakePortal();
    renderPanel(portal);
    const current = await screen.findByTestId('history-row-2');
    expect(current.textContent).toContain('current');
    expect(current.textContent).toContain('张采购 (307000_1001)');
    expect(current.textContent).toContain('note 2');
    expect(screen.getByTestId('history-row-1').textContent).toContain('Published');
    expect(layoutAdmin.overlayHistory).toHaveBeenCalledWith('tenant', { pageNo: 1, pageSize: 20 });

    const diff = await screen.findByTestId('history-diff');
    expect(diff.querySelector('caption')?.textContent).toContain('Differences between version 1 and version 2');
    const changed = [...diff.querySelectorAll('tr[data-kind="changed"]')];
    expect(changed).toHaveLength(1);
    const cells = [...changed[0]!.querySelectorAll('td')].map((cell) => cell.textContent);
    // Left: line, −, old text; right: line, +, new text (the signs are read out as removed/added).
    expect(cells).toEqual(['3', '−removed', '    "siteTitle": "One",', '3', '+added', '    "siteTitle": "Two",']);
    expect(diff.querySelectorAll('tr[data-kind="same"]').length).toBeGreaterThan(0);
    // The version in force cannot be rolled back to.
    expect((screen.getByTestId('history-rollback') as HTMLButtonElement).disabled).toBe(true);
  });

  it('rolls back to a picked version with a note from the current version, says so and reads the list again', async () => {
    const { portal, layoutAdmin } = fakePortal();
    const onRolledBack = vi.fn();
    renderPanel(portal, onRolledBack);
    fireEvent.click(await screen.findByTestId('history-row-1'));
    // Version 1 picked: compared with nothing before it, all its lines added.
    await waitFor(() => expect(screen.getByTestId('history-diff').querySelector('caption')?.textContent).toContain('version (none) and version 1'));
    fireEvent.click(screen.getByTestId('history-rollback'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('The current version is 2');
    fireEvent.change(within(dialog).getByTestId('history-rollback-note'), { target: { value: 'Two broke the menu' } });
    fireEvent.click(within(dialog).getByTestId('history-rollback-confirm'));
    expect((await screen.findByTestId('history-rollback-done')).textContent).toBe('Rolled back: the text of version 1 is published as version 3');
    expect(layoutAdmin.rollbackOverlay).toHaveBeenCalledWith('tenant', 1, { note: 'Two broke the menu', baseVersion: 2 });
    expect(onRolledBack).toHaveBeenCalledWith(3);
    const row = await screen.findByTestId('history-row-3');
    expect(row.textContent).toContain('Rolled back to version 1');
    expect(row.textContent).toContain('current');
  });

  it("shows the server's refusal of a rollback", async () => {
    const refusal = 'Version 3 was published by 李四 (307000_1002) at 2026-11-23 09:26:06 UTC after the version 2 your draft started from: reload it before publishing';
    const { portal } = fakePortal({ rollbackError: refusal });
    renderPanel(portal);
    fireEvent.click(await screen.findByTestId('history-row-1'));
    fireEvent.click(screen.getByTestId('history-rollback'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByTestId('history-rollback-confirm'));
    expect((await screen.findByTestId('history-rollback-error')).textContent).toBe(`The rollback failed: ${refusal}`);
  });
});

describe('HistoryPanel paging', () => {
  it('pages a history longer than one page with the shared list pager, and shows none for one page', async () => {
    const rows = Array.from({ length: 25 }, (_, at) => version(25 - at, { createdAt: '2026-11-20T08:00:00.000Z' }));
    const overlayHistory = vi.fn(async (_scope: string, page: { pageNo: number; pageSize: number }): Promise<OverlayVersionList> => ({
      current: 25,
      rows: rows.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize),
      total: rows.length,
      ...page,
    }));
    const portal = { layoutAdmin: { overlayHistory, overlayVersionText: vi.fn(async () => '{}'), rollbackOverlay: vi.fn() }, notify: vi.fn() } as unknown as PortalApi;
    renderPanel(portal);
    await screen.findByTestId('history-row-25');
    expect(screen.getByTestId('history-page').textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('history-next'));
    await screen.findByTestId('history-row-5');
    expect(overlayHistory).toHaveBeenLastCalledWith('tenant', { pageNo: 2, pageSize: 20 });
    expect(screen.queryByTestId('history-row-25')).toBeNull();
    expect(screen.getByTestId('history-page').textContent).toBe('Page 2 of 2');
    cleanup();

    renderPanel(fakePortal().portal);
    await screen.findByTestId('history-row-2');
    expect(screen.queryByTestId('history-pager')).toBeNull();
  });
});
