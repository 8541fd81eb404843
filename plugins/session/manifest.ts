// What the session plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'session'`)
// and the home blocks an index block may name (`'session.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const sessionManifest = {
  id: 'session',
  pages: ['login', 'login3', 'lock', 'wxAuth', 'register', 'forgotPassword', 'changePassword'],
  blocks: [],
} as const;
