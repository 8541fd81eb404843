// Every seeded approval's document opens a real page of the demo sub-apps: src/documents knows
// each document number the seed gives an approval, with the supplier its title names, the amount an
// order's title names and the approval's own process; and the link map sends each type to the
// sub-app whose detail page shows it (which loads the documents' bundle, shared/documents.js).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATFORM_APP_PATHS } from '../platform/static/staticFiles.js';
import { REPO_ROOT } from '../app.js';
import { serverForEachTest } from '../testServer.js';
import { findDocument } from './src/documents/documents.js';

/** The demo sub-app (folder) a link-map path opens: /subapps/<app>/ or a platform path the server redirects there. */
function subAppOf(linkPath: string): string | undefined {
  const direct = /^\/subapps\/([a-z]+)\//.exec(linkPath);
  if (direct) return direct[1];
  const prefix = Object.keys(PLATFORM_APP_PATHS)
    .sort((a, b) => b.length - a.length)
    .find((from) => linkPath.startsWith(from));
  return prefix ? PLATFORM_APP_PATHS[prefix] : undefined;
}

describe('the documents of the seeded approvals', () => {
  const server = serverForEachTest();

  it('are each known to the demo sub-app the link map opens, with the supplier, amount and process of the approval', async () => {
    const documents = { find: findDocument };
    const layout = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'config/base/layout.json'), 'utf8')) as { auditLinks: Record<string, { path: string }> };
    const rows = await server.db
      .selectFrom('audit_tasks')
      .select(['audit_type as type', 'business_id as number', 'title', 'process_instance_id as flow'])
      .distinct()
      .execute();
    expect(rows.length).toBeGreaterThan(80);
    const byNumber = new Map<string, string>();
    for (const row of rows) {
      // One document number, one document: no two approvals of a type name different suppliers under one number.
      expect(byNumber.get(`${row.type}|${row.number}`) ?? row.flow, row.number).toBe(row.flow);
      byNumber.set(`${row.type}|${row.number}`, row.flow);
      const doc = documents.find(row.number);
      expect(doc, `${row.type} ${row.number}`).not.toBeNull();
      expect(row.title, row.number).toContain(row.type === 'rfqClientQuota' ? doc!.customer[0] : doc!.supplier[0]);
      expect(doc!.flow).toBe(row.flow);
      if (doc!.kind === 'order') expect(row.title).toContain(`¥${doc!.amount!.toLocaleString('en-US')}.00`);
      const link = layout.auditLinks[row.type];
      expect(link, row.type).toBeDefined();
      const app = subAppOf(link!.path);
      expect(app, link!.path).toBeDefined();
      expect(['rfq', 'order', 'supplier'], `${row.type} → ${app}`).toContain(app);
      // The sub-app's page loads the documents script before its own.
      expect(fs.readFileSync(path.join(REPO_ROOT, `server/demo-apps/${app}/index.html`), 'utf8')).toContain('../shared/documents.js');
    }
    expect(new Set(rows.map((row) => row.type)).size).toBe(10);
    expect(documents.find('RFQ-2026-3001')).toMatchObject({ kind: 'inquiry', flow: 'AP-307000-0002' });
    // Numbers outside the seed's are no document.
    for (const unknown of ['RFQ-2026-3999', 'PO2026700038', 'QT-9999', 'ADM-0999', '<script>', 'x'.repeat(100)]) expect(documents.find(unknown)).toBeNull();
  });
});
