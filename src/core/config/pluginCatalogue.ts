/**
 * The pages and home blocks the shell's plugins offer, by plugin id: what routes (`plugin`, `page`)
 * and home blocks (`block`: '<plugin>.<block>') of a layout document may name. Plain data, so the
 * checks run in Node too (config:check, the server) without loading a React component;
 * src/app/pluginCatalogue.test.ts keeps it equal to the plugin objects of plugins/index.ts.
 */
export interface PluginCatalogue {
  readonly [pluginId: string]: { readonly pages: readonly string[]; readonly blocks: readonly string[] };
}

export const PLUGIN_CATALOGUE: PluginCatalogue = {
  session: { pages: ['login', 'login3', 'lock', 'wxAuth', 'register', 'forgotPassword', 'changePassword'], blocks: [] },
  home: { pages: ['home', 'supplierHome'], blocks: ['head', 'purchase', 'enquiry', 'order', 'logistics'] },
  info: { pages: ['personalInfo', 'messages', 'todo', 'list', 'documentCenter'], blocks: [] },
  frame: { pages: ['frame'], blocks: [] },
  audit: { pages: ['audit'], blocks: [] },
  forward: { pages: ['detail', 'forwardPass'], blocks: [] },
  errors: { pages: ['notFound', 'forbidden', 'serverError'], blocks: [] },
  layoutAdmin: { pages: ['editor'], blocks: [] },
};
