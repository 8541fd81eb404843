// What the errors plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'errors'`)
// and the home blocks an index block may name (`'errors.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const errorsManifest = {
  id: 'errors',
  pages: ['notFound', 'forbidden', 'serverError'],
  blocks: [],
} as const;
