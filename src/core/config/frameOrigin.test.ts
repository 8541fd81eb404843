import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FRAME_ORIGIN_MAX_LENGTH, FRAME_ORIGIN_PATTERN, frameOriginIssues, frameOriginProblem, isLoopbackHost } from './frameOrigin';
import { checkPatch, checkWhole } from './validate';
import { addAllowedOrigin } from './overlayEdits';
import { mergePatch } from './mergePatch';
import base from '../../../config/base/layout.json';
import type { LayoutDocument } from '../../generated/layout';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the one rule of frame origins', () => {
  it('takes https, and http only on this machine (localhost, *.localhost, all of 127.0.0.0/8)', () => {
    for (const origin of ['https://rfq.example.com', 'https://rfq.example.com:8443', 'http://localhost:5173', 'http://app.localhost', 'http://127.0.0.1:3000', 'http://127.0.0.2:43210', 'http://127.255.0.9']) {
      expect(frameOriginProblem(origin), origin).toBeUndefined();
    }
    for (const origin of ['http://rfq.example.com', 'http://128.0.0.1', 'http://127.0.0.256', 'http://localhost.example.com', 'http://10.0.0.2:8080']) {
      expect(frameOriginProblem(origin), origin).toBe('originInsecure');
    }
    for (const origin of ['https://rfq.example.com/app', 'ftp://a.example', 'https://a.example; script-src *', `https://${'a'.repeat(FRAME_ORIGIN_MAX_LENGTH)}.example`]) {
      expect(frameOriginProblem(origin), origin).toBe('originPattern');
    }
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
  });

  it("its shape is the schema's pattern of frames.allowedOrigins.*.origin", () => {
    type Node = { properties: Record<string, Node>; additionalProperties: Node; pattern: string; maxLength: number };
    const schema = JSON.parse(readFileSync(path.join(root, 'schema/layout.schema.json'), 'utf8')) as { definitions: { Frames: Node } };
    const origin = schema.definitions.Frames.properties.allowedOrigins!.additionalProperties.properties.origin!;
    expect(new RegExp(origin.pattern).source).toBe(FRAME_ORIGIN_PATTERN.source);
    expect(origin.maxLength).toBe(FRAME_ORIGIN_MAX_LENGTH);
  });

  it('the form, the overlay check and the whole-document check agree on http://127.0.0.2 and http://rfq.example.com', () => {
    const below = base as unknown as LayoutDocument;
    const patch = (origin: string) => ({ frames: { allowedOrigins: { o: { order: 99, origin } } } });
    expect(addAllowedOrigin(below, {}, 'http://127.0.0.2:43210').ok).toBe(true);
    expect(checkPatch(patch('http://127.0.0.2:43210'))).toEqual([]);
    expect(checkWhole(mergePatch(below, patch('http://127.0.0.2:43210')))).toEqual([]);

    expect(addAllowedOrigin(below, {}, 'http://rfq.example.com')).toEqual({ ok: false, problem: 'originInsecure' });
    const issue = { pointer: '/frames/allowedOrigins/o/origin', rule: 'insecureOrigin', message: expect.stringContaining('"http://rfq.example.com" must use https://') };
    expect(checkPatch(patch('http://rfq.example.com'))).toEqual([issue]);
    expect(frameOriginIssues(mergePatch(below, patch('http://rfq.example.com')))).toEqual([issue]);
    expect(checkWhole(mergePatch(below, patch('http://rfq.example.com')))).toEqual([issue]);
  });
});
