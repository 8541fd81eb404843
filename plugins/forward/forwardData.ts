/**
 * The data a detail page receives: /forward/detail gets its data as props, not from the address.
 * The platform passes it as query parameters, or as one `data` parameter holding a JSON object;
 * both are shown as fields. `name` is the page title, not data.
 */
import { frameAddress } from '@plugin-api';
export function forwardFields(query: Readonly<Record<string, string>>): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (key === 'name') continue;
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
