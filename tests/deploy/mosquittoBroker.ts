// Debian's Mosquitto with the repository's configuration (deploy/mosquitto), started by a test in a
// temporary folder on free loopback ports and stopped again: the template filled as an operator
// fills it, the dynamic-security file made by `mosquitto_ctrl dynsec init` with the server's admin
// account, exactly as docs/deployment.md tells.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/app';
import { fillTemplate, freePort, stopServer, waitForPort } from './nginxSite';

export const MOSQUITTO_DIR = path.join(REPO_ROOT, 'deploy/mosquitto');
const MOSQUITTO = '/usr/sbin/mosquitto';
const MOSQUITTO_CTRL = '/usr/bin/mosquitto_ctrl';

export interface MosquittoBroker {
  /** mqtt://127.0.0.1:<port>: the server's listener. */
  tcpUrl: string;
  /** ws://127.0.0.1:<port>: the browsers' listener (behind nginx's /mqtt). */
  wsUrl: string;
  wsPort: number;
  admin: { username: string; password: string };
  /** What the broker logged so far. */
  log(): string;
  stop(): Promise<void>;
}

export interface MosquittoOptions {
  maxConnections?: number;
}

export async function startMosquitto(options: MosquittoOptions = {}): Promise<MosquittoBroker> {
  if (!existsSync(MOSQUITTO)) throw new Error(`${MOSQUITTO} is missing: apt-get install -y mosquitto`);
  const dir = mkdtempSync(path.join(tmpdir(), 'srm-mosquitto-'));
  const [tcpPort, wsPort] = [await freePort(), await freePort()];
  const admin = { username: 'srm-server', password: 'test-admin-password-0123456789' };
  const dynsecFile = path.join(dir, 'dynamic-security.json');
  // The operator's step: the plugin's file with the server's admin account (all rights on $CONTROL
  // and on every topic; the server's role), made by Mosquitto's own tool.
  const init = spawnSync(MOSQUITTO_CTRL, ['dynsec', 'init', dynsecFile, admin.username, admin.password], { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`mosquitto_ctrl dynsec init: ${init.stderr}${init.stdout}`);
  const values = {
    SRM_MQTT_TCP_PORT: String(tcpPort),
    SRM_MQTT_WS_PORT: String(wsPort),
    SRM_MQTT_DYNSEC_FILE: dynsecFile,
    SRM_MQTT_MAX_CONNECTIONS: String(options.maxConnections ?? 1000),
  };
  const conf = path.join(dir, 'mosquitto.conf');
  writeFileSync(conf, fillTemplate(readFileSync(path.join(MOSQUITTO_DIR, 'mosquitto.conf.template'), 'utf8'), values));
  // Started as root, Mosquitto drops to the `mosquitto` user: the folder is that user's, as
  // /var/lib/mosquitto is on Debian (the plugin rewrites its file there).
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'mosquitto'], { encoding: 'utf8' });
    const uid = Number(id.stdout.trim());
    if (id.status === 0 && Number.isInteger(uid)) for (const file of ['', ...readdirSync(dir)]) chownSync(path.join(dir, file), uid, -1);
  }
  let output = '';
  const child = spawn(MOSQUITTO, ['-c', conf], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () => output;
  const failure = (): string | undefined => (child.exitCode === null ? undefined : log());
  await waitForPort(tcpPort, 'mosquitto', failure);
  await waitForPort(wsPort, 'mosquitto', failure);
  return {
    tcpUrl: `mqtt://127.0.0.1:${tcpPort}`,
    wsUrl: `ws://127.0.0.1:${wsPort}`,
    wsPort,
    admin,
    log,
    stop: () => stopServer(child, dir),
  };
}
