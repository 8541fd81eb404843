import { action, makeObservable, observable } from 'mobx';
import type { TypedStorage } from '../core/storage';

export type Density = 'medium' | 'small' | 'mini';
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  id: number;
  intent: ToastIntent;
  message: string;
}

/** Chrome state: density, toasts waiting to be shown (the menu's fold is the DisplayStore's). */
export class UiStore {
  readonly scope = 'portal' as const;
  density: Density;
  toasts: ToastRequest[] = [];
  private nextToastId = 1;

  constructor(
    private readonly local: TypedStorage,
    defaultDensity: Density,
  ) {
    this.density = local.get<Density>('size') ?? defaultDensity;
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
