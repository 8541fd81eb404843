// The demo sub-apps' scripts: one entry of the shell's build each (rspack.config.ts), a
// self-contained file with a stable name under subapps/ of the build folder, which the reference
// server serves at /subapps/… beside the pages that load them (server/platform/static) and whose
// absence makes `npm start` and the e2e setup build (scripts/start-helpers.ts).

/** The folder of the build (dist/) that holds them. */
export const DEMO_APP_BUILD_FOLDER = 'subapps';

/** Output name (without .js, inside the build folder) → its typed source. */
export const DEMO_APP_ENTRIES: Readonly<Record<string, string>> = {
  [`${DEMO_APP_BUILD_FOLDER}/shared/demo`]: './server/demo-apps/src/demo/main.ts',
  [`${DEMO_APP_BUILD_FOLDER}/shared/documents`]: './server/demo-apps/src/documents/main.ts',
  [`${DEMO_APP_BUILD_FOLDER}/flow/flow`]: './server/demo-apps/src/flow/main.ts',
};

/** The built files, relative to the build folder. */
export const DEMO_APP_FILES: readonly string[] = Object.keys(DEMO_APP_ENTRIES).map((name) => `${name}.js`);
