/**
 * The layout document's JSON Schema (schema/layout.schema.json) for plugins that assist editing it
 * (the layout editor's completion and hover). Loaded on demand: the import is dynamic, so the 54 kB
 * schema lands in a chunk of its own that only a page asking for it downloads, never in `main`.
 */

/** The part of JSON Schema (draft 07) the layout schema uses. */
export interface JsonSchema {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | readonly string[];
  enum?: readonly unknown[];
  const?: unknown;
  examples?: readonly unknown[];
  default?: unknown;
  properties?: Readonly<Record<string, JsonSchema>>;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  required?: readonly string[];
  items?: JsonSchema;
  anyOf?: readonly JsonSchema[];
  oneOf?: readonly JsonSchema[];
  allOf?: readonly JsonSchema[];
  definitions?: Readonly<Record<string, JsonSchema>>;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

let loading: Promise<JsonSchema> | undefined;

/** The layout schema, fetched once (a lazy chunk) and shared by every caller. */
export function loadLayoutSchema(): Promise<JsonSchema> {
  loading ??= import(/* webpackChunkName: "layout-schema" */ '../../../schema/layout.schema.json').then(
    (module) => (module as { default: unknown }).default as JsonSchema,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
