/**
 * Checks beyond the schema: references in a (whole, schema-valid) layout document that point nowhere
 * or rules that can never apply. The schema says each value has the right form; these say it also
 * means something:
 *
 * - unknownRoute: an address the shell opens (home tab, home by station, a redirect, a top-bar
 *   item's `to`, a menu rule's route) that no route serves;
 * - unknownPlugin / unknownPage: a route naming a plugin or a page the shell does not have;
 * - unknownBlock: a home block naming a plugin block the shell does not have;
 * - unknownHome: a home block naming as its home a route that is no home page;
 * - unknownRoute / linkOrigin / unsafeLink in a content block's text (home.text): a link to a path
 *   no route serves, to an https origin not in app.linkOrigins, or of a form that is never opened
 *   (javascript:, data:, http:, …: shown as plain text); contentMissing: a home.text block without
 *   content, contentIgnored: content on a block that does not show it;
 * - tabGroupUnreachable / tabGroupShadowed: a tab group rule that no tab can ever meet, or that an
 *   earlier group always takes first (tabGroupOf of src/core/tabs: the first group that matches);
 * - menuRuleShadowed: a menu rule that an earlier rule always takes first (menuItemToRoute of
 *   src/core/menu: the first rule by order whose conditions hold; an address of another origin
 *   only meets frame rules).
 *
 * config:check, the layout editor and the server (on save) run the same checks: config:check on a file,
 * the editor and the server on what an overlay adds (newCrossIssues).
 */
import type { LayoutDocument } from '../../generated/layout';
import { composeLayout, layerKindOfScope, sortedEntries, type LayoutLayer } from './layers';
import { isJsonObject, mergePatch } from './mergePatch';
import { audienceIssues, sortedAudiences } from './audiences';
import { closestName } from './names';
import { linkOriginsOf } from '../topBar/topBarLink';
import { refusedRichTextLinks, richTextLinks } from '../home/richText';
import { depthIssues, escapePointerSegment, sizeIssues, type LayoutIssue } from './validate';
import type { OverlayScope } from '../../contract/overlayScope';

/**
 * The pages and home blocks the shell's plugins offer, by plugin id: what routes (`plugin`, `page`)
 * and home blocks (`block`: '<plugin>.<block>') of a layout document may name. The core never imports
 * the plugins: callers pass their manifests (PLUGIN_CATALOGUE of plugins/manifests.ts).
 */
export interface PluginCatalogue {
  readonly [pluginId: string]: { readonly pages: readonly string[]; readonly blocks: readonly string[] };
}

interface RouteLike {
  order: number;
  path: string;
  plugin?: string;
  page?: string;
  redirect?: string;
  tab?: boolean;
  chrome?: string;
}

const ptr = (...segments: string[]): string => segments.map((s) => `/${escapePointerSegment(s)}`).join('');
const code = (text: string): string => `\`${text}\``;
const didYouMean = (guess: string | undefined): string => (guess === undefined ? '' : ` — did you mean ${code(guess)}?`);

/** Every cross-reference issue of a whole layout document, its audiences' patches included. */
export function crossCheck(doc: LayoutDocument, catalogue: PluginCatalogue): LayoutIssue[] {
  return [...documentIssues(doc, catalogue), ...audienceReferenceIssues(doc, catalogue)];
}

/** The cross-reference issues of one document as it is (its audiences not applied). */
function documentIssues(doc: LayoutDocument, catalogue: PluginCatalogue): LayoutIssue[] {
  const routes = sortedEntries(doc.routes as Record<string, RouteLike>);
  return [
    ...routeTargetIssues(doc, routes),
    ...pluginIssues(routes, catalogue),
    ...blockIssues(doc, catalogue),
    ...homeIssues(doc, routes),
    ...contentIssues(doc, routes),
    ...tabGroupIssues(doc, routes),
    ...menuRuleIssues(doc),
  ];
}

// ---------------------------------------------------------------------------------------------------------
// Audiences

/** The keyed collections an audience's patch may remove items of (by naming them null). */
const KEYED_COLLECTIONS = ['routes', 'menuRules', 'tabGroups', 'topBar', 'indexBlocks', 'auditLinks'] as const;

