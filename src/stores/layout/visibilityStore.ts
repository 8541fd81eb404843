import { action, computed, makeObservable, observable } from 'mobx';
import { isAdmin } from '../../contract/permissions';
import { isVisible, type VisibilityContext } from '../../core/visibility';
import type { PreviewIdentity, PreviewTarget } from '../../core/previewTargets';
import type { VisibilityRule } from '../../generated/layout';
import type { SessionStore } from '../session/sessionStore';
import type { SettingsStore } from '../settingsStore';

/** What the visibility store is made from. */
export interface VisibilityStoreDeps {
  session: SessionStore;
  /** The system settings (the rules' setting conditions). */
  settings: SettingsStore;
  /**
   * The ids of the layout's audiences a viewer belongs to (LayoutStore.audiencesFor), for the rules'
   * `audiencesAnyOf`; read when asked (the layout store is built first and reads this store's
   * `baseContext`). Default: none.
   */
  audiences?: (viewer: VisibilityContext) => readonly string[];
}

/**
 * Answers whether a part of the layout (a top-bar item, a home block) shows for the signed-in user,
 * through the one evaluator of src/core/visibility, and whether the user is a tenant administrator.
 *
 * A tenant admin may preview the layout as someone else (`previewAs`): the target's station, roles
 * and permission then stand for the user's in every rule; `isAdmin` stays the user's own, so the
 * admin keeps the editor (and the server, which never hears of a preview, keeps their rights).
 */
export class VisibilityStore {
  readonly scope = 'user' as const; // clear() ends an admin's preview identity
  previewTarget: PreviewTarget | undefined = undefined;

  constructor(private readonly deps: VisibilityStoreDeps) {
    makeObservable(this, {
      previewTarget: observable.ref,
      identity: computed,
      baseContext: computed,
      context: computed,
      userContext: computed,
      isAdmin: computed,
      previewAs: action,
    });
  }

  /**
   * Who the rules are checked as: the preview target while there is one, else the signed-in user. A
   * preview without an account of its own takes the admin's company account when it is of the admin's
   * own station (the buyer's staff are of the admin's company), none otherwise.
   */
  get identity(): PreviewIdentity {
    const preview = this.previewTarget;
    const user = this.deps.session.user;
    if (preview) {
      const account = preview.account ?? (user && preview.station === user.station ? user.elsAccount : undefined);
      return { station: preview.station, roles: preview.roles ?? [], permission: preview.permission, account, subAccount: preview.subAccount };
    }
    return user
      ? { station: user.station, roles: user.roles ?? [], permission: user.permission, account: user.elsAccount, subAccount: user.elsSubAccount }
      : { roles: [] };
  }

  /** The station the layout is shown for (the preview's, else the user's): it also picks the home page. */
  get station(): string | undefined {
    return this.identity.station;
  }

  /** The viewer without audiences: what the layout's audiences are evaluated against (LayoutStore). */
  get baseContext(): VisibilityContext {
    return this.contextOf(this.identity);
  }

  /** The viewer, with the audiences it belongs to: what every `visibleWhen` is checked against. */
  get context(): VisibilityContext {
    return this.withAudiences(this.baseContext);
  }

  /** The signed-in user's own context, preview or not: who may open a page is never previewed away. */
  get userContext(): VisibilityContext {
    const user = this.deps.session.user;
    return this.withAudiences(
      this.contextOf(user ? { station: user.station, roles: user.roles ?? [], permission: user.permission, account: user.elsAccount, subAccount: user.elsSubAccount } : { roles: [] }),
    );
  }

  private withAudiences(viewer: VisibilityContext): VisibilityContext {
    return { ...viewer, audiences: new Set(this.deps.audiences?.(viewer) ?? []) };
  }

  private contextOf({ station, roles, permission, account, subAccount }: PreviewIdentity): VisibilityContext {
    return {
      authenticated: this.deps.session.authenticated,
      station,
      roles: roles ?? [],
      permission,
      settings: this.deps.settings.values,
      ...(account !== undefined ? { account } : {}),
      ...(subAccount !== undefined ? { subAccount } : {}),
    };
  }

  isVisible(rule: VisibilityRule | undefined): boolean {
    return isVisible(rule, this.context);
  }

  /**
   * Whether the signed-in user may open a route with this rule (`Route.visibleWhen`; absent:
   * everyone). Always the user's own rights: an admin previewing as a supplier keeps the editor.
   */
  mayOpen(rule: VisibilityRule | undefined): boolean {
    return rule === undefined || isVisible(rule, this.userContext);
  }

  get isAdmin(): boolean {
    return isAdmin(this.deps.session.user);
  }

  /** A preview identity never outlives the admin's session. */
  clear(): void {
    this.previewAs(undefined);
  }

  /** Shows the layout as `target` sees it (undefined: as the signed-in user again). */
  previewAs(target: PreviewTarget | undefined): void {
    this.previewTarget = target;
  }
}
