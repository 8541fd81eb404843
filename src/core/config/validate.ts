/**
 * Checks layout documents and overlay layers with the precompiled validators of src/generated and turns
 * Ajv's errors into one clear issue per mistake: an RFC 6901 pointer to the offending value, the Ajv keyword
 * and a message a tenant admin understands.
 */
import {
  LAYOUT_SHAPE_ROOT,
  layoutShape,
  validateLayout,
  validateLayoutPatch,
  type LayoutSchemaError,
  type PresenceRule,
  type ShapeNode,
} from '../../generated/validators';
import { MAX_CONFIG_DEPTH, tooDeepPointers } from './jsonDepth';
import { closestName } from './names';
import { languageIssues } from '../i18n/languageRules';
import { isJsonObject, removeNulls } from './mergePatch';
import { patternMessage } from './patternMessages';
import type { LayoutDocument } from '../../generated/layout';
import { linkIssues } from '../topBar/topBarLink';
import { frameOriginIssues } from './frameOrigin';
import type { LayoutIssue } from './layoutIssue';
import { MAX_CONFIG_JSON_BYTES } from '../../contract/layoutConfig';

export type { LayoutIssue } from './layoutIssue';

/**
 * The issues of a document nested deeper than MAX_CONFIG_DEPTH, one per place (checked without
 * recursion), else none. Every check below starts with them, so no recursive walk ever meets such a
 * document.
 */
export function depthIssues(value: unknown): LayoutIssue[] {
  return tooDeepPointers(value, MAX_CONFIG_DEPTH).map((pointer) => ({ pointer, rule: 'depth', message: `nested deeper than ${MAX_CONFIG_DEPTH} levels` }));
}

/**
 * The issue of an overlay whose JSON text (as the editor sends it) is over MAX_CONFIG_JSON_BYTES, the
 * most the server stores, else none. Run after depthIssues: the text of a value nested too deep is
 * never made.
 */
export function sizeIssues(patch: unknown): LayoutIssue[] {
  const text = JSON.stringify(patch) as string | undefined;
  if (text === undefined || new TextEncoder().encode(text).length <= MAX_CONFIG_JSON_BYTES) return [];
  return [{ pointer: '', rule: 'maxBytes', message: `must be at most ${MAX_CONFIG_JSON_BYTES / 1024} KB as JSON text` }];
}

/** Issues of a whole layout document (empty when it is valid). */
export function checkWhole(doc: unknown): LayoutIssue[] {
  const deep = depthIssues(doc);
  if (deep.length > 0) return deep;
  if (!validateLayout(doc)) return issuesFromErrors(validateLayout.errors ?? [], doc);
  // Cross-references the schema cannot express: the offered languages, top-bar link origins in
  // app.linkOrigins, frame origins on plain http to another machine.
  return [...languageIssues(doc), ...linkIssues(doc as LayoutDocument), ...frameOriginIssues(doc)];
}

/**
 * Issues of one overlay layer: an RFC 7396 merge patch checked against the partial schema (nothing is
 * required, but what is there must be right). Its null members mean "remove" and are always allowed.
 */
export function checkPatch(patch: unknown): LayoutIssue[] {
  const deep = depthIssues(patch);
  if (deep.length > 0) return deep;
  const present = removeNulls(patch);
  // Frame origins: the one rule of src/core/config/frameOrigin.ts (https, or http on this machine only).
  return validateLayoutPatch(present) ? frameOriginIssues(present) : issuesFromErrors(validateLayoutPatch.errors ?? [], present);
}

/**
 * What only the tenant decides (its file and the tenant-wide overlay an admin saves): a personal
 * overlay may not add, change or remove it. Frame origins widen every page's frame policy and the
 * bridge's trust, so they are the tenant's. Audiences say what kinds of viewer the tenant has, and
 * a personal overlay's audience would carry past this rule what the overlay itself may not set.
 */
export const TENANT_ONLY_POINTERS: readonly string[] = ['/frames/allowedOrigins', '/audiences'];

/**
 * What only the deployment's own files (base and tenant file) decide, and why: no overlay stored in the
 * database may add, change or remove it, not even a tenant admin's. Each decides where the user's
 * credentials go or how they travel: the API base gets the access token with every call, the broker
 * its CONNECT (and the session's broker login); the topic template is the broker's access rule, which
 * the server reads from the files alone; the password transport is the key every password is
 * encrypted with before it is sent, and the server decrypts with the deployment's own, so a stored one
 * would make the right password fail the lock screen (each try counted by the unlock throttle) and
 * the password change. The session policy is POLICY_POINTERS, below.
 */
