import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail } from '../../../src/contract/account.js';
import type { AvatarUploadResult } from '../../../src/contract/files.js';
import { API, body, serverForEachTest, serverWithDemoSessions, type Session, type TestServer } from '../../testServer.js';
import { imageTypeOf, pngImage } from './images.js';
import { DEMO_LOGOS } from './seed.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

const PNG = pngImage(4, 4, (x, y) => [x * 60, y * 60, 128]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([36, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(28, 2)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(20)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

describe('file service and avatar upload', () => {
  const demo = serverWithDemoSessions();
  let server: TestServer, admin: Session, user: Session, supplier: Session;
  beforeAll(() => void ({ server, admin, user, supplier } = demo));

  const storage = () => server.ctx.config.storageDir;
  const fetchFile = (rawQuery: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: `${API}${endpoints.downloadFile.path}?${rawQuery}`, headers });
  const upload = (session: Session | undefined, bytes: Buffer, contentType: string) =>
    server.app.inject({ method: 'POST', url: `${API}${endpoints.uploadAvatar.path}`, headers: { ...(session?.headers ?? {}), 'content-type': contentType }, payload: bytes });

  it('serves the logos without a token, as images under a CSP that lets nothing run', async () => {
    for (const logo of DEMO_LOGOS) {
      const response = await fetchFile(`filePath=${encodeURIComponent(logo.path)}`);
      expect(response.statusCode, logo.path).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(fs.readFileSync(path.join(storage(), logo.path)))).toBe(true);
      expect(response.headers['content-security-policy']).toContain('sandbox');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // A logo may be replaced in place: kept for five minutes only.
      expect(response.headers['cache-control']).toBe('public, max-age=300');
    }
  });

  it('serves nothing outside the public folders, and no file that is not an image', async () => {
    // A document of the storage, the database, a text file planted in a public folder.
    expect((await fetchFile('filePath=documents/307000/cost-down-targets-2027.xlsx')).statusCode).toBe(404);
    expect((await fetchFile('filePath=documents/307000/cost-down-targets-2027.xlsx', admin.headers)).statusCode).toBe(404);
    fs.writeFileSync(path.join(storage(), 'logos/307000/evil.png'), SVG);
    const planted = await fetchFile('filePath=logos/307000/evil.png');
    expect(planted.statusCode).toBe(404);
    expect(body(planted).messageCode).toBe('file.notFound');
    expect((await fetchFile('filePath=logos/307000/none.png')).statusCode).toBe(404);
  });

  it('refuses paths that could leave the storage folder', async () => {
    for (const attempt of ['../srm.sqlite', 'logos/../../srm.sqlite', '/etc/passwd', 'logos\\307000\\system-logo.png', '..\\srm.sqlite', 'logos/307000/system-logo.png\u0000.txt', '%2e%2e%2fsrm.sqlite', '%252e%252e%252fsrm.sqlite', 'C:\\Windows\\win.ini', './logos/307000/system-logo.png']) {
      const response = await fetchFile(`filePath=${encodeURIComponent(attempt)}`);
      expect(response.statusCode, attempt).toBe(400);
      expect(body(response).messageCode, attempt).toBe('request.invalidPath');
    }
    for (const raw of ['filePath=../srm.sqlite', 'filePath=%2e%2e/srm.sqlite', 'filePath=logos%2F..%2F..%2Fsrm.sqlite', 'filePath=%00']) expect((await fetchFile(raw)).statusCode, raw).toBe(400);
    // A link in a public folder pointing out of the storage.
    const outside = path.join(server.dataDir, 'outside.png');
    fs.writeFileSync(outside, PNG);
    fs.symlinkSync(outside, path.join(storage(), 'logos/307000/link.png'));
    expect(body(await fetchFile('filePath=logos/307000/link.png')).messageCode).toBe('request.invalidPath');
    expect(body(await fetchFile('x=1')).messageCode).toBe('request.missingParameter');
    expect((await fetchFile('filePath=a&filePath=b')).statusCode).toBe(400);
  });

  it('needs a token to upload', async () => {
    const response = await upload(undefined, PNG, 'image/png');
    expect(response.statusCode).toBe(401);
  });

  it('takes a PNG, JPEG or WebP avatar checked by its bytes, stores it, and serves it back', async () => {
    for (const [bytes, type, ext] of [
      [PNG, 'image/png', 'png'],
      [JPEG, 'image/jpeg', 'jpg'],
      [WEBP, 'image/webp', 'webp'],
      [PNG, 'application/octet-stream', 'png'],
    ] as const) {
      const response = await upload(user, bytes, type);
      expect(response.statusCode, response.body).toBe(200);
      const result = body<AvatarUploadResult>(response).data;
      expect(result.filePath).toMatch(new RegExp(`^avatars/307000/1002-[0-9a-f]{32}\\.${ext}$`));
      expect(result).toMatchObject({ contentType: imageTypeOf(bytes), fileSize: bytes.length });
      const served = await fetchFile(`filePath=${encodeURIComponent(result.filePath)}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      // Never rewritten under its random name: the top bar does not fetch it again on every page.
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // Refusals and every other API answer stay out of any cache.
    expect((await fetchFile('filePath=avatars/307000/none.png')).headers['cache-control']).toBe('no-store');
    expect((await server.app.inject({ method: 'GET', url: `${API}${endpoints.getMenu.path}`, headers: user.headers })).headers['cache-control']).toBe('no-store');
  });

  it('refuses other types, a declared type the bytes contradict, an empty file and one over 2 MB', async () => {
    const refusals: Array<[Buffer, string, string]> = [
      [SVG, 'image/png', 'file.typeNotAllowed'],
      [GIF, 'application/octet-stream', 'file.typeNotAllowed'],
      [GIF, 'image/gif', 'file.typeNotAllowed'],
      [Buffer.from('<html>'), 'text/html', 'file.typeNotAllowed'],
      [JPEG, 'image/png', 'file.typeNotAllowed'],
      [Buffer.alloc(0), 'image/png', 'file.empty'],
      [Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'image/png', 'file.tooLarge'],
    ];
    for (const [bytes, type, code] of refusals) {
      const response = await upload(admin, bytes, type);
      expect(response.statusCode, `${type} ${code}`).toBe(400);
      expect(body(response).messageCode, `${type} ${code}`).toBe(code);
    }
    // Exactly 2 MB is accepted.
    const limit = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(admin, limit, 'image/png')).statusCode).toBe(200);
  });

  it("keeps only the user's new avatar and the one the account shows", async () => {
    const first = body<AvatarUploadResult>(await upload(supplier, PNG, 'image/png')).data.filePath;
    const saved = await server.app.inject({ method: 'POST', url: `${API}${endpoints.updateAccount.path}`, headers: supplier.headers, payload: { fbk5: first } });
    expect(body<AccountDetail>(saved).data.fbk5).toBe(first);
    const second = body<AvatarUploadResult>(await upload(supplier, JPEG, 'image/jpeg')).data.filePath;
    const third = body<AvatarUploadResult>(await upload(supplier, WEBP, 'image/webp')).data.filePath;
    const folder = path.join(storage(), 'avatars/300100');
    const kept = fs.readdirSync(folder).map((name) => `avatars/300100/${name}`).sort();
    expect(kept).toEqual([first, third].sort());
    expect(fs.existsSync(path.join(storage(), second))).toBe(false);
  });
});

describe('file service budget', () => {
  const server = serverForEachTest({ rateLimit: { files: 3 } });

  it('answers 429 beyond the budget of one source address, and keeps serving others', async () => {
    const fetchLogo = (remoteAddress: string) =>
      server.app.inject({ method: 'GET', url: `${API}${endpoints.downloadFile.path}?filePath=${encodeURIComponent(DEMO_LOGOS[0]!.path)}`, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await fetchLogo('203.0.113.30')).statusCode).toBe(200);
    const limited = await fetchLogo('203.0.113.30');
    expect(limited.statusCode).toBe(429);
    expect(body(limited)).toMatchObject({ messageCode: 'request.rateLimited' });
    expect((await fetchLogo('203.0.113.31')).statusCode).toBe(200);
  });
});
