import { describe, expect, it } from 'vitest';
import { MAX_DIAGNOSTICS, editorDiagnostics } from './diagnostics';

const text = '{\n  "topBar": {\n    "helpCenter": { "order": "first" }\n  }\n}\n';

describe('editorDiagnostics', () => {
  it('underlines an issue at its pointer with "rule: message"', () => {
    const [diagnostic, ...rest] = editorDiagnostics(text, [{ pointer: '/topBar/helpCenter/order', rule: 'type', message: 'must be number' }]);
    expect(rest).toEqual([]);
    expect(text.slice(diagnostic!.from, diagnostic!.to)).toBe('"first"');
    expect(diagnostic).toMatchObject({ severity: 'error', message: 'type: must be number', source: '/topBar/helpCenter/order' });
  });

  it('underlines the key of the object a required property is missing from', () => {
    const [diagnostic] = editorDiagnostics(text, [{ pointer: '/topBar/helpCenter/kind', rule: 'required', message: "must have property 'kind'" }]);
    expect(text.slice(diagnostic!.from, diagnostic!.to)).toBe('"helpCenter"');
  });

  it('underlines a syntax error where the text goes wrong, with the reason', () => {
    const broken = '{ "topBar": { "a": 1 "b": 2 } }';
    const [diagnostic] = editorDiagnostics(broken, [], 'JSON');
    expect(diagnostic!.from).toBe(broken.indexOf('"b"'));
    expect(diagnostic!.message).toMatch(/^JSON: expected ',' or '}'/);
    expect(diagnostic!.source).toBe('1:22');
  });

  it('marks a text that ends too early on its last character', () => {
    const [diagnostic] = editorDiagnostics('{ "a": ', []);
    expect(diagnostic).toMatchObject({ from: 6, to: 7 });
  });

  it('says nothing about an empty text (no overlay)', () => {
    expect(editorDiagnostics('  \n', [])).toEqual([]);
  });

  it('keeps at most MAX_DIAGNOSTICS underlines', () => {
    const many = Array.from({ length: MAX_DIAGNOSTICS + 50 }, (_, i) => ({ pointer: `/x${i}`, rule: 'additionalProperties', message: 'not allowed' }));
    expect(editorDiagnostics('{}', many)).toHaveLength(MAX_DIAGNOSTICS);
  });
});
