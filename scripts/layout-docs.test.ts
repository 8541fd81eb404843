import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkPatch } from '../src/core/config/validate';
import { missingExamples, renderedExamples, renderLayoutDocs } from './layout-docs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const schemaText = readFileSync(path.join(root, 'schema/layout.schema.json'), 'utf8');

/** The table row of one property of a section of the rendered reference. */
function row(doc: string, section: string, property: string): string {
  const start = doc.indexOf(`\n## ${section}\n`);
  const end = doc.indexOf('\n## ', start + 1);
  const lines = doc.slice(start, end === -1 ? undefined : end).split('\n');
  const found = lines.find((line) => line.startsWith(`| \`${property}\` |`));
  if (!found) throw new Error(`no row ${property} in ${section}`);
  return found;
}

describe('docs/layout.md: meaning, not just syntax', () => {
  const doc = renderLayoutDocs(schemaText);

  it('says what a setting changes on screen, who wins when the server also has a say, and gives the overlay that sets it', () => {
    expect(row(doc, 'IndexBlock', 'settingCode')).toBe(
      '| `settingCode` | string |  | Switching setting — System setting code that switches the card on (IndexPage_Purchase, IndexPage_Enquiry, IndexPage_Order, IndexPage_Logistics, IndexPage_Head).' +
        "<br>**Who wins:** the server's system setting: while it is off the card is not shown, whatever the layout says; removing the block from the layout hides it whatever the setting." +
        '<br>**Example:** `{"indexBlocks": {"head": {"settingCode": "IndexPage_Head"}}}` |',
    );
  });

  it('takes the example from the base document, or from the schema where the base has none', () => {
    expect(row(doc, 'App', 'siteTitle')).toContain('**Example:** `{"app": {"siteTitle": "ACME SRM"}}`');
    expect(row(doc, 'TopBarItem', 'to')).toContain('**Example:** `{"topBar": {"personalInfo": {"to": "/portal/info/index"}}}`');
    expect(row(doc, 'Frames', 'allowedOrigins.<key>.origin')).toContain('**Example:** `{"frames": {"allowedOrigins": {"example": {"origin": "https://rfq.example.com"}}}}`');
  });

  it('a property no item of the base has is shown on an item named example, not on an item of another kind', () => {
    expect(row(doc, 'TopBarItem', 'target')).toContain('**Example:** `{"topBar": {"example": {"target": "newWindow"}}}`');
  });

  it('describes patterns in words', () => {
    expect(row(doc, 'TopBarItem', 'to')).not.toContain('^/');
    expect(row(doc, 'App', 'defaultLanguage')).toContain('must be a language code in lower case, like zh_cn or en');
  });

  it('shows only examples that are valid overlays', () => {
    expect(renderedExamples.length).toBeGreaterThan(100);
    expect(renderedExamples.filter((example) => checkPatch(example).length > 0)).toEqual([]);
  });

  it('has an example for every property (a new property needs `examples` or a value in config/base/layout.json)', () => {
    expect(missingExamples).toEqual([]);
  });
});
