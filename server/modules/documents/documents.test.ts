import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PortalDocument } from '../../../src/contract/documents.js';
import type { PageResult } from '../../../src/contract/paging.js';
import type { AvatarUploadResult } from '../../../src/contract/files.js';
import { buildServer } from '../../app.js';
import { API, BUYER_ADMIN, SUPPLIER_USER, body, login, serverWithDemoSessions, startTestServer, tempDir, type Session, type TestServer } from '../../testServer.js';
import { CompiledQuery } from 'kysely';
import { documentPageQuery, insertDocument } from './repo.js';
import { DEMO_DOCUMENTS } from './seed.js';
import { endpoints } from '../../../src/contract/endpoints/index.js';

const BUYER_VISIBLE = DEMO_DOCUMENTS.filter((doc) => doc.owner === '307000').length;
const SUPPLIER_VISIBLE = DEMO_DOCUMENTS.filter((doc) => doc.owner === '300100' || doc.sharedWith === '300100').length;

describe('document centre (ElsAttachmentService)', () => {
  const demo = serverWithDemoSessions();
  let server: TestServer, admin: Session, user: Session, supplier: Session;
  beforeAll(() => void ({ server, admin, user, supplier } = demo));

  const storage = () => server.ctx.config.storageDir;
  const list = async (session: Session, payload: Record<string, unknown>) => {
    const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findPortalDocuments.path}`, headers: session.headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return body<PageResult<PortalDocument>>(response).data;
  };
  const search = (session: Session, query: string) => server.app.inject({ method: 'GET', url: `${API}${endpoints.findPortalFilesByKeyword.path}?${query}`, headers: session.headers });
  const download = (session: Session | undefined, rawQuery: string) =>
    server.app.inject({ method: 'GET', url: `${API}${endpoints.downloadPortalFile.path}?${rawQuery}`, headers: session?.headers ?? {} });

  it('needs a token for every call', async () => {
    for (const call of [
      server.app.inject({ method: 'POST', url: `${API}${endpoints.findPortalDocuments.path}`, payload: { businessModule: 'portal' } }),
      server.app.inject({ method: 'GET', url: `${API}${endpoints.findPortalFilesByKeyword.path}?keyword=x` }),
      download(undefined, `filePath=${encodeURIComponent(DEMO_DOCUMENTS[0]!.path)}`),
    ]) {
      expect((await call).statusCode).toBe(401);
    }
  });

  it("lists a company's own documents and those shared with it, newest first", async () => {
    const buyer = await list(admin, { businessModule: 'portal', pageSize: 100 });
    expect(buyer.total).toBe(BUYER_VISIBLE);
    expect((await list(user, { businessModule: 'portal' })).total).toBe(BUYER_VISIBLE);
    const times = buyer.rows.map((row) => row.uploadTime);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = await list(supplier, { businessModule: 'portal', pageSize: 100 });
    expect(theirs.total).toBe(SUPPLIER_VISIBLE);
    // The supplier sees the shared guidelines and its own files, never the buyer's internal ones.
    expect(theirs.rows.map((row) => row.fileName)).toContain('供应商行为准则（2026版）.pdf');
    expect(theirs.rows.some((row) => row.fileName.includes('降本') || row.fileName.includes('内部') || row.fileName.includes('价格明细'))).toBe(false);
    expect(buyer.rows.some((row) => row.uploadElsAccount === '300100')).toBe(false);
    // Another business module has none; a type filter narrows the list.
    expect((await list(admin, { businessModule: 'contract' })).total).toBe(0);
    const sheets = await list(admin, { businessModule: 'portal', fileType: 'xlsx' });
    expect(sheets.rows.every((row) => row.fileType === 'xlsx')).toBe(true);
    expect(sheets.total).toBe(DEMO_DOCUMENTS.filter((doc) => doc.owner === '307000' && doc.type === 'xlsx').length);
  });

  it('finds documents by keyword, within what the company may see', async () => {
    const found = body<PageResult<PortalDocument>>(await search(supplier, `keyword=${encodeURIComponent('准则')}`)).data;
    expect(found.rows.map((row) => row.fileName)).toEqual(['供应商行为准则（2026版）.pdf']);
    expect(body<PageResult<PortalDocument>>(await search(supplier, `keyword=${encodeURIComponent('降本')}`)).data.total).toBe(0);
    expect(body<PageResult<PortalDocument>>(await search(admin, `keyword=${encodeURIComponent('降本')}`)).data.total).toBe(1);
    // The remark counts too; case does not matter; no keyword lists all.
    expect(body<PageResult<PortalDocument>>(await search(admin, 'keyword=ISO')).data.total).toBe(0);
    expect(body<PageResult<PortalDocument>>(await search(supplier, 'keyword=iso')).data.total).toBe(1);
    expect(body<PageResult<PortalDocument>>(await search(admin, 'pageSize=5&pageNo=2')).data).toMatchObject({ total: BUYER_VISIBLE, pageNo: 2, pageSize: 5 });
    // LIKE's wildcards in a keyword are letters like any other: `%` and `_` match only themselves.
    expect(body<PageResult<PortalDocument>>(await search(admin, `keyword=${encodeURIComponent('%')}`)).data.total).toBe(0);
    expect(body<PageResult<PortalDocument>>(await search(admin, `keyword=${encodeURIComponent('_')}`)).data.total).toBe(DEMO_DOCUMENTS.filter((doc) => doc.owner === '307000' && `${doc.fileName}${doc.remark}`.includes('_')).length);
  });

  it('refuses paging outside the rule, in the body and in the query', async () => {
    for (const bad of [{ pageNo: 0 }, { pageNo: -1 }, { pageSize: 10_000 }, { pageSize: 0 }]) {
      const response = await server.app.inject({ method: 'POST', url: `${API}${endpoints.findPortalDocuments.path}`, headers: admin.headers, payload: { businessModule: 'portal', ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of ['pageNo=0', 'pageNo=-1', 'pageSize=10000', 'pageNo=abc']) expect((await search(admin, bad)).statusCode, bad).toBe(400);
    expect(body<PageResult<PortalDocument>>(await search(admin, 'pageNo=50')).data.rows).toEqual([]);
  });

  it('walks its indexes for the list (EXPLAIN QUERY PLAN)', async () => {
    // SQLite's plan: PostgreSQL's planner takes a sequential scan of a table this small, whatever the indexes.
    if (server.engine !== 'sqlite') return;
    const page = documentPageQuery(server.db, 'a', { businessModule: 'portal', fileType: undefined, keyword: 'x' }, { pageSize: 20, offset: 0 }).compile();
    const { rows } = await server.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${page.sql}`, [...page.parameters]));
    const plan = rows.map((row) => row.detail).join('; ');
    expect(plan).toContain('INDEX portal_attachments_owner');
    expect(plan).toContain('INDEX portal_attachments_shared');
  });

  it('downloads the stored bytes with type, length and name', async () => {
    for (const doc of DEMO_DOCUMENTS.filter((d) => d.owner === '307000')) {
      const response = await download(admin, `filePath=${encodeURIComponent(doc.path)}`);
      expect(response.statusCode, doc.path).toBe(200);
      const stored = fs.readFileSync(path.join(storage(), doc.path));
      expect(response.rawPayload.equals(stored), doc.path).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(stored.length);
      expect(String(response.headers['content-disposition'])).toContain(`filename*=UTF-8''${encodeURIComponent(doc.fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const pdf = await download(admin, `filePath=${encodeURIComponent(DEMO_DOCUMENTS[0]!.path)}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The large one, for the progress indicator: about 5 MB, the bytes of the file.
    const large = await download(admin, 'filePath=documents/307000/price-history-2021-2026.csv');
    expect(large.rawPayload.length).toBeGreaterThan(4.5 * 1024 * 1024);
    expect(crypto.createHash('sha256').update(large.rawPayload).digest('hex')).toBe(crypto.createHash('sha256').update(fs.readFileSync(path.join(storage(), 'documents/307000/price-history-2021-2026.csv'))).digest('hex'));
    // Workbooks are real ZIP archives.
    const sheet = await download(supplier, `filePath=${encodeURIComponent('documents/307000/supplier-performance-rules.xlsx')}`);
    expect(sheet.statusCode).toBe(200);
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it("never serves another company's document", async () => {
    const internal = await download(supplier, 'filePath=documents/307000/cost-down-targets-2027.xlsx');
    expect(internal.statusCode).toBe(404);
    expect(body(internal).messageCode).toBe('document.notFound');
    expect((await download(admin, 'filePath=documents/300100/business-license.pdf')).statusCode).toBe(404);
    expect((await download(supplier, 'filePath=documents/300100/business-license.pdf')).statusCode).toBe(200);
  });

  it('refuses every path that could leave the storage folder', async () => {
    const attempts = [
      '../srm.sqlite',
      'documents/../../srm.sqlite',
      'documents/307000/../../../srm.sqlite',
      './documents/307000/packaging-requirements.pdf',
      '/etc/passwd',
      '//etc/passwd',
      '..\\srm.sqlite',
      'documents\\307000\\packaging-requirements.pdf',
      'C:\\Windows\\win.ini',
      'documents/307000/packaging-requirements.pdf\u0000.txt',
      '%2e%2e/srm.sqlite',
      '%252e%252e%252fsrm.sqlite',
      '..%2fsrm.sqlite',
      'documents/%2e%2e/%2e%2e/srm.sqlite',
      'documents//307000/packaging-requirements.pdf',
      `documents/307000/${'a'.repeat(300)}.pdf`,
    ];
    for (const attempt of attempts) {
      // Encoded once as a browser would: the server sees the attempt itself (so an encoded attempt arrives double-encoded).
      const response = await download(admin, `filePath=${encodeURIComponent(attempt)}`);
      expect(response.statusCode, attempt).toBe(400);
      expect(body(response).messageCode, attempt).toBe('request.invalidPath');
    }
    // Raw (not encoded) forms in the address itself.
    for (const raw of ['filePath=../srm.sqlite', 'filePath=%2e%2e%2fsrm.sqlite', 'filePath=%2E%2E%5Csrm.sqlite', 'filePath=documents%2F..%2F..%2Fsrm.sqlite', 'filePath=%00', 'filePath=/etc/passwd']) {
      expect((await download(admin, raw)).statusCode, raw).toBe(400);
    }
    // A repeated or missing filePath.
    expect((await download(admin, 'filePath=a.pdf&filePath=b.pdf')).statusCode).toBe(400);
    expect(body(await download(admin, 'x=1')).messageCode).toBe('request.missingParameter');
  });

  it('refuses a stored path that is a link out of the folder', async () => {
    const link = 'documents/307000/linked-out.pdf';
    const outside = path.join(server.dataDir, 'outside.pdf');
    fs.writeFileSync(outside, 'not a stored file');
    fs.symlinkSync(outside, path.join(storage(), link));
    await insertDocument(server.db, {
      elsAccount: '307000',
      toElsAccount: '',
      businessModule: 'portal',
      fileName: 'linked-out.pdf',
      filePath: link,
      fileType: 'pdf',
      fileSize: 1,
      sha256: '',
      uploadUser: 'x',
      uploadedAt: '2000-01-01T00:00:00.000Z',
      remark: '',
    });
    const response = await download(admin, `filePath=${encodeURIComponent(link)}`);
    expect(response.statusCode).toBe(400);
    expect(body(response).messageCode).toBe('request.invalidPath');
  });
});

describe('document files after a restart', () => {
  it('answers a missing file as not found, and writes a lost demo file again at the next start', async () => {
    const server = await startTestServer();
    const dataDir = server.dataDir;
    try {
      const doc = DEMO_DOCUMENTS[1]!;
      fs.rmSync(path.join(server.ctx.config.storageDir, doc.path));
      const session = await login(server, BUYER_ADMIN);
      const gone = await server.app.inject({ method: 'GET', url: `${API}${endpoints.downloadPortalFile.path}?filePath=${encodeURIComponent(doc.path)}`, headers: session.headers });
      expect(gone.statusCode).toBe(404);
      expect(body(gone).messageCode).toBe('file.notFound');
      await server.close();
      const again = await buildServer({ dataDir, databaseUrl: server.ctx.config.databaseUrl });
      try {
        const back = await again.app.inject({ method: 'GET', url: `${API}${endpoints.downloadPortalFile.path}?filePath=${encodeURIComponent(doc.path)}`, headers: (await login(again, BUYER_ADMIN)).headers });
        expect(back.statusCode).toBe(200);
        expect(back.rawPayload.equals(doc.content())).toBe(true);
      } finally {
        await again.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('several instances on one storage folder (SRM_STORAGE_DIR)', () => {
  it('serves through one instance the avatar uploaded and the document file written through the other', async () => {
    // An image by its first bytes (the file service reads no further).
    const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(32)]);
    const shared = tempDir('srm-storage-');
    const a = await startTestServer({ storageDir: shared });
    try {
      const b = await startTestServer({ storageDir: shared, databaseUrl: a.ctx.config.databaseUrl });
      try {
        expect(a.dataDir).not.toBe(b.dataDir);
        const supplierOnA = await login(a, SUPPLIER_USER);
        const uploaded = await a.app.inject({ method: 'POST', url: `${API}${endpoints.uploadAvatar.path}`, headers: { ...supplierOnA.headers, 'content-type': 'image/png' }, payload: PNG });
        const filePath = body<AvatarUploadResult>(uploaded).data.filePath;
        const served = await b.app.inject({ method: 'GET', url: `${API}${endpoints.downloadFile.path}?filePath=${encodeURIComponent(filePath)}` });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(PNG)).toBe(true);

        // A document's file replaced through A is the file B hands out.
        const doc = DEMO_DOCUMENTS.find((item) => item.owner === '307000' && item.type === 'txt')!;
        const revised = Buffer.from('2027年春节供货安排（修订）\n', 'utf8');
        await a.ctx.files.put(doc.path, revised);
        const download = await b.app.inject({ method: 'GET', url: `${API}${endpoints.downloadPortalFile.path}?filePath=${encodeURIComponent(doc.path)}`, headers: (await login(b, BUYER_ADMIN)).headers });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(revised)).toBe(true);
        // Nothing went into either data dir's own storage folder.
        for (const dataDir of [a.dataDir, b.dataDir]) expect(fs.existsSync(path.join(dataDir, 'storage'))).toBe(false);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
      fs.rmSync(shared, { recursive: true, force: true });
    }
  });
});
