// Setup of the jsdom unit tests: what a browser has and jsdom lacks, that Fluent UI asks for.

// Fluent's MessageBar, Accordion and overflow parts observe their size; jsdom has no ResizeObserver
// (nothing is laid out there, so an observer that never reports is the truth).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
