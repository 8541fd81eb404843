/**
 * The data a detail page receives: /forward/detail gets its data as props, not from the address.
 * The platform passes it as query parameters, or as one `data` parameter holding a JSON object;
 * both are shown as fields. `name` is the page title, not data.
 */
import { frameAddress } from '@plugin-api';
export function forwardFields(query: Readonly<Record<string, string>>): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === 'name' || key === 'entity') continue;
    if (key === 'data') {
      const parsed = parseObject(value);
      if (parsed) {
        for (const [inner, innerValue] of Object.entries(parsed)) fields.push([inner, display(innerValue)]);
        continue;
      }
    }
    fields.push([key, value]);
  }
  return fields;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function display(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Where /forwardPass sends its query: a page with an address (src or path) opens in the frame
 * host like any embedded page, anything else is shown by the detail page.
 */
export function forwardTarget(query: Readonly<Record<string, string>>): { path: string; query: Record<string, string> } {
  // The frame host's own rule decides whether there is an address (a blank src is none).
  if (frameAddress(query) !== undefined) return { path: '/myiframe/forward', query: { ...query } };
  return { path: '/forward/detail', query: { ...query } };
}

/** The business dictionary's entity of an approval type's document (its field labels). */
const ENTITY_OF_TYPE: Readonly<Record<string, string>> = {
  orderDetail: 'order',
  rfqEdit: 'inquiry',
  rfqDetail: 'inquiry',
  rfqClientQuota: 'inquiry',
  materialSource: 'material',
  supplierView1: 'supplier',
  supplierView2: 'supplier',
  supplierView3: 'supplier',
  supplierView5: 'supplier',
  supplierView6: 'supplier',
  supplierDataModify: 'supplier',
  customSupplierDetail: 'supplier',
};

/** The entities whose field labels name a field the props do not place (the first that knows it). */
export const FIELD_ENTITIES = ['order', 'inquiry', 'deliveryNote', 'reconciliation', 'supplier', 'material', 'requisition', 'expense'] as const;

/**
 * The document the detail page's props name: its fields (forwardFields), the dictionary entity whose
 * labels they take (`entity`, else the approval type's), and the approval type and number when the
 * props name one (`auditType` or `businessType` with `businessId`, or with `id`), so that the page
 * can open the document's own page through the approval link map.
 */
export function forwardDocument(query: Readonly<Record<string, string>>): {
  fields: Array<[string, string]>;
  entity: string | undefined;
  auditType: string | undefined;
  businessId: string | undefined;
} {
  const fields = forwardFields(query);
  const auditType = (query.auditType ?? query.businessType ?? '').trim() || undefined;
  const businessId = (query.businessId ?? (auditType ? query.id : undefined) ?? '').trim() || undefined;
  const entity = query.entity?.trim() || (auditType && Object.prototype.hasOwnProperty.call(ENTITY_OF_TYPE, auditType) ? ENTITY_OF_TYPE[auditType] : undefined);
  return { fields, entity, auditType, businessId };
}
