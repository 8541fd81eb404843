// A test's address of a declared call: the declaration's path with its parameters filled in (each
// URL-encoded, as the shell sends them) and an optional query, so no test spells a path again
// (scripts/endpointPaths.test.ts fails when one does). Server tests add nothing (inject() takes the
// path under the API base); end-to-end tests put their portal's API base in front.
import { fillPath, type Endpoint, type ParamsOf } from '../contract/endpoints';

type Param = string | number;
type Query = Record<string, string | number | boolean | undefined>;

export function endpointUrl<E extends Endpoint>(endpoint: E, params?: { [K in keyof ParamsOf<E>]: Param }, query?: Query): string {
  const filled = fillPath(endpoint.path, Object.fromEntries(Object.entries(params ?? {}).map(([name, value]) => [name, String(value)])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.append(name, String(value));
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

