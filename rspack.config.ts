import { defineConfig } from '@rspack/cli';
import { rspack, type Compiler } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

const root = path.dirname(fileURLToPath(import.meta.url));
const isDev = process.env.NODE_ENV === 'development';
// The dev server proxies the API, config files, demo sub-apps and the MQTT socket to the reference server.
const backend = process.env.SRM_BACKEND ?? 'http://127.0.0.1:8380';
const appPrefix = process.env.SRM_APP_PREFIX ?? '/portal';
const BRIDGE_CLIENT = 'bridge-client';
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

export default defineConfig({
  mode: isDev ? 'development' : 'production',
  context: root,
  entry: {
    main: './src/app/main.tsx',
    // The sub-apps' bridge client (docs/bridge.md): its own file with a stable name, served at {prefix}/bridge-client.js.
    [BRIDGE_CLIENT]: './src/bridge-client/index.ts',
  },
  devtool: isDev ? 'cheap-module-source-map' : sourceMaps ? 'source-map' : false,
  output: {
    // SRM_DIST_DIR lets parallel builds (e.g. two test runs) use separate folders.
    path: path.resolve(root, process.env.SRM_DIST_DIR ?? 'dist'),
    // Relative public path: the same build works under any application prefix.
    publicPath: 'auto',
    filename: (pathData) => (isDev || pathData.chunk?.name === BRIDGE_CLIENT ? '[name].js' : '[name].[contenthash:8].js'),
    chunkFilename: isDev ? '[name].js' : '[name].[contenthash:8].js',
    cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
    // A chunk that has not loaded after 120 s counts as failed (the page then offers a retry).
    chunkLoadTimeout: 120000,
    clean: true,
  },
  resolve: {
    extensions: ['.ts', '.tsx', '.js', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias: { '@plugin-api': path.join(root, 'src/plugin-api/index.ts') },
  },
  module: {
    rules: [
      // Our own makeStyles calls are turned into precomputed class names and CSS rules at build time
      // (Fluent UI's own styles ship so): no style resolving, hashing and serialising at run time, on
      // the start-up's main thread. Runs after swc (loaders run from the last rule to the first).
      ...(isDev
        ? []
        : [
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
  ].filter(Boolean),
  optimization: {
    splitChunks: {
      // The bridge client stays one self-contained file.
      chunks: (chunk) => chunk.name !== BRIDGE_CLIENT,
      cacheGroups: {
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
    proxy: [
      { context: [`${appPrefix}/apis`, `${appPrefix}/config`, '/subapps'], target: backend, changeOrigin: false },
      { context: ['/mqtt'], target: backend, ws: true },
    ],
  },
});
