import { describe, expect, it } from 'vitest';
import { releaseOfDocument, releaseOfVersionFile } from './version';

describe('release ids', () => {
  it('reads version.json’s release, refusing anything else', () => {
    expect(releaseOfVersionFile({ release: '0123456789abcdef', time: 'x' })).toBe('0123456789abcdef');
    for (const body of [null, 'text', {}, { release: 7 }, { release: 'x/../y' }, { release: 'A'.repeat(16) }]) expect(releaseOfVersionFile(body)).toBeNull();
  });

  it('reads the page’s own release from its meta', () => {
    const doc = new DOMParser().parseFromString('<head><meta name="srm-release" content="0123456789abcdef"></head>', 'text/html');
    expect(releaseOfDocument(doc)).toBe('0123456789abcdef');
    expect(releaseOfDocument(new DOMParser().parseFromString('<head></head>', 'text/html'))).toBeUndefined();
  });
});
