import { describe, expect, it, vi } from 'vitest';
import { when } from 'mobx';
import type { OverlayVersion, OverlayVersionList } from '@plugin-api/layout-admin';
import { HistoryModel, type HistoryService } from './historyModel';

const author = { elsAccount: '307000', elsSubAccount: '1001', name: '张采购' };
const version = (number: number, extra: Partial<OverlayVersion> = {}): OverlayVersion => ({ version: number, action: 'publish', note: '', author, createdAt: '2026-11-20T08:00:00.000Z', bytes: 10, ...extra });

/** A history of `count` versions kept in memory as the server keeps them (newest first, paged). */
function fakeService(count: number, options: { refuse?: string; textError?: string } = {}) {
  const texts = new Map<number, string | null>(Array.from({ length: count }, (_, at) => [at + 1, JSON.stringify({ app: { siteTitle: `V${at + 1}` } })]));
  const rows = Array.from({ length: count }, (_, at) => version(count - at));
  const service = {
    overlayHistory: vi.fn(async (_scope: string, page = { pageNo: 1, pageSize: 20 }): Promise<OverlayVersionList> => ({
      current: rows[0]?.version ?? 0,
      rows: rows.slice((page.pageNo - 1) * page.pageSize, page.pageNo * page.pageSize),
      total: rows.length,
      ...page,
    })),
    overlayVersionText: vi.fn(async (_scope: string, number: number) => {
      if (options.textError) throw new Error(options.textError);
      return texts.get(number) ?? null;
    }),
    rollbackOverlay: vi.fn(async (_scope: string, from: number) => {
      if (options.refuse) throw new Error(options.refuse);
      const next = rows[0]!.version + 1;
      texts.set(next, texts.get(from) ?? null);
      rows.unshift(version(next, { action: 'rollback', fromVersion: from }));
      return { version: next };
    }),
  };
  return service satisfies HistoryService;
}

async function loaded(model: HistoryModel) {
  await model.load();
  await when(() => model.diff !== undefined || model.textError !== undefined || model.list?.current === 0);
  return model;
}

describe('HistoryModel', () => {
  it('reads the first page and compares the version in force with the one before it', async () => {
    const service = fakeService(3);
    const model = await loaded(new HistoryModel(service, 'tenant'));
    expect(service.overlayHistory).toHaveBeenCalledWith('tenant', { pageNo: 1, pageSize: 20 });
    expect(model.selected).toBe(3);
    expect(model.compare).toEqual({ left: 2, right: 3 });
    expect(model.diff?.rows.filter((row) => row.kind === 'changed')).toHaveLength(1);
    // The version in force cannot be rolled back to.
    expect(model.canRollback).toBe(false);
    expect(model.versionOptions).toEqual([3, 2, 1]);
  });

  it('reads each text once, however often the comparison comes back to it', async () => {
    const service = fakeService(3);
    const model = await loaded(new HistoryModel(service, 'tenant'));
    model.select(2);
    await when(() => model.diff !== undefined);
    model.select(3);
    await when(() => model.diff !== undefined);
    expect(service.overlayVersionText.mock.calls.map(([, number]) => number).sort()).toEqual([1, 2, 3]);
  });

  it('compares the first version with nothing: every line added', async () => {
    const model = await loaded(new HistoryModel(fakeService(2), 'user'));
    model.select(1);
    await when(() => model.diff !== undefined);
    expect(model.compare).toEqual({ left: 0, right: 1 });
    expect(model.leftText).toBeNull();
    expect(model.diff?.removed).toBe(0);
    expect(model.diff?.added).toBeGreaterThan(0);
  });

  it('pages through a long history as ListPager asks', async () => {
    const service = fakeService(45);
    const model = await loaded(new HistoryModel(service, 'tenant'));
    expect(model.lastPage).toBe(3);
    expect(model.status).toBe('ready');
    await model.goTo(3);
    expect(service.overlayHistory).toHaveBeenLastCalledWith('tenant', { pageNo: 3, pageSize: 20 });
    expect(model.list?.rows.map((row) => row.version)).toEqual([5, 4, 3, 2, 1]);
    await model.goTo(9);
    expect(model.pageNo).toBe(3);
    await model.setPageSize(50);
    expect(model.pageNo).toBe(1);
    expect(model.lastPage).toBe(1);
    expect(model.list?.rows).toHaveLength(45);
  });

  it('rolls back to the picked version from the version in force, picks the new one and reads the first page again', async () => {
    const service = fakeService(2);
    const model = await loaded(new HistoryModel(service, 'tenant'));
    model.select(1);
    expect(model.canRollback).toBe(true);
    const outcome = await model.rollback('  Two broke the menu ');
    expect(outcome).toEqual({ ok: true, from: 1, version: 3 });
    expect(service.rollbackOverlay).toHaveBeenCalledWith('tenant', 1, { note: 'Two broke the menu', baseVersion: 2 });
    await when(() => model.list?.current === 3);
    expect(model.selected).toBe(3);
    expect(model.outcome).toEqual(outcome);
    expect(model.busy).toBe(false);
  });

  it("keeps the server's refusal and reads the list again", async () => {
    const service = fakeService(2, { refuse: 'Version 3 was published meanwhile' });
    const model = await loaded(new HistoryModel(service, 'tenant'));
    model.select(1);
    const calls = service.overlayHistory.mock.calls.length;
    expect(await model.rollback('')).toEqual({ ok: false, message: 'Version 3 was published meanwhile' });
    expect(model.outcome).toEqual({ ok: false, message: 'Version 3 was published meanwhile' });
    expect(model.selected).toBe(1);
    expect(service.overlayHistory.mock.calls.length).toBe(calls + 1);
  });

  it('keeps a failed read of the list or of a text, and retries the list', async () => {
    const service = fakeService(2, { textError: 'offline' });
    service.overlayHistory.mockRejectedValueOnce(new Error('no network'));
    const model = new HistoryModel(service, 'tenant');
    await model.load();
    expect(model.loadError).toBe('no network');
    expect(model.status).toBe('error');
    await loaded(model);
    expect(model.loadError).toBeUndefined();
    expect(model.textError).toBe('offline');
    expect(model.diff).toBeUndefined();
  });

  it('drops the answer of an older read that arrives after a newer one', async () => {
    const service = fakeService(45);
    const model = await loaded(new HistoryModel(service, 'tenant'));
    let answerSlow: (list: OverlayVersionList) => void = () => {};
    service.overlayHistory.mockImplementationOnce(() => new Promise((resolve) => (answerSlow = resolve)));
    const slow = model.goTo(2);
    await model.goTo(3);
    answerSlow({ current: 45, rows: [version(25)], total: 45, pageNo: 2, pageSize: 20 });
    await slow;
    expect(model.list?.pageNo).toBe(3);
  });
});
