import { action, makeObservable, observable } from 'mobx';
import { isOneOf, type TypedStorage } from '../core/storage';

export type Density = 'medium' | 'small' | 'mini';
const DENSITIES: readonly Density[] = ['medium', 'small', 'mini'];
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  id: number;
  intent: ToastIntent;
  message: string;
}

/** What the UI store is made from. */
export interface UiStoreDeps {
  /** Where the chosen density is kept. */
  local: TypedStorage;
  /** The density before the user chooses one (the layout's app.density.default). */
  defaultDensity: Density;
}

/** Chrome state: density, toasts waiting to be shown (the menu's fold is the DisplayStore's). */
export class UiStore {
  readonly scope = 'portal' as const;
  density: Density;
  toasts: ToastRequest[] = [];
  private nextToastId = 1;

  private readonly local: TypedStorage;

  constructor(deps: UiStoreDeps) {
    this.local = deps.local;
    this.density = deps.local.get('size', isOneOf<Density>(DENSITIES)) ?? deps.defaultDensity;
    makeObservable(this, {
      density: observable,
      toasts: observable.shallow,
      setDensity: action,
      notify: action,
      takeToasts: action,
    });
  }

  setDensity(density: Density): void {
    this.density = density;
    this.local.set('size', density);
  }

  notify(intent: ToastIntent, message: string): void {
    this.toasts.push({ id: this.nextToastId++, intent, message });
  }

  /** Hands the waiting toasts to the toaster once. */
  takeToasts(): ToastRequest[] {
    const taken = this.toasts.slice();
    this.toasts.splice(0);
    return taken;
  }
}
