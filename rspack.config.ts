import { defineConfig } from '@rspack/cli';
import { rspack, type Compilation, type Compiler } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { GriffelCSSExtractionPlugin } from '@griffel/webpack-extraction-plugin';
import { parseCSSRules } from '@griffel/webpack-extraction-plugin/src/parseCSSRules.js';
import { sortCSSRules } from '@griffel/webpack-extraction-plugin/src/sortCSSRules.js';
import { defaultCompareMediaQueries } from '@griffel/core';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import fs from 'node:fs';
import { DEMO_APP_ENTRIES, DEMO_APP_FILES } from './server/demo-apps/entries';
import { HASHED_FILE, keepReleases, parseManifest, planRelease, releaseId } from './scripts/releases';

const root = path.dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV === 'development';
// The dev server proxies the API, config files, demo sub-apps and the MQTT socket to the reference server.
const backend = process.env.SRM_BACKEND ?? 'http://127.0.0.1:8380';
const appPrefix = process.env.SRM_APP_PREFIX ?? '/portal';
const BRIDGE_CLIENT = 'bridge-client';
/** Entries that are files of their own with stable names: not hashed, sharing no chunk with the shell. */
const STANDALONE = new Set<string>([BRIDGE_CLIENT, ...Object.keys(DEMO_APP_ENTRIES)]);
const isStandalone = (name: string | undefined): boolean => name !== undefined && STANDALONE.has(name);
/** The chunks a signed-in start loads beside the entry: the shell and the home pages (their webpackChunkNames). */
const SIGNED_IN_ENTRY_CHUNKS = new Set(['shell', 'page-home', 'blocks-home', 'blocks-supplier-home']);
// A production build ships no source maps (they publish the whole source) unless asked for with
// SRM_SOURCE_MAPS=1, e.g. for an error-tracking service that keeps them private.
const sourceMaps = process.env.SRM_SOURCE_MAPS === '1';

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script and style sheet, so that the
 * reference server (or nginx with gzip_static/brotli_static) sends them compressed without
 * compressing on each request: the initial download is about a quarter of its raw size.
 */
class PrecompressPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(?:js|css)$/.test(name)) continue;
          const raw = source.buffer();
          if (raw.length < 1024) continue;
          compilation.emitAsset(`${name}.br`, new sources.RawSource(brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })));
          compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipSync(raw, { level: 9 })));
        }
      });
    });
  }
}

/**
 * Releases that keep open tabs working (docs/deployment.md): the build no longer empties its folder.
 * It names the release (scripts/releases.ts: a hash of its hashed files' names) in index.html
 * (`<meta name="srm-release">`, what the running shell compares), keeps the hashed files of the
 * newest SRM_KEEP_RELEASES releases (3 by default) listed in releases.json, deletes the hashed files
 * of older ones, and writes version.json last: a running tab that reads it finds the new release
 * only once all of its files are in place.
 */
class ReleasesPlugin {
  apply(compiler: Compiler): void {
    const keep = keepReleases(process.env.SRM_KEEP_RELEASES);
    const hashedFiles = (compilation: Compilation) =>
      compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => !name.includes('/') && HASHED_FILE.test(name));
    let id: string | undefined;
    compiler.hooks.thisCompilation.tap('ReleasesPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap('ReleasesPlugin', (data) => {
        id = releaseId(hashedFiles(compilation));
        data.html = data.html.replace('</head>', `<meta name="srm-release" content="${id}"></head>`);
        return data;
      });
    });
    compiler.hooks.afterEmit.tap('ReleasesPlugin', (compilation) => {
      if (compilation.errors.length > 0 || id === undefined) return;
      const folder = compiler.options.output.path!;
      const manifestFile = path.join(folder, 'releases.json');
      const previous = parseManifest(fs.existsSync(manifestFile) ? fs.readFileSync(manifestFile, 'utf8') : undefined);
      const time = new Date().toISOString();
      const plan = planRelease(previous, { id, time, files: hashedFiles(compilation).sort() }, keep, fs.readdirSync(folder));
      for (const file of plan.remove) fs.rmSync(path.join(folder, file), { force: true });
      fs.writeFileSync(manifestFile, `${JSON.stringify(plan.manifest, null, 1)}\n`);
      fs.writeFileSync(path.join(folder, 'version.json'), `${JSON.stringify({ release: id, time })}\n`);
      console.log(`[releases] release ${id}; kept ${plan.manifest.releases.length} of at most ${keep}; deleted ${plan.remove.length} old hashed files`);
    });
  }
}

