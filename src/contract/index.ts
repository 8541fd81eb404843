// The contract between the shell and the server: every shape both sides exchange, declared once.
// This folder imports nothing but itself and TypeBox. Everything exported here is plain TypeScript
// (types, constants, small rules, the message catalogue) that the shell may import at run time;
// the request bodies are TypeBox schemas in the *Bodies.ts files (gathered in bodies.ts), which the
// shell imports as types only.
export * from './auth';
export * from './account';
export * from './menu';
export * from './settings';
export * from './layoutConfig';
export * from './flow';
export * from './health';
export * from './envelope';
export * from './messages';
export * from './permissions';
export * from './overlayScope';
export * from './push';
export * from './paging';
export * from './numbers';
export * from './sysMessages';
export * from './approvals';
export * from './documents';
export * from './homeFigures';
export * from './files';
export * from './dictionary';
