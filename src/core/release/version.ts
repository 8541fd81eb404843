// The release a page runs and the release the server has now (rspack.config.ts, ReleasesPlugin):
// index.html names its own in <meta name="srm-release">, the build folder's version.json the newest.

/** A release id as the build writes it (scripts/releases.ts): short lowercase hex. */
const RELEASE_ID = /^[0-9a-f]{8,64}$/;

/** The newest release from version.json's body, or null when it is not one (a proxy's error page, a foreign file). */
export function releaseOfVersionFile(body: unknown): string | null {
  const release = (body as { release?: unknown } | null)?.release;
  return typeof release === 'string' && RELEASE_ID.test(release) ? release : null;
}

/** The release this page runs: its index.html's meta, or undefined (a development build names none). */
export function releaseOfDocument(document: Pick<Document, 'querySelector'>): string | undefined {
  const content = document.querySelector('meta[name="srm-release"]')?.getAttribute('content') ?? '';
  return RELEASE_ID.test(content) ? content : undefined;
}