/** The map scripts/griffel-css-collector.cjs fills (module resource → CSS), under a global symbol. */
const GRIFFEL_CSS = Symbol.for('srm.griffelCss');

type BuiltModule = { identifier(): string; resource?: string };

/**
 * The collected CSS (by module resource) in the order the modules are imported, dependencies first
 * (a depth-first walk of the module graph from the entries, in source order, as webpack orders a
 * chunk's CSS), Fluent's (any package's) before the shell's and the plugins': a component's styles
 * come after those of the components it builds on, and an override of ours after what it overrides.
 * Rules of one bucket that set the same property on one element under different selectors (Fluent's
 * `:hover:active, :active:focus-visible` beside an override's `:hover:active`) are decided by that
 * order, which at run time was the order of first render. What the walk does not reach comes last.
 */
function inImportOrder(compilation: Compilation, collected: Map<string, string>): string[] {
  const { moduleGraph } = compilation;
  const library: string[] = [];
  const own: string[] = [];
  const seen = new Set<string>();
  const children = (module: BuiltModule) =>
    moduleGraph
      .getOutgoingConnections(module as never)
      .map((connection) => connection.module as BuiltModule | null)
      .filter((child): child is BuiltModule => child !== null);
  const roots = [...compilation.entries.values()].flatMap((entry) => entry.dependencies.map((dependency) => moduleGraph.getModule(dependency) as BuiltModule | null));
  for (const root of roots) {
    if (!root || seen.has(root.identifier())) continue;
    seen.add(root.identifier());
    // Iterative: the graph is thousands of modules deep in places.
    const stack: { module: BuiltModule; next: BuiltModule[] }[] = [{ module: root, next: children(root) }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const child = top.next.shift();
      if (child) {
        if (seen.has(child.identifier())) continue;
        seen.add(child.identifier());
        stack.push({ module: child, next: children(child) });
        continue;
      }
      stack.pop();
      const resource = top.module.resource;
      if (resource === undefined || !collected.has(resource)) continue;
      // The module whose styles these are imports it (the extraction loader appends the import).
      const owner = stack[stack.length - 1]?.module.resource ?? '';
      (/[\\/]node_modules[\\/]/.test(owner) ? library : own).push(resource);
    }
  }
  const reached = new Set([...library, ...own]);
  return [...library, ...own, ...[...collected.keys()].filter((resource) => !reached.has(resource))].map((resource) => collected.get(resource)!);
}

/**
 * Griffel's styles as one style sheet (production builds): @griffel/webpack-extraction-plugin's
 * loader turns every makeStyles/__styles call of Fluent UI and of ours into class names only
 * (`__css`), so nothing inserts CSS rules at run time on the start-up's main thread; its CSS reaches
 * scripts/griffel-css-collector.cjs, and this plugin sorts all of it as Griffel's runtime would
 * (bucket by bucket, by priority, media queries last; its own sortCSSRules) into
 * `styles.[hash].css`, which index.html names. The plugin's own chunk handling is not used: with
 * rspack it found no chunk and left the rules unsorted. The prerender turns the <link> into a load
 * by the gate beside the scripts (never render-blocking), and the bootstrap renders once it is in.
 */
class GriffelStylesPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    const registry = () => ((globalThis as Record<symbol, Map<string, string> | undefined>)[GRIFFEL_CSS] ??= new Map());
    let file: string | undefined;
    compiler.hooks.thisCompilation.tap('GriffelStylesPlugin', (compilation) => {
      registry().clear();
      file = undefined;
      compilation.hooks.processAssets.tap({ name: 'GriffelStylesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (registry().size === 0) {
          compilation.errors.push(new WebpackError('GriffelStylesPlugin: no Griffel CSS was collected (is the extraction loader applied?)'));
          return;
        }
        const { cssRulesByBucket, remainingCSS } = parseCSSRules(inImportOrder(compilation, registry()).join('\n'));
        const css = remainingCSS + sortCSSRules([cssRulesByBucket], defaultCompareMediaQueries);
        file = `styles.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
        compilation.emitAsset(file, new sources.RawSource(css));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeAssetTagGeneration.tap('GriffelStylesPlugin', (data) => {
        if (file) data.assets.css.push(`${data.assets.publicPath}${file}`);
        return data;
      });
    });
  }
}

/**
 * After a production build: renders the login page into index.html and checks the login route's
 * budget (scripts/prerender-login.tsx, scripts/loginBudget.ts). A failure of either fails the build.
 * The login page's files are its chunk group's (page-session-login and the split chunks it needs).
 */
class PrerenderLoginPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('PrerenderLoginPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const loginFiles = compilation.namedChunkGroups.get('page-session-login')?.getFiles() ?? [];
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-login.tsx', compiler.options.output.path!, `--login-files=${loginFiles.join(',')}`], {
        cwd: root,
        stdio: 'inherit',
      });
      if (result.status !== 0) compilation.errors.push(new compiler.webpack.WebpackError(`the login page's prerender or budget failed (exit ${result.status}); see above`));
    });
  }
}

/**
 * After a production build (and the prerender): fails the build when any file of it contains the
 * password of a demo account (scripts/demoPasswordCheck.ts). Demo logins are server fixtures.
 */
class DemoPasswordCheckPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('DemoPasswordCheckPlugin', (compilation) => {
      if (compilation.errors.length > 0) return;
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/demoPasswordCheck.ts', compiler.options.output.path!], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) compilation.errors.push(new compiler.webpack.WebpackError(`a demo password is in the build, or the check failed (exit ${result.status}); see above`));
    });
  }
}

