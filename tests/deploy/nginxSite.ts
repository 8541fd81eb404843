// Debian's nginx with the repository's site (deploy/nginx), started by a test in a temporary folder
// on loopback ports and stopped again: the templates filled as an operator fills them (their
// ${SRM_…} placeholders), a self-signed certificate made with openssl, an access log that says which
// requests nginx answered itself and which it passed to the server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectHttp2, constants as http2Constants, type IncomingHttpHeaders } from 'node:http2';
import { createServer, isIP, connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/app';
import { BUYER_ADMIN } from '../../server/fixtures/demoLogins';
import { endpoints } from '../../src/contract/endpoints';

export const NGINX_DIR = path.join(REPO_ROOT, 'deploy/nginx');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Fills a template's ${NAME} placeholders as `envsubst '${NAME} …'` does; fails on one left unfilled. */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  const filled = text.replace(/\$\{(SRM_[A-Z_]+)\}/g, (whole, name: string) => values[name] ?? whole);
  const left = /\$\{(SRM_[A-Z_]+)\}/.exec(filled);
  if (left) throw new Error(`placeholder ${left[0]} not filled`);
  return filled;
}

/** A free loopback port (the kernel's pick, released at once for nginx to take). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Stops a server a test started (SIGTERM, waiting for its exit) and removes its temporary folder. */
export async function stopServer(child: ChildProcess, dir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Waits until a server started by a test listens on `port`. `failure` says why it stopped (its exit
 * and log) once it has, undefined while it runs.
 */
export async function waitForPort(port: number, name: string, failure: () => string | undefined): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const stopped = failure();
    if (stopped !== undefined) throw new Error(`${name} exited: ${stopped}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connectTcp(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${name} did not open port ${port}: ${failure() ?? 'still running'}`);
}

export interface NginxSite {
  /** https://127.0.0.1:<port> */
  origin: string;
  port: number;
  httpPort: number;
  /** The certificate (PEM), for clients that check it. */
  certificate: string;
  /** The access log's lines so far: `<method> <uri> <status> <upstream or -> <protocol>`. */
  accessLog(): string[];
  stop(): Promise<void>;
}

export interface NginxOptions {
  /** The Node server, host:port. */
  upstream: string;
  /** The built shell. */
  distDir: string;
  /** The application prefixes (portal, and the tenant prefixes). */
  prefixes: readonly string[];
  /** The host name of the second site (a tenantByHost tenant). */
  tenantHost: string;
  /** Where /mqtt goes, host:port: default the Node server (its embedded broker). */
  mqttUpstream?: string;
  /** Open /mqtt connections per client address. Default 50. */
  mqttConnPerAddress?: number;
  /**
   * Several instances (tests/scale): deploy/nginx/srm-upstream.conf is included with these two
   * `server` lines (host:port and its parameters) and the sites pass to that upstream, not `upstream`.
   */
  upstreamServers?: readonly [string, string];
}

