// docs/api.md's call index is generated from the endpoint declarations: a declaration changed without
// regenerating it fails here.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract/endpoints';
import { API_DOC, renderApiDoc } from './api-docs';

describe('docs/api.md', () => {
  const current = fs.readFileSync(API_DOC, 'utf8');

  it('holds the call index of the current declarations (run `npm run api:docs` to regenerate it)', () => {
    expect(renderApiDoc(current) === current, 'docs/api.md is stale: run `npm run api:docs`').toBe(true);
  });

  it('lists every declared call with its method and path', () => {
    for (const endpoint of Object.values(endpoints)) {
      expect(current).toContain(`| \`${endpoint.name}\` | \`${endpoint.method} ${endpoint.path.replace(/:(\w+)/g, '{$1}')}\``);
    }
  });
});
