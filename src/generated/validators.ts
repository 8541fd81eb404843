/* eslint-disable */
/**
 * GENERATED FILE, do not edit: typed wrapper of the Ajv standalone validators.
 * Made from schema/layout.schema.json by scripts/generate-schema.ts.
 * Regenerate: npx tsx scripts/generate-schema.ts (npm run schema).
 * A test and `npx tsx scripts/generate-schema.ts --check` (npm run schema:check) fail when it is stale.
 */
import type { LayoutDocument } from './layout';
import { validateLayout as compiledLayout, validateLayoutPatch as compiledPatch } from './layoutValidators.js';
import type { StandaloneError } from './layoutValidators.js';

export type LayoutSchemaError = StandaloneError;

export interface LayoutValidator<T> {
  (data: unknown): data is T;
  /** The errors of the last call (allErrors: every problem, not just the first). */
  errors?: LayoutSchemaError[] | null;
}

/** An RFC 7396 merge patch of T: every member optional, null removes it, arrays are replaced whole. */
export type MergePatch<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: MergePatch<T[K]> | null }
    : T;

/** One overlay layer (tenant file, server overlay, draft). */
export type LayoutPatch = MergePatch<LayoutDocument>;

/** The $id of schema/layout.schema.json. */
export const LAYOUT_SCHEMA_ID = "https://srm-portal.example/schema/layout.schema.json";

/** Validates a whole layout document. */
export const validateLayout = compiledLayout as LayoutValidator<LayoutDocument>;

/**
 * Validates one overlay layer against the partial schema (no required, no minProperties, no presence-only
 * oneOf/anyOf). Remove the patch's null members first: in a merge patch they mean "remove".
 */
export const validateLayoutPatch = compiledPatch as LayoutValidator<LayoutPatch>;

/** A oneOf/anyOf of the whole schema that only says which properties must be present. */
export interface PresenceRule {
  keyword: 'oneOf' | 'anyOf';
  /** The properties each alternative requires. */
  alternatives: string[][];
  /** Every property the rule mentions. */
  properties: string[];
}

/** What the error reporting needs to know of one object schema (see scripts/generate-schema.ts). */
export interface ShapeNode {
  /** Declared property → key of its node. */
  props?: Record<string, string>;
  /** Node of the additionalProperties schema (keyed collections). */
  extra?: string;
  /** Node of the array items. */
  items?: string;
  /** The declared properties, when additionalProperties is false. */
  known?: string[];
  /** The presence-only oneOf/anyOf of this object. */
  presence?: PresenceRule[];
}

/** Key of the root node of layoutShape. */
export const LAYOUT_SHAPE_ROOT = '#';

/**
 * The object schemas of the document by schema path ($refs resolved). Ajv's schemaPath is relative to the
 * referenced definition, so the error reporting finds the schema of an instance path by walking this.
 */
