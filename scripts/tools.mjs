#!/usr/bin/env node
/**
 * Runs an implementer tool (config-check, merge, diff: scripts/tools-entry.ts) from a bundle that
 * esbuild (the one tsx ships) makes of it, so that a run does not compile TypeScript first:
 *
 *   node scripts/tools.mjs <config-check | merge | diff> [args…]    (npm run config:check / merge / diff)
 *   node scripts/tools.mjs --build                                   (npm's prepare, after npm ci)
 *
 * The bundle lives in dist-tools/ (git-ignored) with the list of the files it was made from. Before each
 * run the launcher compares their modification times with the time the bundle was started: any source
 * changed, added to an import or gone since then, or this launcher itself changed, and the bundle is made
 * again first (about half a second). So a stale bundle never answers.
 *
 * The tools check message ids against the plugins' catalogues (scripts/messageCatalogues.ts), which
 * reaches the plugins' components. Their UI libraries (Fluent UI, CodeMirror, axios…) are replaced in
 * the bundle by an inert stand-in: loading Fluent alone takes seconds, and no tool calls any of them
 * (the catalogues are plain data; scripts/tools.test.ts checks that the bundle answers as the sources do).
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(HERE), '..');

/** What `npm run config:check / merge / diff` run. */
export const DEFAULT_BUILD = {
  entry: path.join(ROOT, 'scripts/tools-entry.ts'),
  outDir: path.join(ROOT, 'dist-tools'),
};

/** Packages the tools never call, replaced by an inert stand-in (see above). */
export const STUBBED = /^(@fluentui\/|@codemirror\/|@lezer\/|codemirror-json-schema$|axios$|mqtt$|react-dom($|\/)|react-intl$|mobx$|mobx-react-lite$)/;

// Any member or construction gives the stand-in again; a call gives back its first argument when it
// is an object (defineMessages, observer, makeObservable hand their argument back), else the stand-in.
// The bundle's interop copies a CommonJS module's own members onto an object made with the module's
// prototype, so the prototype answers too.
const STUB_SOURCE = `
const read = (_target, key) => (key === Symbol.toPrimitive ? () => '' : key === '__esModule' || key === 'then' ? undefined : stub);
const proto = new Proxy({}, { get: read });
const stub = new Proxy(function stub() {}, {
  get: read,
  apply: (_target, _this, args) => (args[0] !== null && (typeof args[0] === 'object' || typeof args[0] === 'function') ? args[0] : stub),
  construct: () => stub,
  getPrototypeOf: () => proto,
});
module.exports = stub;
`;

const bundleFile = (outDir) => path.join(outDir, 'tools.mjs');
const metaFile = (outDir) => path.join(outDir, 'inputs.json');

/**
 * Why the bundle in outDir must be made again, or undefined when it is fresh: made from the files
 * listed, none of which changed (or went) since the build started, nor the launcher.
 */
export function staleReason(outDir) {
  let meta;
  try {
    meta = JSON.parse(readFileSync(metaFile(outDir), 'utf8'));
    statSync(bundleFile(outDir));
  } catch {
    return 'no bundle yet';
  }
  if (!Array.isArray(meta.inputs) || typeof meta.startedAt !== 'number') return 'an unreadable list of inputs';
  for (const input of [HERE, ...meta.inputs]) {
    let mtime;
    try {
      mtime = statSync(input).mtimeMs;
    } catch {
      return `${path.relative(ROOT, input)} is gone`;
    }
    if (mtime > meta.startedAt) return `${path.relative(ROOT, input)} changed`;
  }
  return undefined;
}

/** Bundles the entry into outDir (the bundle and its list of inputs, each written whole then renamed). */
export async function build({ entry, outDir }) {
  const esbuild = await import('esbuild');
  const startedAt = Date.now();
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    write: false,
    metafile: true,
    outfile: bundleFile(outDir),
    logLevel: 'error',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    plugins: [
      {
        name: 'stub-ui-libraries',
        setup(builder) {
          builder.onResolve({ filter: STUBBED }, (args) => ({ path: args.path, namespace: 'ui-stub' }));
          builder.onLoad({ filter: /.*/, namespace: 'ui-stub' }, () => ({ contents: STUB_SOURCE, loader: 'js' }));
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes(':'))
    .map((input) => path.resolve(ROOT, input));
  mkdirSync(outDir, { recursive: true });
  const temp = (file) => `${file}.${process.pid}.tmp`;
  const [output] = result.outputFiles;
  writeFileSync(temp(bundleFile(outDir)), output.contents);
  renameSync(temp(bundleFile(outDir)), bundleFile(outDir));
  writeFileSync(temp(metaFile(outDir)), JSON.stringify({ startedAt, inputs }, null, 1));
  renameSync(temp(metaFile(outDir)), metaFile(outDir));
}

/** The bundle's module, made first when it is not fresh. */
export async function loadTools(options = DEFAULT_BUILD) {
  if (staleReason(options.outDir) !== undefined) await build(options);
  const url = pathToFileURL(bundleFile(options.outDir));
  url.search = `v=${statSync(bundleFile(options.outDir)).mtimeMs}`;
  return import(url.href);
}

async function main(argv) {
  const [tool, ...args] = argv;
  if (tool === '--build') {
    await build(DEFAULT_BUILD);
    return 0;
  }
  const { tools } = await loadTools();
  const run = tools[tool];
  if (!run) {
    console.error(`usage: node scripts/tools.mjs <${Object.keys(tools).join(' | ')}> [args…] | --build`);
    return 2;
  }
  return run(args, { out: (line) => console.log(line), err: (line) => console.error(line) });
}

if (process.argv[1] && path.resolve(process.argv[1]) === HERE) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
