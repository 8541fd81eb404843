// Stored configurations (ElsLayoutConfigService): layout overlays and other per-user configs,
// one row per elsAccount + elsSubAccount + toElsAccount + configType (the scope rule is in
// overlayScope.ts). Plain TypeScript: the shell imports this at run time.
import type { Account } from './auth';
import { LAYOUT_CONFIG_TYPE } from './overlayScope';

/**
 * The config types the server stores, each checked by its own schema (the server keeps one
 * validator per type, typed by this list: a type added here does not compile on the server until
 * it has one). Anything else is refused (`layoutConfig.unknownType`).
 */
export const CONFIG_TYPES = [LAYOUT_CONFIG_TYPE, 'table'] as const;
export type ConfigType = (typeof CONFIG_TYPES)[number];

/** The configType of a personal table configuration (the columns of one list: which, how wide, in what order). */
export const TABLE_CONFIG_TYPE = 'table' satisfies ConfigType;

/** One column of a table configuration. */
export interface TableColumnConfig {
  /** The column's field (a data key: letters, digits, `_` and `.`). */
  field: string;
  /** The user's own heading; absent: the page's. */
  label?: string;
  visible: boolean;
  /** Pixels, 20–2000. */
  width: number;
  /** Position, 0–10,000 (smaller first). */
  order: number;
}

/** The configJson of a `table` row. */
export interface TableConfig {
  columns: TableColumnConfig[];
}

/** Bounds of a table configuration: columns, bytes. */
export const MAX_TABLE_COLUMNS = 100;
export const MAX_TABLE_CONFIG_BYTES = 16 * 1024;

export function isConfigType(value: unknown): value is ConfigType {
  return typeof value === 'string' && (CONFIG_TYPES as readonly string[]).includes(value);
}

export interface LayoutConfigRow extends Account {
  uuid: string;
  toElsAccount: string;
  configType: string;
  /** A JSON text; for layouts an RFC 7396 merge patch over the layout document. */
  configJson: string;
  updatedAt?: string;
}

/** One page of rows; `total` counts every row the filter matches. */
export interface LayoutConfigFindResult {
  rows: LayoutConfigRow[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** The saved row's uuid (kept for the row's lifetime), or null when a delete found no row. */
export interface LayoutConfigSaveResult {
  uuid: string | null;
}

/** The largest configJson the server stores. */
export const MAX_CONFIG_JSON_BYTES = 256 * 1024;
/**
 * The deepest nesting of objects and arrays a stored config may have (the layout schema's own
 * depth is under 10). Deeper is refused with the pointer of the first value too deep, before any
 * recursive walk of the document.
 */
export const MAX_CONFIG_DEPTH = 32;
/**
 * Default limits of what is stored (the server's `configLimits`): rows per user (sub-account, the
 * company's own rows counting as one user), and three storage budgets, each counting the rows in
 * force and the versions kept of their keys (server/modules/layoutConfig/quota.ts states the rule):
 * the company's own rows (tenant-wide and suppliers' overlays of every deployment tenant), one
 * user's own rows, and all users' own rows of one company together. A user's rows never count
 * against the company's budget, so no user can block the admins' publish.
 */
export const DEFAULT_CONFIG_ROWS_PER_USER = 20;
export const DEFAULT_CONFIG_BYTES_PER_TENANT = 4 * 1024 * 1024;
export const DEFAULT_CONFIG_BYTES_PER_USER = 2 * 1024 * 1024;
export const DEFAULT_PERSONAL_BYTES_PER_TENANT = 64 * 1024 * 1024;
/**
 * What a stored row or version counts besides its text and note: an upper bound of its key, author
 * and times. So a budget bounds the number of rows too (a deleted overlay's versions included).
 */
export const STORED_ROW_OVERHEAD_BYTES = 512;
/** findPageList: pageNo from 1, pageSize 1–100 (20 when not given). */
export const DEFAULT_CONFIG_PAGE_SIZE = 20;
export const MAX_CONFIG_PAGE_SIZE = 100;
export const MAX_CONFIG_PAGE_NO = 10_000;

// ---------------------------------------------------------------------------------------------
// Versions of layout overlays (publish, history, rollback). Every write of a layout row (publish,
// rollback, the seed's save, a delete) records a version of its key: 1..n per key. The row in
// layout_configs stays the one in force; the versions are its history.

/** What a version did: published a text, published an older version's text again, deleted the overlay. */
export type OverlayVersionAction = 'publish' | 'rollback' | 'delete';

/** Who wrote a version ('migration' for the rows that existed before versions were kept). */
export interface OverlayVersionAuthor {
  elsAccount: string;
  elsSubAccount: string;
  name: string;
}

/** One version of an overlay (without its text). */
export interface OverlayVersion {
  version: number;
  action: OverlayVersionAction;
  /** The version a rollback published again. */
  fromVersion?: number;
  note: string;
  author: OverlayVersionAuthor;
  /** ISO 8601 (UTC). */
  createdAt: string;
  /** The stored text's size in UTF-8 bytes (0 for a delete). */
  bytes: number;
}

/** One version with its text (null: the version deleted the overlay). */
export interface OverlayVersionDetail extends OverlayVersion {
  configJson: string | null;
}

/** One page of an overlay's versions, newest first; `current` is the version in force (0: none ever). */
export interface OverlayVersionList {
  current: number;
  rows: OverlayVersion[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** The stored text of an overlay ('' when none) and the version it is (0: nothing was ever stored). */
export interface StoredOverlay {
  text: string;
  version: number;
}

/** An overlay's text the editor changed and did not publish, with the version it started from (kept in the browser's memory only). */
export interface UnpublishedEdit {
  text: string;
  baseVersion: number;
}

/** What a publish or rollback says besides the text: a note, and the version the editor's text started from. */
export interface OverlayPublishOptions {
  note: string;
  baseVersion: number;
}

/** The version a publish or rollback wrote. */
export interface OverlayPublishResult {
  version: number;
}

/** The longest note of a version, in characters. */
export const MAX_VERSION_NOTE_LENGTH = 500;
/** A version number is 1..MAX_OVERLAY_VERSION (a base version 0..: 0 when nothing was ever stored). */
export const MAX_OVERLAY_VERSION = 1_000_000_000;
/**
 * Versions kept per key: the newest MAX_VERSIONS_PER_KEY, and of those only as many (newest first)
 * as fit into MAX_VERSION_BYTES_PER_KEY; the version in force is always kept. Older ones are dropped
 * when a new version is written, so a key's history is bounded in count and bytes. A deleted
 * overlay's key keeps its last DELETED_KEY_VERSIONS versions (the delete and the texts before it,
 * to restore). Beyond that, versions are kept as long as their owner's budget allows (above).
 */
export const MAX_VERSIONS_PER_KEY = 200;
export const MAX_VERSION_BYTES_PER_KEY = 2 * 1024 * 1024;
export const DELETED_KEY_VERSIONS = 3;
/** versions: pageSize 1–100 (20 when not given). */
export const DEFAULT_VERSION_PAGE_SIZE = 20;
