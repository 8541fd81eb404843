import { action, computed, makeObservable, observable, reaction } from 'mobx';
import { isBoolean, type TypedStorage } from '../core/storage';

/** The first-use tour's steps: the parts of the shell it points at, in order. */
export const GUIDE_STEPS = ['menu', 'tabs', 'topBar', 'settings'] as const;
export type GuideStep = (typeof GUIDE_STEPS)[number];

/** What the first-use tour is made from. */
export interface GuideStoreDeps {
  /** Where the tour remembers, per user, that it was seen. */
  local: TypedStorage;
  /** 'elsAccount_elsSubAccount' of the signed-in user, or undefined. */
  userKey: () => string | undefined;
}

/**
 * The first-use tour: opened once for each user new to this browser (kept per account and
 * sub-account), and again from the top bar's guide item.
 */
export class GuideStore {
  readonly scope = 'portal' as const; // kept per user key: the next sign-in reads its own
  /** The index of the step shown, or undefined while the tour is closed. */
  index: number | undefined = undefined;
  private readonly stop: () => void;

  constructor(private readonly deps: GuideStoreDeps) {
    makeObservable(this, { index: observable, step: computed, open: action, next: action, back: action, finish: action });
    this.stop = reaction(
      () => this.deps.userKey(),
      (user) => {
        if (user === undefined) this.index = undefined;
        else if (!this.deps.local.get(this.seenKey(user), isBoolean)) this.open();
      },
      { fireImmediately: true },
    );
  }

  private seenKey(user: string): string {
    return `guideSeen:${user}`;
  }

  get step(): GuideStep | undefined {
    return this.index === undefined ? undefined : GUIDE_STEPS[this.index];
  }

  open(): void {
    this.index = 0;
  }

  next(): void {
    if (this.index === undefined) return;
    if (this.index < GUIDE_STEPS.length - 1) this.index += 1;
    else this.finish();
  }

  back(): void {
    if (this.index !== undefined && this.index > 0) this.index -= 1;
  }

  /** Closes the tour (done or dismissed); it is not shown again to this user unless asked for. */
  finish(): void {
    this.index = undefined;
    const user = this.deps.userKey();
    if (user) this.deps.local.set(this.seenKey(user), true);
  }

  dispose(): void {
    this.stop();
  }
}
