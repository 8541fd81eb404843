// Where the repository's own folders are, for the defaults of the server's options.
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The static demo sub-apps served under /subapps/. */
export const DEMO_APPS_DIR = fileURLToPath(new URL('../demo-apps/', import.meta.url));
