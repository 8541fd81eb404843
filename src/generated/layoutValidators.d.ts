/* eslint-disable */
/**
 * GENERATED FILE, do not edit: declarations of layoutValidators.js.
 * Made from schema/layout.schema.json by scripts/generate-schema.ts.
 * Regenerate: npx tsx scripts/generate-schema.ts (npm run schema).
 * A test and `npx tsx scripts/generate-schema.ts --check` (npm run schema:check) fail when it is stale.
 */

export interface StandaloneError {
  instancePath: string;
  schemaPath: string;
  keyword: string;
  params: Record<string, any>;
  propertyName?: string;
  message?: string;
}

export interface StandaloneValidate {
  (data: unknown, dataCxt?: unknown): boolean;
  errors?: StandaloneError[] | null;
}

/** Validates a whole layout document. */
export declare const validateLayout: StandaloneValidate;
/** Validates one overlay layer (a merge patch whose null members were removed). */
export declare const validateLayoutPatch: StandaloneValidate;