export const layoutShape: Readonly<Record<string, ShapeNode>> = {
  "#": {"props":{"app":"#/definitions/App","routes":"#/properties/routes","menuRules":"#/properties/menuRules","tabGroups":"#/properties/tabGroups","topBar":"#/properties/topBar","indexBlocks":"#/properties/indexBlocks","loginPage":"#/definitions/LoginPage","auditLinks":"#/properties/auditLinks","frames":"#/definitions/Frames","push":"#/definitions/Push","session":"#/definitions/Session","audiences":"#/properties/audiences"},"known":["$schema","app","routes","menuRules","tabGroups","topBar","indexBlocks","loginPage","auditLinks","frames","push","session","audiences"]},
  "#/definitions/App": {"props":{"homeTab":"#/definitions/App/properties/homeTab","languages":"#/definitions/App/properties/languages","translations":"#/definitions/App/properties/translations","density":"#/definitions/App/properties/density","display":"#/definitions/App/properties/display","defaultAccount":"#/definitions/App/properties/defaultAccount","passwordTransport":"#/definitions/App/properties/passwordTransport","branding":"#/definitions/App/properties/branding","linkOrigins":"#/definitions/App/properties/linkOrigins"},"known":["siteTitle","homeTab","languages","defaultLanguage","languagePolicy","translations","density","display","maxOpenTabs","requestTimeoutMs","tokenTimeSeconds","userInfoCacheMinutes","chunkLoadTimeoutMs","defaultAccount","apiBasePath","auditServiceV2Prefix","tokenRefreshLeadSeconds","passwordTransport","branding","linkOrigins"]},
  "#/definitions/App/properties/homeTab": {"known":["path","label","byStation"]},
  "#/definitions/App/properties/languages": {"extra":"#/definitions/App/properties/languages/additionalProperties"},
  "#/definitions/App/properties/languages/additionalProperties": {"known":["order","label","htmlLang"]},
  "#/definitions/App/properties/translations": {"known":["urlTemplate","timeoutMs"]},
  "#/definitions/App/properties/density": {"known":["default","options"]},
  "#/definitions/App/properties/display": {"known":["tag","log","theme","themeColor","fullScreen","lockScreen","search","collapse","topMenu"]},
  "#/definitions/App/properties/defaultAccount": {"known":["elsAccount"]},
  "#/definitions/App/properties/passwordTransport": {"known":["key","iv"]},
  "#/definitions/App/properties/branding": {"known":["logo","loginLogo","favicon"]},
  "#/definitions/App/properties/linkOrigins": {"extra":"#/definitions/App/properties/linkOrigins/additionalProperties"},
  "#/definitions/App/properties/linkOrigins/additionalProperties": {"known":["order","origin"]},
  "#/properties/routes": {"extra":"#/definitions/Route"},
  "#/definitions/Route": {"props":{"visibleWhen":"#/definitions/VisibilityRule"},"known":["order","path","plugin","page","redirect","auth","label","tab","chrome","visibleWhen"],"presence":[{"keyword":"oneOf","alternatives":[["plugin","page"],["redirect"]],"properties":["plugin","page","redirect"]}]},
  "#/definitions/VisibilityRule": {"known":["stationsExcluded","stationsIncluded","rolesAnyOf","permissionsAnyOf","settingsOn","authenticated","accountsAnyOf","subAccountsAnyOf","supplier","audiencesAnyOf"]},
  "#/properties/menuRules": {"extra":"#/definitions/MenuRule"},
  "#/definitions/MenuRule": {"known":["order","urlContains","urlNotContains","target","path"]},
  "#/properties/tabGroups": {"extra":"#/definitions/TabGroup"},
  "#/definitions/TabGroup": {"known":["order","label","pathPrefix","srcContains","namesTab"],"presence":[{"keyword":"anyOf","alternatives":[["pathPrefix"],["srcContains"]],"properties":["pathPrefix","srcContains"]}]},
  "#/properties/topBar": {"extra":"#/definitions/TopBarItem"},
  "#/definitions/TopBarItem": {"props":{"confirm":"#/definitions/TopBarItem/properties/confirm","visibleWhen":"#/definitions/VisibilityRule"},"known":["order","kind","area","label","to","target","icon","showLabel","confirm","visibleWhen"]},
  "#/definitions/TopBarItem/properties/confirm": {"known":["title","message"]},
  "#/properties/indexBlocks": {"extra":"#/definitions/IndexBlock"},
  "#/definitions/IndexBlock": {"props":{"content":"#/definitions/IndexBlock/properties/content","visibleWhen":"#/definitions/VisibilityRule"},"known":["order","block","title","settingCode","width","home","content","visibleWhen"]},
  "#/definitions/IndexBlock/properties/content": {"known":["zh_cn","en"]},
  "#/definitions/LoginPage": {"props":{"settingCodes":"#/definitions/LoginPage/properties/settingCodes","defaults":"#/definitions/LoginPage/properties/defaults","logo":"#/definitions/LoginPage/properties/logo","features":"#/definitions/LoginPage/properties/features"},"known":["settingGroup","settingCodes","defaults","precedence","fileServicePath","logo","features"]},
  "#/definitions/LoginPage/properties/settingCodes": {"known":["systemTitle","systemName","background","systemLogo","loginLogo","advertisement"]},
  "#/definitions/LoginPage/properties/defaults": {"known":["systemTitle","systemName","background","advertisement"]},
  "#/definitions/LoginPage/properties/logo": {"known":["defaultWidth","defaultHeight","aspectRatioThreshold","narrowHeight","wideWidth"]},
  "#/definitions/LoginPage/properties/features": {"known":["rememberAccount","keepLogin","forgotPassword","invitationRegistration","wechatLogin"]},
  "#/properties/auditLinks": {"extra":"#/definitions/AuditLink"},
  "#/definitions/AuditLink": {"known":["order","path","label"]},
  "#/definitions/Frames": {"props":{"nonCachedApps":"#/definitions/Frames/properties/nonCachedApps","allowedOrigins":"#/definitions/Frames/properties/allowedOrigins"},"known":["initDelayMs","loadTimeoutMs","nonCachedApps","allowedOrigins","poolLimit","flowDiagramUrl"]},
  "#/definitions/Frames/properties/nonCachedApps": {"extra":"#/definitions/Frames/properties/nonCachedApps/additionalProperties"},
  "#/definitions/Frames/properties/nonCachedApps/additionalProperties": {"known":["order","srcContains"]},
  "#/definitions/Frames/properties/allowedOrigins": {"extra":"#/definitions/Frames/properties/allowedOrigins/additionalProperties"},
  "#/definitions/Frames/properties/allowedOrigins/additionalProperties": {"known":["order","origin","messages"]},
  "#/definitions/Push": {"known":["enabled","brokerUrl","brokerUrls","credentials","topicTemplate","connectTimeoutMs","keepaliveSeconds","protocolVersion","toastLimit","notificationTitle"]},
  "#/definitions/Session": {"props":{"passwordPolicy":"#/definitions/Session/properties/passwordPolicy"},"known":["idleLockSeconds","maxSessionSeconds","captcha","passwordPolicy"]},
  "#/definitions/Session/properties/passwordPolicy": {"known":["minLength","requireDigit"]},
  "#/properties/audiences": {"extra":"#/definitions/Audience"},
  "#/definitions/Audience": {"known":["order","label","when","patch"]},
};
