/**
 * "@plugin-api/layout-admin": the layout editor's privileged surface, a second entry of the plugin API
 * that only plugins/layoutAdmin may import (eslint.config.js). The stored overlays and their versions,
 * the draft layer and the preview identity (LayoutAdminApi, reached as `usePortal().layoutAdmin`), the
 * pure edits that write the smallest overlay, where each value comes from, and the schema on demand.
 */
export type { LayoutAdminApi, LayerInForce } from './layoutAdminApi';
export type { LayoutIssue } from '../../core/config/validate';
export type { LayerFailure } from '../../core/config/layers';
export type { OverlayScope } from '../../contract/overlayScope';
export type { OverlayPublishOptions, OverlayVersion, OverlayVersionAction, OverlayVersionList, StoredOverlay, UnpublishedEdit } from '../../contract/layoutConfig';
export { SUPPLIER_STATION } from '../../contract/overlayScope';
export { PREVIEW_STATIONS, type PreviewIdentity, type PreviewTarget } from '../../core/previewTargets';
export { diffLines, prettyJson, type DiffKind, type DiffLine, type DiffRow, type TextDiff } from '../../core/config/textDiff';
// Where each layout value comes from (the layout editor's Sources view, issue 12).
export { attributeLayers, shortJson, sourceLines, type AttributionLayer, type AttributionOptions, type LayerAttribution, type LayerChange, type LayerRef, type NoEffect, type SourceLine } from '../../core/config/attribution';
export { diffDocuments } from '../../core/config/layerDiff';
// The layout editor's forms (issue 12): pure edits that write the smallest overlay.
export {
  ALLOWED_ORIGINS,
  INDEX_BLOCKS,
  TAB_GROUPS,
  TOP_BAR,
  addAllowedOrigin,
  addTabGroup,
  imageSource,
  isHiddenForStation,
  jsonEqual,
  mergedDocument,
  moveItem,
  orderedIds,
  originProblem,
  removeItem,
  removedItems,
  restoreItem,
  setBlockWidth,
  setHiddenForStation,
  setImageSource,
  setItemLabel,
  setLoginText,
  textForLanguage,
  updateTabGroup,
  type BlockWidth,
  type CollectionPath,
  type EditProblem,
  type EditResult,
  type LoginImage,
  type LoginTextField,
  type OverlayPatch,
  type TabGroupInput,
} from '../../core/config/overlayEdits';
// The schema on demand (its own chunk) and the shell's JSON syntax reasons.
export { loadLayoutSchema, type JsonSchema } from './layoutSchema';
export { findJsonSyntaxError, type JsonSyntaxError } from '../../core/config/jsonSyntax';
