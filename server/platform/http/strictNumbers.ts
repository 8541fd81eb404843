// Numbers are written as numbers, on every route (issue 28; the rule: src/contract/numbers.ts).
// Fastify validates a route's body, query and path with Ajv, which coerces types (coerceTypes:
// 'array'): the version routes read `true` as 1 and "0x10" as 16, "1e3" as 1000, " 1" and "01" as 1,
// null as 0. Before a route's schema is applied, this refuses every value in a numeric place of the
// schema (type integer or number) that is not written as a number: in the JSON body a JSON number,
// in the query and the path (text by nature) a plain decimal. What it lets through, Ajv converts and
// checks against the declared bounds as before. Registered once on the root, before any module, so
// every route with a schema is held to it, whoever registers it.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler, RouteOptions } from 'fastify';
import { PLAIN_DECIMAL } from '../../../src/contract/numbers.js';
import { badRequest } from './envelope.js';

/** The parts of a request a route's schema describes, with how a number is written in each. */
const PARTS = [
  { part: 'body', text: false, of: (request: FastifyRequest) => request.body },
  { part: 'querystring', text: true, of: (request: FastifyRequest) => request.query },
  { part: 'params', text: true, of: (request: FastifyRequest) => request.params },
] as const;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): unknown[] => (Array.isArray(node.type) ? node.type : node.type === undefined ? [] : [node.type]);
const escape = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** Whether a schema node takes numbers only (integer or number; null besides is allowed, text is not). */
function isNumeric(node: Node): boolean {
  const types = typesOf(node);
  if (types.length > 0) return types.some((type) => type === 'integer' || type === 'number') && !types.includes('string');
  const branches = node.anyOf ?? node.oneOf;
  return Array.isArray(branches) && branches.length > 0 && branches.every((branch) => isNode(branch) && isNumeric(branch));
}

/** Whether a schema has a numeric place anywhere (then its routes get the check). */
export function hasNumericPlace(schema: unknown, depth = 0): boolean {
  if (!isNode(schema) || depth > 32) return false;
  if (isNumeric(schema)) return true;
  const children = [
    ...(isNode(schema.properties) ? Object.values(schema.properties) : []),
    schema.additionalProperties,
    schema.items,
    ...(Array.isArray(schema.allOf) ? schema.allOf : []),
  ];
  return children.some((child) => hasNumericPlace(child, depth + 1));
}

/**
 * The pointer of the first value of `data` in a numeric place of `schema` that is not written as a
 * number (`text`: a plain decimal string; else a JSON number), or undefined when every one is.
 * Missing values are left to the schema's `required`.
 */
export function misspeltNumber(schema: unknown, data: unknown, text: boolean, at = ''): string | undefined {
  if (!isNode(schema) || data === undefined) return undefined;
  if (isNumeric(schema)) {
    if (data === null && typesOf(schema).includes('null')) return undefined;
    const written = text ? typeof data === 'string' && PLAIN_DECIMAL.test(data) : typeof data === 'number';
    return written ? undefined : at || '/';
  }
  for (const branch of Array.isArray(schema.allOf) ? schema.allOf : []) {
    const found = misspeltNumber(branch, data, text, at);
    if (found !== undefined) return found;
  }
  if (Array.isArray(data)) {
    if (!isNode(schema.items)) return undefined;
    for (const [index, item] of data.entries()) {
      const found = misspeltNumber(schema.items, item, text, `${at}/${index}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isNode(data)) return undefined;
  const properties = isNode(schema.properties) ? schema.properties : {};
  for (const [key, value] of Object.entries(data)) {
    const place = Object.prototype.hasOwnProperty.call(properties, key) ? properties[key] : schema.additionalProperties;
    const found = misspeltNumber(place, value, text, `${at}/${escape(key)}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The check of one route's schema, or undefined when it has no numeric place. */
export function numberCheckOf(schema: RouteOptions['schema']): preValidationAsyncHookHandler | undefined {
  const parts = PARTS.filter(({ part }) => hasNumericPlace(schema?.[part]));
  if (parts.length === 0) return undefined;
  return async (request) => {
    for (const { part, text, of } of parts) {
      const pointer = misspeltNumber(schema?.[part], of(request), text);
      if (pointer === undefined) continue;
      const how = text ? 'a plain decimal number (digits only: no sign, space, leading zero, hexadecimal or exponent)' : 'a JSON number';
      throw badRequest('request.invalid', { detail: `${part}${pointer === '/' ? '' : pointer} must be ${how}` });
    }
  };
}

/** Holds every route registered after it (modules included) to the rule: call before registering routes. */
export function registerStrictNumbers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const check = numberCheckOf(route.schema);
    if (!check) return;
    const before = route.preValidation === undefined ? [] : Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation];
    route.preValidation = [...before, check];
  });
}