/**
 * The audiences' issues, whoever the viewer:
 * - unknownAudience: an `audiencesAnyOf` (anywhere, an audience's patch included) naming no audience;
 * - a patch left out for the viewers it applies to (audienceIssues: partial schema, stored-overlay
 *   rules, no `audiences`, the merged document whole — a new item named by a mistyped id included);
 * - unknownItem: a patch removing (null) a route, menu rule, tab group, top-bar item, home block or
 *   audit link that does not exist;
 * - the references the patch breaks once merged (the checks above, of the merged document, that the
 *   document alone does not have), pointed at inside the patch.
 */
function audienceReferenceIssues(doc: LayoutDocument, catalogue: PluginCatalogue): LayoutIssue[] {
  const ids = Object.keys(doc.audiences ?? {});
  const issues: LayoutIssue[] = audiencesAnyOfPointers(doc)
    .flatMap(([pointer, names]) => names.map((name, index) => [`${pointer}/${index}`, name] as const))
    .filter(([, name]) => !ids.includes(name))
    .map(([pointer, name]) => ({ pointer, rule: 'unknownAudience', message: `no audience ${code(name)} exists in audiences${didYouMean(closestName(name, ids))}` }));
  const before = new Set(documentIssues(doc, catalogue).map(issueKey));
  for (const [id, audience] of sortedAudiences(doc)) {
    const at = ptr('audiences', id, 'patch');
    const patch: unknown = audience.patch;
    const own = audienceIssues({ ...doc, audiences: { [id]: audience } });
    if (own.length) {
      issues.push(...own);
      continue;
    }
    issues.push(...removedUnknownItems(doc, patch, at));
    const merged = mergePatch(doc, patch) as LayoutDocument;
    issues.push(...documentIssues(merged, catalogue).filter((issue) => !before.has(issueKey(issue))).map((issue) => ({ ...issue, pointer: `${at}${issue.pointer}` })));
  }
  return issues;
}

const issueKey = (issue: LayoutIssue): string => `${issue.pointer}\u0000${issue.rule}\u0000${issue.message}`;

