// Entry of /subapps/shared/documents.js: the sub-apps whose detail pages show the seeded approvals'
// documents (rfq, order, supplier) load it before their own script; it sets window.SrmDemoDocuments.
import { findDocument } from './documents';

window.SrmDemoDocuments = { find: findDocument };
