// Entry of bridge-client.js: installs window.SrmBridge once (see ./client.ts and docs/bridge.md).
import { createBridge, watchStart, type BridgeWindow, type SrmBridge } from './client';

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
  // A failure while the document starts is told to the shell, whose tab then shows an error with a retry.
  const bridge = window.SrmBridge;
  watchStart(window, (message) => void bridge.failed(message));
  window.dispatchEvent(new CustomEvent('srm-bridge-ready'));
}
