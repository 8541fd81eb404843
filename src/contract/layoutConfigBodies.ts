// Request bodies of the stored configurations (ElsLayoutConfigService). Each is one TypeBox schema
// (the server validates with it) and the type inferred from it (the shell sends it). The shell
// imports this file with `import type` only, so TypeBox never reaches the browser bundle.
import { Type, type Static } from 'typebox';

const key = Type.String({ maxLength: 64 });

/** A present field filters exactly (the empty sub-account included: the tenant-wide rows). */
export const LayoutConfigFindBody = Type.Object({
  elsAccount: Type.Optional(key),
  elsSubAccount: Type.Optional(key),
  toElsAccount: Type.Optional(key),
  configType: Type.Optional(key),
});
export type LayoutConfigFindBody = Static<typeof LayoutConfigFindBody>;

/** Saves (upserts) one row; `configJson: null` deletes it. */
export const LayoutConfigSaveBody = Type.Object({
  elsAccount: key,
  elsSubAccount: key,
  toElsAccount: key,
  configType: Type.String({ minLength: 1, maxLength: 64 }),
  // Written as one JSON type list, not a union: with the server's type coercion a union would turn
  // null into '' in its string branch.
  configJson: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
});
export type LayoutConfigSaveBody = Static<typeof LayoutConfigSaveBody>;
