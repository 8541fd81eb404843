// The layout editor's view of the layout in force: stored overlays and their versions, the draft
// layer, the preview identity and the layers with their sources (usePortal().layoutAdmin).
import type { LayoutDocument, LocalizedText } from '../../generated/layout';
import type { OverlayScope } from '../../contract/overlayScope';
import type { OverlayPublishOptions, OverlayVersionList, StoredOverlay, UnpublishedEdit } from '../../contract/layoutConfig';
import type { LayoutIssue } from '../../core/config/validate';
import type { LayerFailure } from '../../core/config/layers';
import type { PreviewTarget } from '../../core/previewTargets';

export interface LayoutAdminApi {
  /** The merged document in force. */
  readonly document: LayoutDocument;
  /** Layers that were left out, with pointer and rule. */
  readonly failures: readonly LayerFailure[];
  /** The stored overlay text of a scope ('' when none) and its version (0: nothing ever stored): the base of a publish. */
  loadOverlay(scope: OverlayScope): Promise<StoredOverlay>;
  /**
   * Publishes an overlay (null deletes it) as a new version, if the scope is still at
   * `baseVersion`; rejects with the server's message (409 names who published which version when;
   * 400 an invalid overlay, `data.issues` with pointers; 403 not allowed). Then the layers in force reload.
   */
  publishOverlay(scope: OverlayScope, patch: Record<string, unknown> | null, options: OverlayPublishOptions): Promise<{ version: number }>;
  /** One page of a scope's versions, newest first (default: page 1 of 20), with the version in force. */
  overlayHistory(scope: OverlayScope, page?: { pageNo: number; pageSize: number }): Promise<OverlayVersionList>;
  /** The text of one version (null: that version deleted the overlay). */
  overlayVersionText(scope: OverlayScope, version: number): Promise<string | null>;
  /** Publishes an older version's text again as a new version (checked again; same refusals as publishOverlay). */
  rollbackOverlay(scope: OverlayScope, version: number, options: OverlayPublishOptions): Promise<{ version: number }>;
  /** Checks a patch as a partial layer and merged over the layers under the scope's overlay (absent: over every stored layer). */
  checkOverlay(patch: unknown, scope?: OverlayScope): LayoutIssue[];
  /**
   * The editor's unpublished text of a scope and the version it started from: kept in memory beyond
   * the editor page and the preview (Exit preview ends the draft layer, not the edits), until it is
   * published or discarded, or the session ends.
   */
  unpublishedEdit(scope: OverlayScope): UnpublishedEdit | undefined;
  /** Keeps the editor's unpublished text of a scope; undefined forgets it (published, discarded, back to the stored text). */
  keepUnpublishedEdit(scope: OverlayScope, edit: UnpublishedEdit | undefined): void;
  /**
   * The layers as they would be with `patch` as the new version of a scope's overlay (in that
   * overlay's place), for the Sources view of a text not previewed; undefined patch: the layers in force.
   */
  layersWith(patch: Record<string, unknown> | undefined, scope: OverlayScope): readonly LayerInForce[];
  /**
   * Previews a patch as the draft layer (never saved); undefined removes the draft. With `scope`, the
   * draft is a new version of that scope's stored overlay and takes its place in the layers (the
   * preview shows the layout as saving it would make it); without, it goes on top of every layer.
   */
  setDraft(patch: Record<string, unknown> | undefined, scope?: OverlayScope): void;
  readonly draftActive: boolean;
  /** The deployment tenant the overlays belong to ('' for the portal without a tenant). */
  readonly tenant: string;
  /** The draft patch in force (undefined: none). It stays while the admin looks at other pages; the preview banner ends it. */
  readonly draft: Record<string, unknown> | undefined;
  /** The scope whose overlay the draft is a new version of (undefined: no draft, or one on top of every layer). */
  readonly draftScope: OverlayScope | undefined;
  /** The composition without the draft (every stored overlay in force included). */
  readonly documentBelowDraft: LayoutDocument;
  /**
   * The composition of the layers under a scope's overlay (for 'tenant': the deployment's files; for
   * 'user': those and the tenant's overlays): what an edit of that scope's overlay is measured
   * against, so the forms write neither what the layers under it say nor leave out what its stored
   * version says.
   */
  documentBelow(scope: OverlayScope): LayoutDocument;
  /** Shows the layout (top bar, home blocks, home page) as another kind of user sees it; undefined: as oneself. The admin stays admin. */
  previewAs(target: PreviewTarget | undefined): void;
  readonly previewTarget: PreviewTarget | undefined;
  /** Buyer staff, buyer administrator, supplier sub-account, supplier main account. */
  readonly previewPresets: readonly PreviewTarget[];
  /**
   * The layers in force, in order (base, tenant file, tenant overlay, supplier overlay, personal overlay, and
   * the draft when one is set); `failed`: left out by the composition (its patch may then be the read error).
   * Give them to attributeLayers to learn where each value comes from.
   */
  readonly layers: readonly LayerInForce[];
  /**
   * The patches of the layout's audiences that apply, over `document` (the merge of the layers), for
   * the identity being previewed (else the admin): layers of kind 'audience' to give to
   * attributeLayers as `after`, so a value an audience sets shows that audience as its source.
   */
  audienceLayers(document: unknown): readonly LayerInForce[];
}

/** One layer of the layout in force (LayoutAdminApi.layers). */
export interface LayerInForce {
  readonly kind: string;
  readonly source: string;
  readonly patch: unknown;
  readonly failed: boolean;
  /** An audience's patch: the audience's id, and its name (`label`) when it has one. */
  readonly audience?: string;
  readonly label?: LocalizedText;
}
