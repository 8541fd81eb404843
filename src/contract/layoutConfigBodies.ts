// Request bodies of the stored configurations (ElsLayoutConfigService). Each is one TypeBox schema
// (the server validates with it) and the type inferred from it (the shell sends it). The shell
// imports this file with `import type` only, so TypeBox never reaches the browser bundle.
import { Type, type Static } from 'typebox';
import { MAX_CONFIG_PAGE_NO, MAX_CONFIG_PAGE_SIZE, MAX_OVERLAY_VERSION, MAX_TABLE_COLUMNS, MAX_VERSION_NOTE_LENGTH, type TableConfig } from './layoutConfig';

const key = Type.String({ maxLength: 64 });
/** The version the editor's text started from (0: nothing was stored). */
const baseVersion = Type.Integer({ minimum: 0, maximum: MAX_OVERLAY_VERSION });

/** A present field filters exactly (the empty sub-account included: the tenant-wide rows); paged. */
export const LayoutConfigFindBody = Type.Object({
  elsAccount: Type.Optional(key),
  elsSubAccount: Type.Optional(key),
  toElsAccount: Type.Optional(key),
  configType: Type.Optional(key),
  /** From 1 (default 1). */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CONFIG_PAGE_NO })),
  /** 1–100 (default 20). */
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CONFIG_PAGE_SIZE })),
  /**
   * The deployment tenant the shell runs as ('' for none; left out: the tenant of the call's address — path prefix, host name, else the deployment's default; a name is trimmed and lower-cased, an unknown one refused).
   * Layout rows are those of this tenant only; a supplier may read the tenant-wide overlay of the
   * tenant's company (src/contract/overlayScope.ts).
   */
  tenant: Type.Optional(Type.String({ maxLength: 64 })),
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
  /**
   * The deployment tenant the shell runs as (config/tenants/<tenant>/layout.json; '' for none). A
   * layout overlay is checked merged over that tenant's file (and, for a user's own overlay, over
   * the tenant-wide overlay too). Left out: the tenant of the call's address (path prefix, host name, else the default of config/deploy.json); a name is trimmed and lower-cased, an unknown one refused.
   */
  tenant: Type.Optional(Type.String({ maxLength: 64 })),
  /**
   * Layout rows only: the version the text started from. Sent, the save is checked as a publish is
   * (409 `layoutConfig.versionConflict` when the key moved on, nothing stored); left out, it is written
   * whatever the key's version (the seed's call).
   */
  baseVersion: Type.Optional(baseVersion),
});
export type LayoutConfigSaveBody = Static<typeof LayoutConfigSaveBody>;

/**
 * The configJson of a `table` row, parsed (the server checks it with this schema; fields must also
 * differ). Bounded: at most MAX_TABLE_COLUMNS columns, short strings, widths 20–2000 px.
 */
export const TableConfigJson = Type.Object(
  {
    columns: Type.Array(
      Type.Object(
        {
          field: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_.]*$' }),
          label: Type.Optional(Type.String({ maxLength: 64 })),
          visible: Type.Boolean(),
          width: Type.Integer({ minimum: 20, maximum: 2000 }),
          order: Type.Integer({ minimum: 0, maximum: 10_000 }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: MAX_TABLE_COLUMNS },
    ),
  },
  { additionalProperties: false },
);
export type TableConfigJson = Static<typeof TableConfigJson>;
// The schema and the contract's plain type describe the same shape.
export type TableConfigJsonMatches = TableConfigJson extends TableConfig ? (TableConfig extends TableConfigJson ? true : never) : never;

// ---------------------------------------------------------------------------------------------
// Versions of layout overlays. A key names one layout row (configType 'layout' is implied): the
// tenant-wide overlay (company/''/''), the suppliers' (company/''/'*') or a user's own (account/sub/'').

const overlayKey = {
  elsAccount: key,
  elsSubAccount: key,
  toElsAccount: key,
  /** The deployment tenant the shell runs as ('' for none; left out: the tenant of the call's address — path prefix, host name, else the deployment's default; a name is trimmed and lower-cased, an unknown one refused). */
  tenant: Type.Optional(Type.String({ maxLength: 64 })),
};
const note = Type.String({ maxLength: MAX_VERSION_NOTE_LENGTH });
const version = Type.Integer({ minimum: 1, maximum: MAX_OVERLAY_VERSION });

/**
 * Publishes an overlay as a new version (`configJson: null` deletes it); refused with 409 when the
 * key's current version is no longer `baseVersion`.
 */
export const OverlayPublishBody = Type.Object({
  ...overlayKey,
  configJson: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  note,
  baseVersion,
});
export type OverlayPublishBody = Static<typeof OverlayPublishBody>;

/** One page of a key's versions, newest first. */
export const OverlayVersionsBody = Type.Object({
  ...overlayKey,
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CONFIG_PAGE_NO })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CONFIG_PAGE_SIZE })),
});
export type OverlayVersionsBody = Static<typeof OverlayVersionsBody>;

/** One version with its text. */
export const OverlayVersionBody = Type.Object({ ...overlayKey, version });
export type OverlayVersionBody = Static<typeof OverlayVersionBody>;

/** Publishes an older version's text again as a new version (checked again against the current files). */
export const OverlayRollbackBody = Type.Object({ ...overlayKey, version, baseVersion, note });
export type OverlayRollbackBody = Static<typeof OverlayRollbackBody>;
