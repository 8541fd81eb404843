// What the info plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'info'`)
// and the home blocks an index block may name (`'info.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const infoManifest = {
  id: 'info',
  pages: ['personalInfo', 'messages', 'todo', 'list', 'documentCenter'],
  blocks: [],
} as const;
