// The business dictionary of seed 001 (issue 11 item 4).
import type { BUSINESS_CONSTANTS, BusinessConstantName, CatalogueOption, FieldEntity, ModuleCode, StatusGroup, ValueListType } from '../../contract/businessDictionary';

type BusinessConstants = typeof BUSINESS_CONSTANTS;
export type { BusinessConstantName, BusinessConstants, CatalogueOption, FieldEntity, ModuleCode, StatusGroup, ValueListType };

/**
 * The business dictionary of seed 001 (src/contract/businessDictionary) in the user's language:
 * `portal.dictionary.label('payOrderStatus', 'PAID')` → 'Paid'. Loaded on first use (its own chunk);
 * until then a label is its value. Observable: a component re-renders when it arrives or the language
 * changes.
 */
export interface BusinessDictionaryApi {
  /** Loads it (once); the readers below start the load too. */
  load(): Promise<void>;
  /** The label of a value of a value list (§3 lists, §9 code lists, and the pages' lists). */
  label(list: ValueListType | (string & {}), value: string): string;
  options(list: ValueListType | (string & {})): CatalogueOption[];
  /** The label of a document status (§4 groups: approval, order, inquiry, delivery, supplier…). */
  status(group: StatusGroup | (string & {}), status: string): string;
  /** A field label of an entity (order, inquiry, deliveryNote, supplier, material, reconciliation…), else a common field's. */
  field(entity: FieldEntity | (string & {}), field: string): string;
  moduleName(code: ModuleCode | (string & {})): string;
  /** A message (`validation.*`, `error.*`, `success.*`, `subject.*`) with its `{name}` values filled. */
  message(key: string, values?: Record<string, string | number>): string;
  constant<K extends BusinessConstantName>(name: K): BusinessConstants[K];
}
