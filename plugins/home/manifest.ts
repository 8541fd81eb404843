// What the home plugin offers, as plain data: the pages a route of the layout may name (`plugin: 'home'`)
// and the home blocks an index block may name (`'home.<block>'`). Node reads it (config:check, the
// server's save check) without loading a component; index.ts takes its page and block names from it.
export const homeManifest = {
  id: 'home',
  pages: ['home', 'supplierHome'],
  blocks: ['head', 'purchase', 'enquiry', 'order', 'logistics', 'text', 'greeting', 'supplierConfirm', 'supplierDelivery', 'supplierEnquiries', 'supplierFinance'],
} as const;
