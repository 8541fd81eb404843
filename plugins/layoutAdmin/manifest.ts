// What the layoutAdmin plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'layoutAdmin'`)
// and the home blocks an index block may name (`'layoutAdmin.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const layoutAdminManifest = {
  id: 'layoutAdmin',
  pages: ['editor'],
  blocks: [],
} as const;