export const DEPLOYMENT_ONLY_REASONS: Readonly<Record<string, string>> = {
  '/app/apiBasePath': "it says where the users' tokens are sent",
  '/app/passwordTransport': 'it says how passwords are encrypted before they are sent, and the server decrypts them with the key of its own files',
  '/push/brokerUrl': "it says where the users' tokens are sent",
  '/push/brokerUrls': "it says where the users' tokens are sent",
  '/push/credentials': 'it says what the portal signs in to the broker with',
  '/push/topicTemplate': "it is the broker's access rule, read from the deployment's files",
};

/** The pointers of DEPLOYMENT_ONLY_REASONS. */
export const DEPLOYMENT_ONLY_POINTERS: readonly string[] = Object.keys(DEPLOYMENT_ONLY_REASONS);

/**
 * The session and login policy: the server enforces it from the deployment's files alone (token
 * lifetime, idle lock, session length, captcha), so no stored overlay may set it: one the server
 * would not honour must not exist, and one it did honour would let a tenant admin weaken it.
 */
export const POLICY_POINTERS: readonly string[] = ['/app/tokenTimeSeconds', '/session'];

/** Issues of an overlay stored in the database (tenant-wide or personal), or a draft of one. */
export function checkStoredPatch(patch: unknown): LayoutIssue[] {
  return [
    ...DEPLOYMENT_ONLY_POINTERS.filter((pointer) => hasMember(patch, pointer)).map((pointer) => ({
      pointer,
      rule: 'deploymentOnly',
      message: `a stored overlay may not set this: ${DEPLOYMENT_ONLY_REASONS[pointer]}, so only the deployment's files (base or tenant file) decide it`,
    })),
    ...POLICY_POINTERS.filter((pointer) => hasMember(patch, pointer)).map((pointer) => ({
      pointer,
      rule: 'deploymentOnly',
      message: "a stored overlay may not set this: it is the session policy the server enforces, so only the deployment's files (base or tenant file) decide it",
    })),
  ];
}

/** Issues of a personal (one user's) overlay beyond the schema: it touches what only the tenant decides. */
export function checkPersonalPatch(patch: unknown): LayoutIssue[] {
  return TENANT_ONLY_POINTERS.filter((pointer) => hasMember(patch, pointer)).map((pointer) => ({
    pointer,
    rule: 'tenantOnly',
    message: "a personal overlay may not set this: it is the tenant's decision (its file or the tenant-wide overlay)",
  }));
}

function hasMember(data: unknown, pointer: string): boolean {
  let value = data;
  for (const segment of pointerSegments(pointer)) {
    if (!isJsonObject(value) || !Object.prototype.hasOwnProperty.call(value, segment)) return false;
    value = value[segment];
  }
  return true;
}

/** One line: "<file>: <pointer>: <rule>: <message>". */
export function formatIssue(file: string, issue: LayoutIssue): string {
  return `${file}: ${issue.pointer}: ${issue.rule}: ${issue.message}`;
}

// ---------------------------------------------------------------------------------------------------------
// JSON pointers

export function escapePointerSegment(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function pointerSegments(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const childPointer = (pointer: string, key: string | number): string => `${pointer}/${escapePointerSegment(String(key))}`;

/** The value a pointer names in `data`, or undefined. */
export function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of pointerSegments(pointer)) {
    if (Array.isArray(value)) value = /^(0|[1-9]\d*)$/.test(segment) ? value[Number(segment)] : undefined;
    else if (isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, segment)) value = value[segment];
    else return undefined;
  }
  return value;
}

/** The object schema (see layoutShape) that applies at a pointer, when there is one. */
function shapeAt(pointer: string): ShapeNode | undefined {
  let key: string | undefined = LAYOUT_SHAPE_ROOT;
  for (const segment of pointerSegments(pointer)) {
    const node: ShapeNode | undefined = key === undefined ? undefined : layoutShape[key];
    if (!node) return undefined;
    key = /^(0|[1-9]\d*)$/.test(segment) && node.items ? node.items : (node.props?.[segment] ?? node.extra);
  }
  return key === undefined ? undefined : layoutShape[key];
}

// ---------------------------------------------------------------------------------------------------------
// From Ajv errors to issues

const isUnder = (pointer: string, parent: string): boolean => pointer === parent || pointer.startsWith(`${parent}/`);

const COMBINATORS = new Set(['anyOf', 'oneOf']);

/** Errors raised inside the branches of combinator `c` (which Ajv reports before `c` itself). */
function isChildOf(error: LayoutSchemaError, c: LayoutSchemaError): boolean {
  return error !== c && error.schemaPath.startsWith(`${c.schemaPath}/`) && isUnder(error.instancePath, c.instancePath);
}

