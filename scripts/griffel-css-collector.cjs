/**
 * Loader of the Griffel CSS that @griffel/webpack-extraction-plugin's loader takes out of each
 * module (its `griffel.css!=!…?style=…` imports; see GriffelStylesPlugin in rspack.config.ts): keeps
 * the CSS, with Griffel's bucket comments, for the plugin to sort into one style sheet, and leaves an
 * empty module in the bundle. Rspack's own CSS pipeline would drop those comments, and with them
 * the order Griffel's cascade needs (bucket by bucket, media queries last).
 * A CommonJS file: rspack requires loaders with Node, which runs no TypeScript.
 */
// A global symbol: GriffelStylesPlugin (rspack.config.ts, GRIFFEL_CSS) reads the same map.
const REGISTRY = Symbol.for('srm.griffelCss');

module.exports = function collectGriffelCss(source) {
  const registry = (globalThis[REGISTRY] ??= new Map());
  registry.set(this.resource, String(source));
  return 'export {};';
};
