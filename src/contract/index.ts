// The contract between the shell and the server: every shape both sides exchange, declared once.
// This folder imports nothing but itself (and TypeBox for body schemas), so both sides may use it.
export * from './auth';
export * from './permissions';
export * from './overlayScope';
export * from './demoLogins';