/** Turns the errors of one validation into issues, one per mistake, in document order of Ajv. */
export function issuesFromErrors(errors: readonly LayoutSchemaError[], data: unknown): LayoutIssue[] {
  const reasons = nameErrors(errors);
  const aboutNames = new Set([...reasons.values()].flat());
  const rest = errors.filter((e) => !aboutNames.has(e) && e.propertyName === undefined);
  const issues = collapse(rest, data, reasons);
  const seen = new Set<string>();
  return mergePatternAlternatives(
    issues.filter((issue) => {
      const key = `${issue.pointer}\u0000${issue.rule}\u0000${issue.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
    data,
  );
}

/**
 * A value that fails the patterns of several alternatives (an anyOf whose branch is a $ref reports
 * its errors apart) gets one issue naming them all: "must be a path inside the portal…, or an https address…".
 */
function mergePatternAlternatives(issues: LayoutIssue[], data: unknown): LayoutIssue[] {
  const out: LayoutIssue[] = [];
  for (const issue of issues) {
    const earlier = issue.rule === 'pattern' ? out.find((other) => other.rule === 'pattern' && other.pointer === issue.pointer) : undefined;
    if (!earlier) {
      out.push(issue);
      continue;
    }
    const head = `${JSON.stringify(valueAt(data, issue.pointer))} must be `;
    earlier.message = `${earlier.message}, or ${issue.message.startsWith(head) ? issue.message.slice(head.length) : issue.message}`;
  }
  return out;
}

/** Keywords that can reject a property name (the schema of a propertyNames is a string schema). */
const NAME_KEYWORDS = new Set(['pattern', 'minLength', 'maxLength', 'format', 'enum', 'const', 'not', 'false schema']);

/**
 * The errors that say why a property name was rejected: Ajv reports them just before the propertyNames
 * error, marked with `propertyName` when the name schema is inline, unmarked when it is a $ref (Id).
 */
function nameErrors(errors: readonly LayoutSchemaError[]): Map<LayoutSchemaError, LayoutSchemaError[]> {
  const reasons = new Map<LayoutSchemaError, LayoutSchemaError[]>();
  errors.forEach((error, index) => {
    if (error.keyword !== 'propertyNames') return;
    const name = String(error.params.propertyName);
    const inner: LayoutSchemaError[] = [];
    for (let j = index - 1; j >= 0; j--) {
      const e = errors[j]!;
      const marked = e.propertyName !== undefined;
      if (marked ? e.propertyName !== name : e.instancePath !== error.instancePath || !NAME_KEYWORDS.has(e.keyword)) break;
      inner.unshift(e);
    }
    reasons.set(error, inner);
  });
  return reasons;
}

type NameReasons = ReadonlyMap<LayoutSchemaError, LayoutSchemaError[]>;

function collapse(errors: readonly LayoutSchemaError[], data: unknown, reasons: NameReasons): LayoutIssue[] {
  const combinators = errors.filter((e) => COMBINATORS.has(e.keyword));
  const outer = combinators.filter((c) => !combinators.some((d) => isChildOf(c, d)));
  const issues: LayoutIssue[] = [];
  for (const error of errors) {
    if (outer.some((c) => isChildOf(error, c))) continue;
    if (COMBINATORS.has(error.keyword)) {
      issues.push(...combinatorIssues(error, errors.filter((e) => isChildOf(e, error)), data, reasons));
    } else {
      const issue = errorIssue(error, reasons.get(error) ?? [], data);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}

/** One failing anyOf/oneOf becomes the issues of the alternative the author most likely meant. */
function combinatorIssues(
  c: LayoutSchemaError,
  children: LayoutSchemaError[],
  data: unknown,
  reasons: NameReasons,
): LayoutIssue[] {
  const pointer = c.instancePath;
  const rule = shapeAt(pointer)?.presence?.find((p) => p.keyword === c.keyword);
  if (rule) return [{ pointer, rule: c.keyword, message: presenceMessage(rule, valueAt(data, pointer)) }];

  const passing = c.params.passingSchemas as number[] | null | undefined;
  if (c.keyword === 'oneOf' && Array.isArray(passing)) {
    return [{ pointer, rule: 'oneOf', message: `matches more than one alternative (${passing.join(' and ')}); it must match exactly one` }];
  }

  const branches = new Map<string, LayoutSchemaError[]>();
  for (const child of children) {
    const branch = child.schemaPath.slice(c.schemaPath.length + 1).split('/')[0] ?? '';
    branches.set(branch, [...(branches.get(branch) ?? []), child]);
  }
  if (branches.size === 0) return [{ pointer, rule: c.keyword, message: c.message ?? `must match the ${c.keyword} alternatives` }];

  // An alternative whose own type does not fit the value is not what the author meant.
  const wrongType = (branch: string, errs: LayoutSchemaError[]): LayoutSchemaError | undefined =>
    errs.find((e) => e.keyword === 'type' && e.instancePath === pointer && e.schemaPath === `${c.schemaPath}/${branch}/type`);
  const candidates = [...branches].filter(([branch, errs]) => !wrongType(branch, errs));
  if (candidates.length === 0) {
    const types = [...branches].flatMap(([branch, errs]) => typeNames(wrongType(branch, errs)?.params.type));
    return [{ pointer, rule: 'type', message: `must be ${orList([...new Set(types)])}, not ${jsonType(valueAt(data, pointer))}` }];
  }
  const [, best] = candidates.reduce((a, b) => (b[1].length < a[1].length ? b : a));
  return collapse(best, data, reasons);
}

function presenceMessage(rule: PresenceRule, value: unknown): string {
  const alternatives = orList(rule.alternatives.map((names) => `[${names.join(', ')}]`));
  const present = isJsonObject(value) ? rule.properties.filter((p) => Object.prototype.hasOwnProperty.call(value, p)) : [];
  const has = present.length ? `it has ${present.join(', ')}` : `it has none of ${rule.properties.join(', ')}`;
  return rule.keyword === 'oneOf'
    ? `must have exactly one of: ${alternatives} (${has})`
    : `must have at least one of: ${alternatives} (${has})`;
}

function errorIssue(error: LayoutSchemaError, nameReasons: LayoutSchemaError[], data: unknown): LayoutIssue | undefined {
  const at = error.instancePath;
  const p = error.params;
  const value = valueAt(data, at);
  const rule = error.keyword;
  switch (rule) {
    case 'required': {
      const name = String(p.missingProperty);
      return { pointer: childPointer(at, name), rule, message: `missing required property "${name}"` };
    }
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      const known = shapeAt(at)?.known;
      const hint = known ? suggestion(name, known) : '';
      const allowed = known ? `; allowed here: ${known.join(', ')}` : '';
      return { pointer: childPointer(at, name), rule, message: `property "${name}" is not allowed${hint}${allowed}` };
    }
    case 'propertyNames': {
      const name = String(p.propertyName);
      const why = nameReasons.map((reason) =>
        reason.keyword === 'pattern' ? `names here must be ${patternMessage(String(reason.params.pattern))}` : describe(reason, name),
      );
      return {
        pointer: childPointer(at, name),
        rule,
        message: `"${name}" is not a valid name here${why.length ? `: ${why.join('; ')}` : ''}`,
      };
    }
    case 'uniqueItems':
      return {
        pointer: childPointer(at, Number(p.i)),
        rule,
        message: `duplicates item ${String(p.j)} (${JSON.stringify(valueAt(data, childPointer(at, Number(p.i))))}); items must be distinct`,
      };
    case 'if':
      return undefined; // the then/else error that comes with it says what is wrong
    default:
      return { pointer: at, rule, message: describe(error, value) };
  }
}

/** The message of an error about `value` (what is wrong with it, in words). */
function describe(error: LayoutSchemaError, value: unknown): string {
  const p = error.params;
  switch (error.keyword) {
    case 'enum':
      return `${JSON.stringify(value)} is not allowed; must be one of: ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be ${orList(typeNames(p.type))}, not ${jsonType(value)}`;
    case 'pattern':
      return `${JSON.stringify(value)} must be ${patternMessage(String(p.pattern))}`;
    case 'format':
      return `${JSON.stringify(value)} must be a valid ${String(p.format)}`;
    case 'minLength':
      return `must be at least ${String(p.limit)} character${p.limit === 1 ? '' : 's'} long`;
    case 'maxLength':
      return `must be at most ${String(p.limit)} characters long`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${String(p.comparison)} ${String(p.limit)} (it is ${JSON.stringify(value)})`;
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    case 'minItems':
      return `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}`;
    case 'maxItems':
      return `must have at most ${String(p.limit)} items`;
    case 'minProperties':
      return `must have at least ${String(p.limit)} propert${p.limit === 1 ? 'y' : 'ies'}`;
    case 'maxProperties':
      return `must have at most ${String(p.limit)} properties`;
    case 'false schema':
      return 'is not allowed here';
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

function typeNames(type: unknown): string[] {
  if (Array.isArray(type)) return type.map(String);
  return typeof type === 'string' ? type.split(',') : [];
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value === undefined) return 'missing';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number') return Number.isInteger(value) ? `the integer ${value}` : `the number ${value}`;
  return `the ${typeof value} ${JSON.stringify(value)}`;
}

function orList(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/** " (did you mean "label"?)" when a declared property is a likely typo target (a name differing only in case counts). */
export function suggestion(name: string, known: readonly string[]): string {
  const best = closestName(name, known, 4, true);
  return best !== undefined ? ` (did you mean "${best}"?)` : '';
}
