// Entry of bridge-client.js: installs window.SrmBridge once (see ./client.ts and docs/bridge.md).
import { createBridge, type BridgeWindow, type SrmBridge } from './client';

declare global {
  interface Window {
    SrmBridge?: SrmBridge;
  }
}

if (typeof window !== 'undefined' && !window.SrmBridge) {
  const script = document.currentScript;
  window.SrmBridge = createBridge(window as unknown as BridgeWindow, {
    scriptAttribute: script?.getAttribute('data-shell-origin'),
    referrer: document.referrer,
  });
  window.dispatchEvent(new CustomEvent('srm-bridge-ready'));
}
