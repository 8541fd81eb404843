// What the frame plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'frame'`)
// and the home blocks an index block may name (`'frame.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const frameManifest = {
  id: 'frame',
  pages: ['frame'],
  blocks: [],
} as const;
