/**
 * The public surface plugins import (as "@plugin-api"). A plugin is one object per folder
 * (plugins/<id>/index.ts, built from its manifest.ts) listed in plugins/index.ts; it never imports the
 * shell, the stores or another plugin. Everything it needs from the portal arrives through usePortal(),
 * as the small services of services/ (one file each). This file only re-exports. The layout editor's
 * privileged functions are a second entry, "@plugin-api/layout-admin" (layout-admin/index.ts).
 */
export { definePlugin, type BlockProps, type LazyComponent, type Messages, type PageProps, type PluginManifest, type PluginParts, type PortalPlugin } from './plugin';
export type { PortalApi } from './portal';
export { PortalContext, usePortal } from './portalContext';
export { visuallyHidden } from './visuallyHidden';

export * from './services/session';
export * from './services/navigation';
export * from './services/text';
export * from './services/layout';
export * from './services/files';
export * from './services/lists';
export * from './services/work';
export { auditTypeLabel } from './auditTypeLabel';
export * from './services/dictionary';
export * from './services/home';
export * from './services/profile';
export { useModel } from './useModel';
export * from './services/badges';
export { defineModel, type ModelStore, type BoundCalls, type ModelServices, type PluginModel, type ServerCalls } from './services/model';
export { PagedList } from '../core/lists/pagedList';

// The one list of the pages (a Fluent table with arrow-key navigation, its states and its pager).
export { ListPager, ListSearch, ListTable, PagedListView, formatTime, type ListColumn, type PagerList } from './lists/ListParts';
export { listMessages } from './lists/listMessages';
export { AuditTaskList, auditTaskMessages } from './lists/AuditTaskList';
