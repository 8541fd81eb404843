// The request bodies as TypeBox schemas with their inferred types (the *Bodies.ts files). The
// server imports the schemas; the shell imports only the types (`import type`), so TypeBox stays
// out of the browser bundle. Kept apart from index.ts for that reason: the index is what the shell
// imports at run time, and nothing it reaches imports TypeBox.
export * from './authBodies';
export * from './accountBodies';
export * from './layoutConfigBodies';
export * from './settingsBodies';
export * from './pagingBodies';
export * from './sysMessagesBodies';
export * from './approvalsBodies';
export * from './documentsBodies';
export * from './homeFiguresBodies';
