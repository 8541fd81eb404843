// Every image setting of the layout takes every form the schema accepts (issue 25, point 7): the schema's
// ImageSource forms pass the check for each setting that uses it and each gives an address the shell shows
// (brandImageUrl, which every place that shows such a setting goes through); the forms refused are refused
// for each. tests/e2e/honestSettings.e2e.test.ts shows a data: background and favicon in Chromium.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandImageUrl } from '../src/core/branding/logo';
import { checkWhole } from '../src/core/config/validate';
import { schemaProperties, type JsonSchema } from './schemaReads';
import { endpoints } from '../src/contract/endpoints';

const ROOT = path.resolve(import.meta.dirname, '..');
const schema = JSON.parse(readFileSync(path.join(ROOT, 'schema/layout.schema.json'), 'utf8')) as JsonSchema & { definitions: Record<string, JsonSchema> };
const base = JSON.parse(readFileSync(path.join(ROOT, 'config/base/layout.json'), 'utf8')) as Record<string, unknown>;
const FILE_SERVICE = `/portal/apis${endpoints.downloadFile.path}`;

/** Each image setting and the file that shows it (through brandImageUrl). */
const IMAGE_SETTINGS: Record<string, string> = {
  'app.branding.logo': 'src/shell/TopBar/TopBar.tsx',
  'app.branding.loginLogo': 'plugins/session/AuthLayout.tsx',
  'app.branding.favicon': 'src/app/App.tsx',
  'loginPage.defaults.background': 'plugins/session/AuthLayout.tsx',
};

const ACCEPTED = [
  'https://cdn.example.com/brand/logo.png',
  '/portal/brand/logo.svg',
  'logos/acme.png',
  `${FILE_SERVICE}?filePath=logos/acme.png`,
  'data:image/png;base64,iVBORw0KGgo=',
  'data:image/jpeg;base64,/9j/4AAQ',
  'data:image/gif;base64,R0lGODlh',
  'data:image/webp;base64,UklGRg==',
  'data:image/svg+xml;base64,PHN2Zy8+',
];
const REFUSED = ['http://cdn.example.com/logo.png', 'javascript:alert(1)', '//evil.example/logo.png', 'data:text/html;base64,PHNjcmlwdD4=', 'data:image/svg+xml,<svg onload=alert(1)>', 'a b.png', `data:image/png;base64,${'A'.repeat(44_000)}`];

function withSetting(pointer: string, value: string): unknown {
  const doc = structuredClone(base);
  const keys = pointer.split('.');
  let at = doc as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = (at[key] ??= {}) as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return doc;
}

/** Whether a schema node is, or offers (anyOf), the ImageSource definition. */
const usesImageSource = (node: JsonSchema | undefined): boolean => node?.$ref === '#/definitions/ImageSource' || (node?.anyOf ?? []).some(usesImageSource);

function nodeAt(dotted: string): JsonSchema | undefined {
  let node: JsonSchema | undefined = schema;
  for (const key of dotted.split('.')) {
    while (node?.$ref) node = schema.definitions[node.$ref.replace('#/definitions/', '')];
    node = node?.properties?.[key];
  }
  return node;
}

describe('image settings', () => {
  it('the list above is every setting of the schema that takes an image source', () => {
    const found = schemaProperties(schema).map((property) => property.path).filter((dotted) => usesImageSource(nodeAt(dotted)));
    expect(found.sort()).toEqual(Object.keys(IMAGE_SETTINGS).sort());
  });

  for (const [setting, shownBy] of Object.entries(IMAGE_SETTINGS)) {
    it(`${setting}: every accepted form passes the check and gives an address to show; the others are refused`, () => {
      for (const form of ACCEPTED) {
        expect(checkWhole(withSetting(setting, form)), `${setting} = ${form}`).toEqual([]);
        expect(brandImageUrl(form, FILE_SERVICE), form).toMatch(/^(https:\/\/|\/|data:image\/)/);
      }
      for (const form of REFUSED) {
        expect(checkWhole(withSetting(setting, form)).map((issue) => issue.pointer), `${setting} = ${form.slice(0, 60)}`).toContain(`/${setting.replaceAll('.', '/')}`);
        expect(brandImageUrl(form, FILE_SERVICE)).toBeUndefined();
      }
      // The file that shows the setting turns it into an address with brandImageUrl.
      expect(readFileSync(path.join(ROOT, shownBy), 'utf8')).toMatch(new RegExp(`brandImageUrl\\([^;]*\\b${setting.split('.').at(-1)}\\b`));
    });
  }
});
