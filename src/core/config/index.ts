// The layout document: layers, merge, checks, tenant choice. Pure TypeScript (no React, no DOM).
export { cloneJson, isJsonObject, mergePatch, removeNulls, type JsonObject } from './mergePatch';
export {
  checkPatch,
  checkWhole,
  escapePointerSegment,
  formatIssue,
  issuesFromErrors,
  pointerSegments,
  valueAt,
  type LayoutIssue,
} from './validate';
export {
  composeLayout,
  LayerError,
  sortedEntries,
  type ComposedLayout,
  type LayerFailure,
  type LayerKind,
  type LayoutLayer,
} from './layers';
export {
  BASE_LAYOUT_SOURCE,
  findJsonSyntaxError,
  loadStartupLayers,
  parseJsonText,
  tenantLayoutPath,
  type FetchedFile,
  type FetchJson,
  type JsonSyntaxError,
  type ParsedJson,
  type StartupLayersOptions,
} from './loadLayers';
export { appPrefixOf, chooseTenant, isTenantId, TENANT_ID_PATTERN, type ChooseTenantInput, type TenantDeploy } from './tenant';