export default defineConfig({
  mode: isDev ? 'development' : 'production',
  context: root,
  entry: {
    main: './src/app/main.tsx',
    // The sub-apps' bridge client (docs/bridge.md): its own file with a stable name, served at {prefix}/bridge-client.js.
    [BRIDGE_CLIENT]: './src/bridge-client/index.ts',
    // The demo sub-apps' scripts (server/demo-apps/entries.ts), served by the reference server at /subapps/.
    ...DEMO_APP_ENTRIES,
  },
  devtool: isDev ? 'cheap-module-source-map' : sourceMaps ? 'source-map' : false,
  output: {
    // SRM_DIST_DIR lets parallel builds (e.g. two test runs) use separate folders.
    path: path.resolve(root, process.env.SRM_DIST_DIR ?? 'dist'),
    // Relative public path: the same build works under any application prefix.
    publicPath: 'auto',
    filename: (pathData) => (isDev || isStandalone(pathData.chunk?.name) ? '[name].js' : '[name].[contenthash:8].js'),
    chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
    cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
    // A chunk that has not loaded after 120 s counts as failed (the page then offers a retry).
    chunkLoadTimeout: 120000,
    // Never emptied: the previous releases' hashed files stay for the tabs that still run them
    // (ReleasesPlugin prunes what the newest SRM_KEEP_RELEASES releases do not name).
    clean: false,
    // SRM_BUILD_ID salts every content hash: the same sources under new file names (a release
    // that must not share a cached file with an earlier one; the release test builds two such).
    ...(process.env.SRM_BUILD_ID ? { hashSalt: process.env.SRM_BUILD_ID } : {}),
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: { '@plugin-api$': path.join(root, 'src/plugin-api/index.ts'), '@plugin-api/layout-admin$': path.join(root, 'src/plugin-api/layout-admin/index.ts') },
  },
  module: {
    rules: [
      // Production styles (loaders run from the last matching rule to the first): swc, then
      // @griffel/webpack-loader compiles our makeStyles calls to class names and rules (as Fluent
      // UI's ship), then the extraction loader keeps only the class names (ours and Fluent's) and
      // hands the rules to the collector, for GriffelStylesPlugin's one style sheet. A development
      // build keeps Griffel's runtime (fast rebuilds, styles inserted as components render).
      ...(isDev
        ? []
        : [
            {
              test: /\.(?:ts|tsx|js|mjs)$/,
              include: [path.join(root, 'src'), path.join(root, 'plugins'), /[\\/]node_modules[\\/]@fluentui[\\/]/],
              use: { loader: GriffelCSSExtractionPlugin.loader },
            },
            // The CSS each module's styles carried: kept by the collector for GriffelStylesPlugin,
            // an empty module in the bundle (after the extraction's own virtual loader).
            { test: /griffel\.css$/, enforce: 'post' as const, type: 'javascript/auto', use: { loader: path.join(root, 'scripts/griffel-css-collector.cjs') } },
            {
              test: /\.(?:ts|tsx)$/,
              exclude: [/node_modules/],
              use: { loader: '@griffel/webpack-loader' },
            },
          ]),
      {
        test: /\.(?:ts|tsx)$/,
        exclude: [/node_modules/],
        use: {
          loader: 'builtin:swc-loader',
          options: {
            detectSyntax: 'auto',
            jsc: {
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
          },
        },
      },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      template: './src/app/index.html',
      chunks: ['main'],
      scriptLoading: 'defer',
    }),
    new rspack.CopyRspackPlugin({ patterns: [
        { from: 'src/app/favicon.svg', to: 'favicon.svg' },
        { from: 'src/app/default-logo.svg', to: 'default-logo.svg' },
      ] }),
    isDev ? new ReactRefreshRspackPlugin() : new PrecompressPlugin(),
    isDev ? undefined : new PrerenderLoginPlugin(),
    isDev ? undefined : new DemoPasswordCheckPlugin(),
    isDev ? undefined : new GriffelStylesPlugin(),
    // Last: version.json is written after the prerender and the checks have passed.
    isDev ? undefined : new ReleasesPlugin(),
  ].filter(Boolean),
  optimization: {
    // Scripts only: the one style sheet is Griffel's, already as compact as its atomic rules get, and
    // the CSS minimizer rewrote values (text-align:start → left, which an RTL page would get wrong).
    minimizer: [new rspack.SwcJsMinimizerRspackPlugin()],
    splitChunks: {
      // The bridge client and the demo sub-apps' scripts stay self-contained files.
      chunks: (chunk) => !isStandalone(chunk.name ?? undefined),
      cacheGroups: {
        // The libraries of the signed-in shell and its home pages in one chunk. Split by the defaults
        // they were 15 scripts (each Fluent package's few kilobytes, often a few icons), and a
        // signed-in reload appended, ran and code-cached each in a task of its own before its first
        // render: one chunk made that part of the reload 9 ms shorter, and the reload 29–33 ms shorter
        // with the one-pass message merge (median and mean of 16 reloads each; docs/ARCHITECTURE.md ›
        // Start-up cost). A module the login page shares stays in the login page's chunks too: only
        // the signed-in path loads this one (while the user types on the login page, or on a reload).
        signedInLibraries: {
          test: /[\\/]node_modules[\\/]/,
          chunks: (chunk) => SIGNED_IN_ENTRY_CHUNKS.has(chunk.name ?? ''),
          name: 'signed-in-libraries',
          priority: 10,
          enforce: true,
        },
        // The framework libraries change rarely: keep them in their own long-cached chunk.
        framework: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|mobx|mobx-react-lite)[\\/]/,
          name: 'framework',
          chunks: 'initial',
          priority: 20,
        },
      },
    },
  },
  performance: { hints: false },
  devServer: {
    port: Number(process.env.SRM_DEV_PORT ?? 8381),
    host: '127.0.0.1',
    hot: true,
    devMiddleware: { publicPath: `${appPrefix}/` },
    historyApiFallback: false,
    open: false,
    static: false,
    // The demo sub-apps' pages come from the reference server, their scripts from this build (in memory).
    setupMiddlewares: (middlewares) => {
      const scripts = new Set(DEMO_APP_FILES.map((file) => `/${file}`));
      middlewares.unshift({
        name: 'demo-app-scripts',
        middleware: (request: { url?: string }, _response: unknown, next: () => void) => {
          if (request.url && scripts.has(request.url.split('?')[0]!)) request.url = `${appPrefix}${request.url}`;
          next();
        },
      });
      return middlewares;
    },
    proxy: [
      { context: [`${appPrefix}/apis`, `${appPrefix}/config`, '/subapps'], target: backend, changeOrigin: false },
      { context: ['/mqtt'], target: backend, ws: true },
    ],
  },
});
