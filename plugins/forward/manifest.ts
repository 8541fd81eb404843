// What the forward plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'forward'`)
// and the home blocks an index block may name (`'forward.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const forwardManifest = {
  id: 'forward',
  pages: ['detail', 'forwardPass'],
  blocks: [],
} as const;
