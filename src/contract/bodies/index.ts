// The request bodies as TypeBox schemas with their inferred types. The server imports the schemas;
// the shell imports only the types (`import type`), so TypeBox stays out of the browser bundle.
// Kept apart from ../index.ts for that reason: that index is what the shell imports at run time.
export * from './auth';
export * from './account';
export * from './layoutConfig';
export * from './settings';
