import { action, makeObservable, observable } from 'mobx';
import { admit, EMPTY_SLOTS, release, releaseSummary, toastLimit, type ToastSlots } from '../../core/push/coalesce';
import type { PushNotice } from './pushInbox';

/**
 * The notifications waiting for the toaster: a few on screen at once (the layout's
 * push.toastLimit), the rest summarised ("and 37 more") until places free up.
 */
export class NoticeQueue {
  /** Notifications waiting for the toaster (it takes them). */
  notices: PushNotice[] = [];
  slots: ToastSlots = EMPTY_SLOTS;
  /** Pushed messages and to-dos told to the user (shown or summarised) since sign-in. */
  received = 0;

  /** `limit`: the layout's toastLimit (undefined: the default). */
  constructor(private readonly limit: () => number | undefined) {
    makeObservable(this, {
      notices: observable.shallow,
      slots: observable.ref,
      received: observable,
      tell: action,
      take: action,
      closed: action,
      summaryClosed: action,
      clear: action,
    });
  }

  /** Tells `fresh` (as many as there are places, the rest in the summary) and `extra` more by count. */
  tell(fresh: readonly PushNotice[], extra: number): void {
    if (fresh.length === 0 && extra === 0) return;
    const admission = admit(this.slots, fresh.map((notice) => notice.key), toastLimit(this.limit()), extra);
    this.slots = admission.slots;
    const shown = new Set(admission.show);
    for (const notice of fresh) if (shown.has(notice.key)) this.notices.push(notice);
    this.received += fresh.length + extra;
  }

  /** The toaster takes the notifications waiting to be shown, once. */
  take(): PushNotice[] {
    return this.notices.splice(0);
  }

  /** A notification left the screen: its place is free for the next. */
  closed(key: string): void {
    this.slots = release(this.slots, key);
  }

  /** The summary left the screen. */
  summaryClosed(): void {
    this.slots = releaseSummary(this.slots);
  }

  clear(): void {
    this.notices = [];
    this.slots = EMPTY_SLOTS;
    this.received = 0;
  }
}
