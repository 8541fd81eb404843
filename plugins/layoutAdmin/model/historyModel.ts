// The History tab's state, without React: one page of the versions of one overlay scope, the version
// picked, the two versions compared (with their texts, each read once) and their line difference,
// and the rollback to the picked version. The panel's views observe it (HistoryPanel.tsx).
import { action, computed, makeObservable, observable, runInAction } from 'mobx';
import { diffLines, prettyJson, type LayoutAdminApi, type OverlayScope, type OverlayVersionList, type TextDiff } from '@plugin-api/layout-admin';

/** The versions a page of the history shows at first. */
export const HISTORY_PAGE_SIZE = 20;

/** What the history needs of the layout admin service. */
export type HistoryService = Pick<LayoutAdminApi, 'overlayHistory' | 'overlayVersionText' | 'rollbackOverlay'>;

/** The two versions compared: left (0: nothing, the state before the first version) and right. */
export interface Comparison {
  left: number;
  right: number;
}

/** How the last rollback ended: published as a new version, or refused with the server's message. */
export type RollbackOutcome = { ok: true; from: number; version: number } | { ok: false; message: string };

export class HistoryModel {
  pageNo = 1;
  pageSize = HISTORY_PAGE_SIZE;
  list: OverlayVersionList | undefined = undefined;
  loadError: string | undefined = undefined;
  loading = false;
  selected: number | undefined = undefined;
  compare: Comparison | undefined = undefined;
  /** The texts read so far by version (null: the version deleted the overlay). */
  readonly texts = observable.map<number, string | null>();
  textError: string | undefined = undefined;
  busy = false;
  outcome: RollbackOutcome | undefined = undefined;
  /** Answers of an older request than the latest are dropped. */
  private listRequest = 0;
  private textRequest = 0;

  constructor(
    private readonly service: HistoryService,
    readonly scope: OverlayScope,
  ) {
    makeObservable<HistoryModel, 'loadTexts'>(this, {
      pageNo: observable,
      pageSize: observable,
      list: observable.ref,
      loadError: observable,
      loading: observable,
      selected: observable,
      compare: observable.ref,
      textError: observable,
      busy: observable,
      outcome: observable.ref,
      total: computed,
      lastPage: computed,
      status: computed,
      diff: computed,
      leftText: computed,
      rightText: computed,
      versionOptions: computed,
      canRollback: computed,
      load: action,
      goTo: action,
      setPageSize: action,
      select: action,
      setCompare: action,
      loadTexts: action,
      rollback: action,
    });
  }

  get total(): number {
    return this.list?.total ?? 0;
  }

  get lastPage(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The state ListPager reads. */
  get status(): 'loading' | 'ready' | 'error' {
    return this.loadError !== undefined ? 'error' : this.loading ? 'loading' : 'ready';
  }

  /** Reads the page of `pageNo` (again); the version in force is picked first when nothing is. */
  async load(): Promise<void> {
    const request = ++this.listRequest;
    this.loadError = undefined;
    this.loading = true;
    try {
      const list = await this.service.overlayHistory(this.scope, { pageNo: this.pageNo, pageSize: this.pageSize });
      if (request !== this.listRequest) return;
      runInAction(() => {
        this.list = list;
        this.loading = false;
        if (this.selected === undefined && list.current > 0) this.select(list.current);
      });
    } catch (error) {
      if (request !== this.listRequest) return;
      runInAction(() => {
        this.loadError = (error as Error).message;
        this.loading = false;
      });
    }
  }

  async goTo(pageNo: number): Promise<void> {
    this.pageNo = Math.min(this.lastPage, Math.max(1, Math.trunc(pageNo)));
    await this.load();
  }

  /** Another page size: back to the first page. */
  async setPageSize(pageSize: number): Promise<void> {
    this.pageSize = pageSize;
    this.pageNo = 1;
    await this.load();
  }

  /** Picks a version and compares it with the one before it. */
  select(version: number): void {
    this.selected = version;
    this.setCompare({ left: version - 1, right: version });
  }

  setCompare(compare: Comparison): void {
    this.compare = compare;
    void this.loadTexts();
  }

  /** The text of a compared version: null for version 0 (nothing) or a deleting version, undefined while unread. */
  private textOf(version: number): string | null | undefined {
    return version === 0 ? null : this.texts.get(version);
  }

  get leftText(): string | null | undefined {
    return this.compare ? this.textOf(this.compare.left) : undefined;
  }

  get rightText(): string | null | undefined {
    return this.compare ? this.textOf(this.compare.right) : undefined;
  }

  /** The line difference of the compared versions, once both texts are read. */
  get diff(): TextDiff | undefined {
    const { leftText, rightText } = this;
    if (!this.compare || leftText === undefined || rightText === undefined) return undefined;
    return diffLines(prettyJson(leftText), prettyJson(rightText));
  }

  /** The versions either side can show, newest first: the page's and the compared ones. */
  get versionOptions(): number[] {
    const versions = [...(this.list?.rows.map((row) => row.version) ?? []), ...(this.compare ? [this.compare.left, this.compare.right] : [])];
    return [...new Set(versions)].filter((version) => version > 0).sort((a, b) => b - a);
  }

  /** A picked version other than the one in force, and no rollback running. */
  get canRollback(): boolean {
    return this.selected !== undefined && this.list !== undefined && this.selected !== this.list.current && !this.busy;
  }

  /** Reads the texts of the compared versions not read yet. */
  private async loadTexts(): Promise<void> {
    if (!this.compare) return;
    const missing = [this.compare.left, this.compare.right].filter((version) => version > 0 && !this.texts.has(version));
    if (missing.length === 0) return;
    const request = ++this.textRequest;
    this.textError = undefined;
    try {
      const read = await Promise.all(missing.map(async (version) => [version, await this.service.overlayVersionText(this.scope, version)] as const));
      runInAction(() => {
        for (const [version, text] of read) this.texts.set(version, text);
      });
    } catch (error) {
      if (request === this.textRequest) runInAction(() => (this.textError = (error as Error).message));
    }
  }

  /**
   * Publishes the picked version's text again as a new version (from the version in force) and picks
   * the new one. Either way the list is read again from its first page on success, or the same page on
   * a refusal (which may mean someone published meanwhile).
   */
  async rollback(note: string): Promise<RollbackOutcome | undefined> {
    const from = this.selected;
    if (from === undefined || !this.list) return undefined;
    this.busy = true;
    let outcome: RollbackOutcome;
    try {
      const { version } = await this.service.rollbackOverlay(this.scope, from, { note: note.trim(), baseVersion: this.list.current });
      outcome = { ok: true, from, version };
      runInAction(() => {
        this.pageNo = 1;
        this.select(version);
      });
    } catch (error) {
      outcome = { ok: false, message: (error as Error).message };
    }
    runInAction(() => {
      this.outcome = outcome;
      this.busy = false;
    });
    void this.load();
    return outcome;
  }
}
