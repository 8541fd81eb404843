/**
 * One mistake of a layout document or layer, as every check reports it (the schema checks of
 * validate.ts and the rules beside them: links, frame origins, languages, cross checks). Its own file,
 * so that a rule validate.ts runs can name the type without importing validate.ts back.
 */
export interface LayoutIssue {
  /** RFC 6901 JSON pointer of the offending value ('' is the whole document). For a missing property, the
   * pointer the property would have; for a property that is not allowed, the pointer of that property. */
  pointer: string;
  /** The Ajv keyword that failed ('enum', 'required', 'additionalProperties', 'type', ...), or 'parse' /
   * 'fetch' for a layer that could not be read. */
  rule: string;
  /** Human readable; names the allowed values for an enum. */
  message: string;
}
