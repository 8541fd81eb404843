import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths.js';
import { startTestServer, tempDir, type TestServer } from '../../testServer.js';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.dispose();
  server = undefined;
});

function configWith(tenants: Record<string, unknown>): string {
  const dir = tempDir('srm-config-');
  fs.cpSync(path.join(REPO_ROOT, 'config', 'base'), path.join(dir, 'base'), { recursive: true });
  for (const [tenant, layout] of Object.entries(tenants)) {
    fs.mkdirSync(path.join(dir, 'tenants', tenant), { recursive: true });
    fs.writeFileSync(path.join(dir, 'tenants', tenant, 'layout.json'), JSON.stringify(layout));
  }
  return dir;
}

const cspOf = async (s: TestServer) => String((await s.app.inject({ method: 'GET', url: '/portal/' })).headers['content-security-policy']);

describe("the shell's CSP frame-src", () => {
  it('allows only its own origin when the layout allows no other', async () => {
    server = await startTestServer({ configDir: configWith({}) });
    expect(await cspOf(server)).toContain("frame-src 'self';");
  });

  it("adds the origins a tenant file allows, and never a value that could add a directive", async () => {
    server = await startTestServer({
      configDir: configWith({
        partner: { frames: { allowedOrigins: { rfq: { order: 1, origin: 'https://rfq.partner.example:8443' } } } },
        evil: { frames: { allowedOrigins: { x: { order: 1, origin: "https://a.example; script-src 'unsafe-eval'" } } } },
      }),
    });
    const csp = await cspOf(server);
    expect(csp).toContain("frame-src 'self' https://rfq.partner.example:8443;");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("script-src 'self';");
  });
});
