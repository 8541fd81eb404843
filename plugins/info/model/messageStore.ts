import { action, makeObservable, observable, runInAction } from 'mobx';
import { PagedList, failureText, messageQuery, searchKeyword, type BadgesService, type Notice, type PushEvents, type ReadFilter, type ServerCalls, type SysMessage } from '@plugin-api';

/**
 * The message centre (the info plugin's page data): the user's paged messages with a read filter and
 * a keyword, the notices, the newest unread messages, the opened message. The unread count is the
 * shell's badge (BadgesService): every mark answers the count after it and writes it there, so the
 * badge stays true wherever a message is read; the shell asks for it again on sign-in.
 */
export class MessageStore {
  readonly scope = 'user' as const;
  readFilter: ReadFilter = 'all';
  /** The message type shown ('' all). */
  msgType = '';
  keyword = '';
  /** The newest unread messages (getUnReadMsgList), from every unread answer the badges hear. */
  unreadRows: SysMessage[] = [];
  readonly messages: PagedList<SysMessage>;
  readonly notices: PagedList<Notice>;
  noticeKeyword = '';
  /** A mark or mark-all that failed: the server's message, or the network text when it got no answer. */
  actionError: string | undefined = undefined;
  /** The message opened to its full text (the message centre's dialog). */
  opened: SysMessage | undefined = undefined;
  /** How many views show the message list now (the message centre mounted). */
  private shown = 0;
  /** Messages arrived while no view showed the list: it is read again when shown. */
  private stale = false;

  constructor(
    private readonly calls: ServerCalls['messages'],
    private readonly badges: BadgesService,
    push: PushEvents,
    /** The shell's text for a call that got no answer, in the user's language (ModelServices.networkText). */
    private readonly networkText: () => string,
  ) {
    this.messages = new PagedList((pageNo, pageSize) => this.calls.findMessages(messageQuery({ readFilter: this.readFilter, msgType: this.msgType, keyword: this.keyword, pageNo, pageSize })));
    this.notices = new PagedList((pageNo, pageSize) => {
      const keyword = searchKeyword(this.noticeKeyword);
      return this.calls.findNotices({ pageNo, pageSize, ...(keyword ? { keyword } : {}) });
    });
    makeObservable(this, {
      readFilter: observable,
      msgType: observable,
      keyword: observable,
      noticeKeyword: observable,
      unreadRows: observable.ref,
      actionError: observable,
      opened: observable.ref,
      close: action,
      setUnread: action,
      clear: action,
    });
    // The model lives as long as the portal: it hears the shell's unread answers and the pushes.
    badges.onUnread((unread) => runInAction(() => (this.unreadRows = unread.rows)));
    push.onMessagesArrived(() => this.arrived());
  }

  /** Unread messages (the top bar's badge); undefined until known. */
  get unreadCount(): number | undefined {
    return this.badges.unreadCount;
  }

  /** Asks for the unread count and the newest unread messages (the message centre, a push). */
  async refreshUnread(): Promise<void> {
    await this.badges.refreshUnread();
  }

  setUnread(count: number): void {
    this.badges.setUnread(count);
  }

  /** Filters by read state, from page 1. */
  setReadFilter(filter: ReadFilter): Promise<void> {
    runInAction(() => (this.readFilter = filter));
    return this.messages.load(1);
  }

  /** Shows one message type ('' all), from page 1. */
  setMsgType(msgType: string): Promise<void> {
    runInAction(() => (this.msgType = msgType));
    return this.messages.load(1);
  }

  /** Searches by keyword, from page 1. */
  search(keyword: string): Promise<void> {
    runInAction(() => (this.keyword = keyword));
    return this.messages.load(1);
  }

  searchNotices(keyword: string): Promise<void> {
    runInAction(() => (this.noticeKeyword = keyword));
    return this.notices.load(1);
  }

  /** Marks one message read or unread; the row and the badge follow the server's answer. */
  async mark(id: string, read: boolean): Promise<boolean> {
    try {
      const result = await this.calls.markMessage(id, read);
      runInAction(() => {
        this.actionError = undefined;
        this.badges.setUnread(result.unread);
        this.messages.replaceRow((row) => row.id === id, result.message);
        this.unreadRows = read ? this.unreadRows.filter((row) => row.id !== id) : this.unreadRows;
      });
      if (!read) void this.refreshUnread();
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error, this.networkText)));
      return false;
    }
  }

  /**
   * Opens a message to its full text; an unread one is marked read (the badge follows). The dialog
   * shows the row as the server answers it after the mark.
   */
  async open(message: SysMessage): Promise<void> {
    runInAction(() => (this.opened = message));
    if (message.readFlag !== '0') return;
    if (await this.mark(message.id, true)) {
      const row = this.messages.rows.find((each) => each.id === message.id);
      runInAction(() => {
        if (this.opened?.id === message.id) this.opened = row ?? { ...message, readFlag: '1' };
      });
    }
  }

  close(): void {
    this.opened = undefined;
  }

  /**
   * A view shows the message list (the message centre): new messages reload it while shown. Answers
   * the function that ends the showing. Messages that arrived meanwhile reload it at once.
   */
  show(): () => void {
    this.shown += 1;
    if (this.stale && this.messages.status === 'ready') void this.messages.load();
    this.stale = false;
    return () => {
      this.shown -= 1;
    };
  }

  /**
   * Messages arrived (a push): the list shows them when it is on screen (its current page and
   * filters, read again), and the newest unread ones; otherwise the list is read again when shown.
   */
  arrived(): void {
    if (this.messages.status === 'idle') return;
    if (this.shown === 0) {
      this.stale = true;
      return;
    }
    void this.messages.load();
    void this.refreshUnread();
  }

  /** Marks every message read, then shows the list again. */
  async markAllRead(): Promise<boolean> {
    try {
      const result = await this.calls.markAllMessagesRead();
      runInAction(() => {
        this.actionError = undefined;
        this.badges.setUnread(result.unread);
        this.unreadRows = [];
      });
      await this.messages.load();
      return true;
    } catch (error) {
      runInAction(() => (this.actionError = failureText(error, this.networkText)));
      return false;
    }
  }

  clear(): void {
    this.readFilter = 'all';
    this.msgType = '';
    this.keyword = '';
    this.noticeKeyword = '';
    this.unreadRows = [];
    this.actionError = undefined;
    this.opened = undefined;
    this.stale = false;
    this.messages.clear();
    this.notices.clear();
  }
}