/** Starts nginx with the repository's two sites (filled templates) in a temporary folder. */
export async function startNginx(options: NginxOptions): Promise<NginxSite> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`);
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-nginx-'));
  // nginx's workers run as nobody: they must reach the temporary folder (their body and proxy buffers).
  chmodSync(dir, 0o755);
  const includes = path.join(dir, 'srm');
  mkdirSync(includes);
  const [port, httpPort] = [await freePort(), await freePort()];
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  const openssl = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=IP:127.0.0.1,DNS:localhost,DNS:${options.tenantHost}`, '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (openssl.status !== 0) throw new Error(`openssl: ${openssl.stderr}`);
  const values: Record<string, string> = {
    SRM_LISTEN: `127.0.0.1:${port}`,
    SRM_HTTP_LISTEN: `127.0.0.1:${httpPort}`,
    SRM_SERVER_NAME: '127.0.0.1 localhost',
    SRM_TLS_CERT: cert,
    SRM_TLS_KEY: key,
    SRM_TENANT_HOST: options.tenantHost,
    SRM_TENANT_TLS_CERT: cert,
    SRM_TENANT_TLS_KEY: key,
    SRM_NGINX_DIR: includes,
    SRM_DIST_DIR: options.distDir.replace(/\/+$/, ''),
    SRM_UPSTREAM: options.upstreamServers ? 'srm_servers' : options.upstream,
    SRM_UPSTREAM_A: options.upstreamServers?.[0] ?? options.upstream,
    SRM_UPSTREAM_B: options.upstreamServers?.[1] ?? options.upstream,
    SRM_MQTT_UPSTREAM: options.mqttUpstream ?? (options.upstreamServers ? 'srm_servers' : options.upstream),
    SRM_MQTT_CONN_PER_ADDRESS: String(options.mqttConnPerAddress ?? 50),
    SRM_PREFIXES: options.prefixes.join('|'),
  };
  // The repository's files, as an operator installs them: templates filled, the rest copied.
  for (const file of readdirSync(NGINX_DIR)) {
    const text = readFileSync(path.join(NGINX_DIR, file), 'utf8');
    writeFileSync(path.join(includes, file.replace(/\.template$/, '')), file.endsWith('.template') ? fillTemplate(text, values) : text);
  }
  const log = path.join(dir, 'error.log');
  // The main configuration is the test's (Debian's /etc/nginx/nginx.conf in a deployment): its own
  // pid, logs and buffers in the folder, Debian's MIME types, the brotli module, the two sites.
  const main = [
    existsSync(BROTLI_MODULE) ? `load_module ${BROTLI_MODULE};` : '',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${log} warn;`,
    // Each proxied request holds two connections, and the upstream keeps up to 256 idle ones
    // (srm-upstream.conf): with 512, 200 busy clients on two instances ran out ("worker_connections
    // are not enough, reusing connections": nginx closed clients' idle keep-alive connections).
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  log_format srm "$request_method $uri $status $upstream_addr $server_protocol";',
    `  access_log ${dir}/access.log srm;`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp}_temp_path ${dir}/${temp}_temp;`),
    options.upstreamServers ? `  include ${includes}/srm-upstream.conf;` : '',
    `  include ${includes}/srm-portal.conf;`,
    `  include ${includes}/srm-portal-host.conf;`,
    '}',
    '',
  ].join('\n');
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, main);
  const check = spawnSync(NGINX, ['-t', '-p', dir, '-c', conf], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  await waitForPort(port, 'nginx', () => (child.exitCode === null ? undefined : `(${child.exitCode}) ${readFileSync(log, 'utf8')}`));
  const accessLog = path.join(dir, 'access.log');
  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    httpPort,
    certificate: readFileSync(cert, 'utf8'),
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter((line) => line !== '') : []),
    stop: () => stopServer(child, dir),
  };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request over HTTP/2 with TLS checked against `certificate` (the connection fails unless the
 * server speaks h2: node's client offers only h2). `servername`: the TLS server name and :authority host.
 */
export function h2Request(
  origin: string,
  certificate: string,
  requestPath: string,
  { method = 'GET', headers = {}, body, servername }: { method?: string; headers?: Record<string, string>; body?: string; servername?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin);
    const name = servername ?? url.hostname;
    // An address is checked against the certificate's IP names; SNI carries host names only.
    const session = connectHttp2(origin, { ca: certificate, ...(isIP(name) === 0 ? { servername: name } : {}) });
    session.once('error', reject);
    const request = session.request({
      [http2Constants.HTTP2_HEADER_METHOD]: method,
      [http2Constants.HTTP2_HEADER_PATH]: requestPath,
      [http2Constants.HTTP2_HEADER_AUTHORITY]: servername ? `${servername}:${url.port}` : url.host,
      ...headers,
    });
    const chunks: Buffer[] = [];
    let answerHeaders: IncomingHttpHeaders = {};
    request.on('response', (received) => (answerHeaders = received));
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.once('error', (error) => (session.close(), reject(error)));
    request.on('end', () => {
      session.close();
      resolve({ status: Number(answerHeaders[':status']), headers: answerHeaders, body: Buffer.concat(chunks) });
    });
    request.end(body);
  });
}

/** A message for the buyer admin, sent by the admin through the site's API (stored, then pushed); its id. */
export async function sendAdminMessage(site: NginxSite, title: string): Promise<string> {
  const api = '/portal/apis';
  const json = { 'content-type': 'application/json' };
  const { elsAccount, elsSubAccount, password } = BUYER_ADMIN;
  const signIn = await h2Request(site.origin, site.certificate, `${api}${endpoints.login.path}`, { method: 'POST', headers: json, body: JSON.stringify({ elsAccount, elsSubAccount, password }) });
  const token = (JSON.parse(signIn.body.toString('utf8')) as { data: { token: string } }).data.token;
  const sent = await h2Request(site.origin, site.certificate, `${api}${endpoints.sendMessage.path}`, {
    method: 'POST',
    headers: { ...json, token, elsaccount: `${elsAccount}_${elsSubAccount}` },
    body: JSON.stringify({ elsAccount, elsSubAccount, title }),
  });
  if (sent.status !== 200) throw new Error(`sending a message through nginx answered ${sent.status}: ${sent.body.toString('utf8')}`);
  return (JSON.parse(sent.body.toString('utf8')) as { data: { id: string } }).data.id;
}