/** Every `audiencesAnyOf` list of the document with its pointer (walked without recursion). */
function audiencesAnyOfPointers(doc: unknown): Array<[string, string[]]> {
  const found: Array<[string, string[]]> = [];
  const stack: Array<[string, unknown]> = [['', doc]];
  while (stack.length) {
    const [pointer, node] = stack.pop()!;
    if (!isJsonObject(node)) continue;
    for (const [key, value] of Object.entries(node)) {
      const at = `${pointer}/${escapePointerSegment(key)}`;
      if (key === 'audiencesAnyOf' && Array.isArray(value)) found.push([at, value.filter((v): v is string => typeof v === 'string')]);
      else stack.push([at, value]);
    }
  }
  return found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The items a patch removes (null) from a keyed collection that the document does not have. */
function removedUnknownItems(doc: LayoutDocument, patch: unknown, at: string): LayoutIssue[] {
  if (!isJsonObject(patch)) return [];
  return KEYED_COLLECTIONS.flatMap((collection) => {
    const members = patch[collection];
    const existing = Object.keys((doc[collection] ?? {}) as object);
    if (!isJsonObject(members)) return [];
    return Object.entries(members)
      .filter(([id, value]) => value === null && !existing.includes(id))
      .map(([id]) => ({
        pointer: `${at}${ptr(collection, id)}`,
        rule: 'unknownItem',
        message: `removes ${code(id)} from ${collection}, which has no such item${didYouMean(closestName(id, existing))}`,
      }));
  });
}

/**
 * The issues of `after` that `before` does not have: what one layer (an overlay being saved or
 * previewed) brings in, so a layer is never blamed for what was already there.
 */
export function newCrossIssues(before: LayoutDocument, after: LayoutDocument, catalogue: PluginCatalogue): LayoutIssue[] {
  const key = (issue: LayoutIssue): string => `${issue.pointer}\u0000${issue.rule}\u0000${issue.message}`;
  const old = new Set(crossCheck(before, catalogue).map(key));
  return crossCheck(after, catalogue).filter((issue) => !old.has(key(issue)));
}

/**
 * The issues of the last layer, composed over the ones before it as the shell composes them: its schema
 * issues when it is left out, else the cross-reference issues it brings in. What the editor shows and
 * the server refuses for an overlay, and config:check reports for a tenant file.
 */
export function checkTopLayer(layers: readonly LayoutLayer[], catalogue: PluginCatalogue): LayoutIssue[] {
  const below = composeLayout(layers.slice(0, -1));
  const all = composeLayout(layers);
  // The layers below fail (or not) alike in both compositions: one more failure is the top layer's.
  if (all.failures.length > below.failures.length) return all.failures[all.failures.length - 1]!.issues;
  return newCrossIssues(below.layout, all.layout, catalogue);
}

// ---------------------------------------------------------------------------------------------------------
// Route paths

/** The segments of a concrete path (its query and fragment left out). */
const segmentsOf = (path: string): string[] => path.split(/[?#]/)[0]!.split('/').filter((s) => s !== '');
/** The segments of a route path pattern (':name?' keeps its '?'). */
const patternSegments = (pattern: string): string[] => pattern.split('/').filter((s) => s !== '');
const isParam = (segment: string): boolean => segment.startsWith(':');

/** Whether a route path pattern (':name', ':name?', a trailing '*') matches a concrete path, as RouteHost's matchPath does. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = patternSegments(pattern);
  const have = segmentsOf(path);
  for (let i = 0; i < want.length; i++) {
    const segment = want[i]!;
    if (segment === '*') return true;
    if (i >= have.length) return want.slice(i).every((rest) => rest === '*' || (isParam(rest) && rest.endsWith('?')));
    if (!isParam(segment) && segment !== have[i]) return false;
  }
  return have.length === want.length;
}

function routeTargetIssues(doc: LayoutDocument, routes: ReadonlyArray<[string, RouteLike]>): LayoutIssue[] {
  const targets: Array<{ pointer: string; path: string }> = [];
  const homeTab = doc.app.homeTab;
  targets.push({ pointer: ptr('app', 'homeTab', 'path'), path: homeTab.path });
  for (const [station, path] of Object.entries(homeTab.byStation ?? {})) {
    if (typeof path === 'string') targets.push({ pointer: ptr('app', 'homeTab', 'byStation', station), path });
  }
  for (const [id, route] of routes) if (route.redirect !== undefined) targets.push({ pointer: ptr('routes', id, 'redirect'), path: route.redirect });
  for (const [id, item] of sortedEntries(doc.topBar)) if (item.to !== undefined) targets.push({ pointer: ptr('topBar', id, 'to'), path: item.to });
  for (const [id, rule] of sortedEntries(doc.menuRules)) {
    // '{url}' is the menu item's own address (a portal route or a frame's address): known only at run time.
    if (rule.path.includes('{url}')) continue;
    targets.push({ pointer: ptr('menuRules', id, 'path'), path: rule.path.replace(/\{routerPath\}/g, 'code') });
  }
  const concrete = routes.map(([, route]) => route.path).filter((path) => !path.split('/').some((s) => isParam(s) || s === '*'));
  // Only addresses inside the portal are routes; another site's address (where a property allows one) is not checked here.
  return targets
    .filter(({ path }) => path.startsWith('/') && !path.startsWith('//'))
    .filter(({ path }) => !routes.some(([, route]) => routeMatches(route.path, path)))
    .map(({ pointer, path }) => {
      const guess = closestName(path, concrete, 8);
      return {
        pointer,
        rule: 'unknownRoute',
        message: `no route serves ${code(path)}${guess === undefined ? ' (add a route with this path to routes, or point to one that exists)' : didYouMean(guess)}`,
      };
    });
}

// ---------------------------------------------------------------------------------------------------------
// Plugins, pages, blocks

function pluginIssues(routes: ReadonlyArray<[string, RouteLike]>, catalogue: PluginCatalogue): LayoutIssue[] {
  const plugins = Object.keys(catalogue);
  const issues: LayoutIssue[] = [];
  for (const [id, route] of routes) {
    if (route.plugin === undefined) continue;
    const plugin = catalogue[route.plugin];
    if (!plugin) {
      issues.push({
        pointer: ptr('routes', id, 'plugin'),
        rule: 'unknownPlugin',
        message: `no plugin ${code(route.plugin)} exists${didYouMean(closestName(route.plugin, plugins))} (plugins: ${plugins.join(', ')})`,
      });
    } else if (route.page !== undefined && !plugin.pages.includes(route.page)) {
      issues.push({
        pointer: ptr('routes', id, 'page'),
        rule: 'unknownPage',
        message: `plugin ${code(route.plugin)} has no page ${code(route.page)}${didYouMean(closestName(route.page, plugin.pages))} (its pages: ${plugin.pages.join(', ')})`,
      });
    }
  }
  return issues;
}

function blockIssues(doc: LayoutDocument, catalogue: PluginCatalogue): LayoutIssue[] {
  const blocks = Object.entries(catalogue).flatMap(([plugin, { blocks: ids }]) => ids.map((block) => `${plugin}.${block}`));
  return sortedEntries(doc.indexBlocks)
    .filter(([, item]) => !blocks.includes(item.block))
    .map(([id, item]) => ({
      pointer: ptr('indexBlocks', id, 'block'),
      rule: 'unknownBlock',
      message: `no plugin block ${code(item.block)} exists${didYouMean(closestName(item.block, blocks))} (blocks: ${blocks.join(', ')})`,
    }));
}

// ---------------------------------------------------------------------------------------------------------
// Homes and content blocks

/** The block that shows a content text (indexBlocks.<id>.content). */
const TEXT_BLOCK = 'home.text';

function homeIssues(doc: LayoutDocument, routes: ReadonlyArray<[string, RouteLike]>): LayoutIssue[] {
  const homes = routes.filter(([, route]) => route.plugin === 'home').map(([id]) => id);
  return sortedEntries(doc.indexBlocks)
    .filter(([, item]) => item.home !== undefined && !homes.includes(item.home))
    .map(([id, item]) => ({
      pointer: ptr('indexBlocks', id, 'home'),
      rule: 'unknownHome',
      message: `no home page has the route id ${code(item.home!)}${didYouMean(closestName(item.home!, homes))} (home pages: ${homes.join(', ')})`,
    }));
}

function contentIssues(doc: LayoutDocument, routes: ReadonlyArray<[string, RouteLike]>): LayoutIssue[] {
  const origins = linkOriginsOf(doc);
  const issues: LayoutIssue[] = [];
  for (const [id, item] of sortedEntries(doc.indexBlocks)) {
    if (item.block === TEXT_BLOCK && item.content === undefined) {
      issues.push({ pointer: ptr('indexBlocks', id), rule: 'contentMissing', message: `block ${code(id)} is a ${code(TEXT_BLOCK)} without content (add content: { zh_cn, en })` });
    }
    if (item.content === undefined) continue;
    if (item.block !== TEXT_BLOCK) {
      issues.push({ pointer: ptr('indexBlocks', id, 'content'), rule: 'contentIgnored', message: `block ${code(id)} draws ${code(item.block)}, which shows no content (only ${code(TEXT_BLOCK)} does)` });
      continue;
    }
    for (const [language, text] of Object.entries(item.content)) {
      const pointer = ptr('indexBlocks', id, 'content', language);
      for (const url of refusedRichTextLinks(text)) {
        issues.push({ pointer, rule: 'unsafeLink', message: `the link to ${code(url)} is shown as plain text: a link opens a portal path ("/…") or an https address of app.linkOrigins only` });
      }
      for (const url of richTextLinks(text)) {
        if (url.startsWith('/')) {
          if (routes.some(([, route]) => routeMatches(route.path, url))) continue;
          issues.push({ pointer, rule: 'unknownRoute', message: `the link to ${code(url)}: no route serves it${didYouMean(closestName(url, routes.map(([, route]) => route.path), 8))}` });
        } else if (!origins.includes(new URL(url).origin)) {
          issues.push({ pointer, rule: 'linkOrigin', message: `the link to ${url} is shown as plain text: its origin is not in app.linkOrigins (add it there, or link to a portal route)` });
        }
      }
    }
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------------------
// Tab groups

/** A route that adds a tab: a page (not a redirect) that is not bare unless it asks for a tab. */
const opensTab = (route: RouteLike): boolean => route.redirect === undefined && (route.tab ?? route.chrome !== 'bare');

/** Whether some path the route pattern matches is the prefix itself or lies under it. */
function patternReachesPrefix(pattern: string, prefix: string): boolean {
  const want = patternSegments(pattern);
  const have = segmentsOf(prefix);
  for (let i = 0; i < have.length; i++) {
    const segment = want[i];
    if (segment === undefined) return false;
    if (segment === '*') return true;
    if (!isParam(segment) && segment !== have[i]) return false;
  }
  return true;
}

/**
 * Why no tab can ever lie under a tab group's path prefix (the end of the message), or undefined when
 * one can. A tab matches by its route path, and a frame tab also by the path of its frame address (a
 * sub-app's: '/subapps/contract/'), which the document does not list. So with a route that shows a frame,
 * a prefix stays possible unless no address path can hold it either: it carries '?' or '#' (an address's
 * path ends before them), or it lies in the shell's own routes (its first segment is the first segment of
 * a route path, '/audit/detial' beside '/audit/:id'), where the shell's pages are, not a sub-app's.
 */
function prefixUnreachable(prefix: string, routes: ReadonlyArray<[string, RouteLike]>, tabRoutes: ReadonlyArray<[string, RouteLike]>, framesShown: boolean): string | undefined {
  if (tabRoutes.some(([, route]) => patternReachesPrefix(route.path, prefix))) return undefined;
  if (!framesShown) return 'no route shows a frame';
  if (/[?#]/.test(prefix)) return `no frame address has one either: the path of an address ends before ${code('?')} and ${code('#')} (match a hash route with srcContains)`;
  const first = segmentsOf(prefix)[0];
  const owner = first === undefined ? undefined : routes.find(([, route]) => segmentsOf(route.path)[0] === first);
  if (owner) return `it lies among the shell's own routes (${code(`/${first}`)}, as route ${code(owner[0])}: ${code(owner[1].path)}), where no sub-app's frame address is`;
  return undefined;
}

/** Whether a path lies under a tab group's prefix, as tabGroupOf reads it ('/a' and '/a/' both hold '/a' and '/a/x'). */
function underPrefix(path: string, prefix: string): boolean {
  if (prefix.endsWith('/')) return path.startsWith(prefix) || path === prefix.slice(0, -1);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether every path a prefix holds is held by an earlier prefix too. */
const prefixWithin = (prefix: string, earlier: string): boolean => underPrefix(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix, earlier);

/** Frame tabs come from routes the frame host serves (its src is the frame's address). */
const isFrameRoute = (route: RouteLike): boolean => route.path.startsWith('/myiframe/') || (route.plugin === 'frame' && route.page === 'frame');

/** A tab group as an admin knows it: its id and its label (the label's reason to exist: naming the group to admins). */
function groupName(id: string, group: { label: string | Readonly<Record<string, string>> }): string {
  const label = typeof group.label === 'string' ? group.label : (group.label.en ?? group.label.zh_cn ?? Object.values(group.label)[0] ?? '');
  return label.trim() ? `${code(id)} (“${label}”)` : code(id);
}

function tabGroupIssues(doc: LayoutDocument, routes: ReadonlyArray<[string, RouteLike]>): LayoutIssue[] {
  const tabRoutes = routes.filter(([, route]) => opensTab(route));
  const frameRoutes = tabRoutes.filter(([, route]) => isFrameRoute(route));
  const groups = sortedEntries(doc.tabGroups);
  const issues: LayoutIssue[] = [];
  groups.forEach(([id, group], index) => {
    const earlier = groups.slice(0, index);
    const prefix = group.pathPrefix;
    if (prefix !== undefined) {
      const owner = earlier.find(([, other]) => other.pathPrefix !== undefined && prefixWithin(prefix, other.pathPrefix));
      if (owner) {
        issues.push({
          pointer: ptr('tabGroups', id, 'pathPrefix'),
          rule: 'tabGroupShadowed',
          message: `tab group ${groupName(id, group)} never gets a tab by its path prefix: every tab under ${code(prefix)} already belongs to the earlier group ${groupName(owner[0], owner[1])} (order ${owner[1].order})`,
        });
      } else {
        const why = prefixUnreachable(prefix, routes, tabRoutes, frameRoutes.length > 0);
        if (why !== undefined) {
          issues.push({
            pointer: ptr('tabGroups', id, 'pathPrefix'),
            rule: 'tabGroupUnreachable',
            message: `tab group ${groupName(id, group)} can never match a tab by its path prefix: no route that opens a tab has a path under ${code(prefix)}, and ${why}`,
          });
        }
      }
    }
    const parts = group.srcContains ?? [];
    if (parts.length === 0) return;
    // A frame tab's src is tested only after the earlier groups' path prefixes: one that covers every frame route takes all frame tabs.
    const frameOwner = earlier.find(
      ([, other]) => other.pathPrefix !== undefined && frameRoutes.length > 0 && frameRoutes.every(([, route]) => segmentsOf(route.path)[0] !== undefined && underPrefix(route.path, other.pathPrefix!)),
    );
    if (frameRoutes.length === 0 || frameOwner) {
      issues.push({
        pointer: ptr('tabGroups', id, 'srcContains'),
        rule: 'tabGroupUnreachable',
        message:
          frameRoutes.length === 0
            ? `tab group ${groupName(id, group)} can never match a frame tab: no route that opens a tab shows a frame`
            : `tab group ${groupName(id, group)} can never match a frame tab: every frame tab already belongs to the earlier group ${groupName(frameOwner![0], frameOwner![1])} (order ${frameOwner![1].order})`,
      });
      return;
    }
    parts.forEach((part, i) => {
      const owner = earlier.find(([, other]) => other.srcContains?.some((text) => part.includes(text)));
      if (!owner) return;
      const text = owner[1].srcContains!.find((t) => part.includes(t))!;
      issues.push({
        pointer: ptr('tabGroups', id, 'srcContains', String(i)),
        rule: 'tabGroupShadowed',
        message: `tab group ${groupName(id, group)} never gets a frame by ${code(part)}: every frame address containing it already belongs to the earlier group ${groupName(owner[0], owner[1])} (order ${owner[1].order}), which matches ${code(text)}`,
      });
    });
  });
  return issues;
}

// ---------------------------------------------------------------------------------------------------------
// Menu rules

interface Conditions {
  urlContains?: string;
  urlNotContains?: string;
}

/** Whether every address that meets `later`'s conditions also meets `earlier`'s. */
function covers(earlier: Conditions, later: Conditions): boolean {
  const contains = earlier.urlContains === undefined || (later.urlContains !== undefined && later.urlContains.includes(earlier.urlContains));
  const notContains =
    earlier.urlNotContains === undefined || (later.urlNotContains !== undefined && earlier.urlNotContains.includes(later.urlNotContains));
  return contains && notContains;
}

/**
 * Whether every address of another origin (an external sub-app) that `later` takes is taken by
 * `earlier` first: such an address only meets frame rules, by their urlContains alone.
 */
function coversExternal(earlier: Conditions & { target: string }, later: Conditions & { target: string }): boolean {
  if (later.target !== 'frame') return true;
  return earlier.target === 'frame' && (earlier.urlContains === undefined || (later.urlContains !== undefined && later.urlContains.includes(earlier.urlContains)));
}

function menuRuleIssues(doc: LayoutDocument): LayoutIssue[] {
  const rules = sortedEntries(doc.menuRules);
  const issues: LayoutIssue[] = [];
  rules.forEach(([id, rule], index) => {
    const earlier = rules.slice(0, index);
    const owner = earlier.find(([, other]) => covers(other, rule));
    if (!owner || !earlier.some(([, other]) => coversExternal(other, rule))) return;
    issues.push({
      pointer: ptr('menuRules', id),
      rule: 'menuRuleShadowed',
      message: `menu rule ${code(id)} never applies: the earlier rule ${code(owner[0])} (order ${owner[1].order}) matches every menu address this one matches`,
    });
  });
  return issues;
}

/** Whether a value is a whole document the cross checks can read (the schema check passed). */
export const isCheckable = (doc: unknown): doc is LayoutDocument => isJsonObject(doc) && isJsonObject(doc.app) && isJsonObject(doc.routes);

/**
 * The verdict on an overlay about to be stored, over the layers it will be merged into (`under`, base
 * first): what the layout editor shows (OverlayStore.check) and what the server refuses a save, publish
 * or rollback with (server/platform/shellRules.ts), one rule for both. Nesting depth first, then the
 * size the server stores at most (the JSON text as the editor sends it), then checkTopLayer with the
 * layer kind of the scope: a user's own overlay is kept off what only the tenant decides, as the shell
 * keeps it when it composes the user's portal. `scope` undefined: a draft over every layer in force.
 */
export function checkOverlay(under: readonly LayoutLayer[], patch: unknown, scope: OverlayScope | undefined, catalogue: PluginCatalogue): LayoutIssue[] {
  const deep = depthIssues(patch);
  if (deep.length > 0) return deep;
  const size = sizeIssues(patch);
  if (size.length > 0) return size;
  const kind = scope === undefined ? 'draft' : layerKindOfScope(scope);
  return checkTopLayer([...under, { kind, source: 'the overlay being saved', patch }], catalogue);
}
