// What the audit plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'audit'`)
// and the home blocks an index block may name (`'audit.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const auditManifest = {
  id: 'audit',
  pages: ['audit'],
  blocks: [],
} as const;
