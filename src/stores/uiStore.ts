import { action, makeObservable, observable } from 'mobx';
import type { TypedStorage } from '../core/storage';

export type Density = 'medium' | 'small' | 'mini';
export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastRequest {
  id: number;
  intent: ToastIntent;
  message: string;
}

/** Chrome state: menu collapse, density, toasts waiting to be shown. */
export class UiStore {
  collapsed: boolean;
  density: Density;
  toasts: ToastRequest[] = [];
  private nextToastId = 1;

  constructor(
    private readonly local: TypedStorage,
    defaultDensity: Density,
  ) {
    this.collapsed = local.get<boolean>('collapse') ?? false;
    this.density = local.get<Density>('size') ?? defaultDensity;
    makeObservable(this, {
      collapsed: observable,
      density: observable,
      toasts: observable.shallow,
      toggleCollapse: action,
      setCollapsed: action,
      setDensity: action,
      notify: action,
      takeToasts: action,
    });
  }

  toggleCollapse(): void {
    this.setCollapsed(!this.collapsed);
  }

  setCollapsed(collapsed: boolean): void {
    this.collapsed = collapsed;
    this.local.set('collapse', collapsed);
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
