import { computed, makeObservable } from 'mobx';
import { isAdmin } from '../../contract/permissions';
import { isVisible, type VisibilityContext } from '../../core/visibility';
import type { VisibilityRule } from '../../generated/layout';
import type { SessionStore } from '../session/sessionStore';
import type { SettingsStore } from '../settingsStore';

/**
 * Answers whether a part of the layout (a top-bar item, a home block) shows for the signed-in user,
 * through the one evaluator of src/core/visibility, and whether the user is a tenant administrator.
 */
export class VisibilityStore {
  constructor(
    private readonly session: SessionStore,
    private readonly settings: SettingsStore,
  ) {
    makeObservable(this, { context: computed, isAdmin: computed });
  }

  get context(): VisibilityContext {
    const user = this.session.user;
    return {
      authenticated: this.session.authenticated,
      station: user?.station,
      roles: user?.roles ?? [],
      permission: user?.permission,
      settings: this.settings.values,
    };
  }

  isVisible(rule: VisibilityRule | undefined): boolean {
    return isVisible(rule, this.context);
  }

  /** Whether the signed-in user may open a route with this rule (`Route.visibleWhen`; absent: everyone). */
  mayOpen(rule: VisibilityRule | undefined): boolean {
    return rule === undefined || isVisible(rule, this.context);
  }

  get isAdmin(): boolean {
    return isAdmin(this.session.user);
  }
}
