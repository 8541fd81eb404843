// What the demo pages' scripts share through the window: the seeded documents (shared/documents.js,
// on the pages that load it). window.SrmBridge is the portal's bridge client (src/bridge-client).
import type { DemoDocument } from './documents/documents';

declare global {
  interface Window {
    SrmDemoDocuments?: { find(number: unknown): DemoDocument | null };
  }
}
