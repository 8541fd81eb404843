/**
 * Debian's Mosquitto (/usr/sbin/mosquitto) for the broker benchmark, started in a temporary folder
 * on a free loopback port with a WebSocket listener: no anonymous clients, a password file of
 * `users` users with random passwords (hashed by Debian's mosquitto_passwd) plus one publisher,
 * and an ACL in which each user reads only its own topic and only the publisher writes.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import { chownSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../deploy/nginxSite';
import type { Credentials } from './mqttFleet';

export const MOSQUITTO = '/usr/sbin/mosquitto';
const MOSQUITTO_PASSWD = '/usr/bin/mosquitto_passwd';

/** The bench users' topics: as the shell's default template, srm/{environment}/{user}. */
const topicOf = (username: string) => `srm/bench/${username}`;

export interface RunningMosquitto {
  url: string;
  pid: number;
  version: string;
  users: Credentials[];
  publisher: { username: string; password: string };
  stop(): Promise<void>;
}

/**
 * Started as root, Mosquitto drops to its own user ('mosquitto' on Debian): the folder and its files
 * then become that user's (and stay unreadable to others). Otherwise it runs as the caller.
 */
function handToBrokerUser(dir: string): void {
  if (process.getuid?.() !== 0) return;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('mosquitto:'));
  if (!entry) throw new Error('running as root without a mosquitto user to drop to');
  const [, , uid, gid] = entry.split(':').map(Number);
  for (const name of ['', ...readdirSync(dir)]) chownSync(path.join(dir, name), uid!, gid!);
}

/** Resolves once a TCP connection to the port opens (the broker listens), or rejects after `ms`. */
async function listening(port: number, ms: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mosquitto exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto did not listen on ${port} within ${ms} ms`);
}

export async function startMosquitto(users: number): Promise<RunningMosquitto> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'srm-bench-mosquitto-'));
  const password = () => crypto.randomBytes(18).toString('base64url');
  const credentials: Credentials[] = Array.from({ length: users }, (_, n) => {
    const username = `990001_${n + 1}`;
    return { username, password: password(), topic: topicOf(username) };
  });
  const publisher = { username: 'srm-server', password: password() };
  const passwordFile = path.join(dir, 'passwd');
  writeFileSync(passwordFile, [...credentials, publisher].map((user) => `${user.username}:${user.password}\n`).join(''), { mode: 0o600 });
  // Hashes the plain passwords in place (PBKDF2-SHA512, Mosquitto 2.0's own format).
  execFileSync(MOSQUITTO_PASSWD, ['-U', passwordFile]);
  const aclFile = path.join(dir, 'acl');
  writeFileSync(aclFile, `user ${publisher.username}\ntopic write srm/#\n\npattern read ${topicOf('%u')}\n`, { mode: 0o600 });
  const port = await freePort();
  // Mosquitto 2.0.11 refuses to start with WebSocket listeners only ("Unable to start any listening
  // sockets"): a plain MQTT listener on loopback comes first; the benchmark does not use it.
  const tcpPort = await freePort();
  const configFile = path.join(dir, 'mosquitto.conf');
  writeFileSync(
    configFile,
    [
      'per_listener_settings false',
      'allow_anonymous false',
      `password_file ${passwordFile}`,
      `acl_file ${aclFile}`,
      'persistence false',
      'max_inflight_messages 20',
      'log_dest stderr',
      'log_type error',
      'log_type warning',
      `listener ${tcpPort} 127.0.0.1`,
      `listener ${port} 127.0.0.1`,
      'protocol websockets',
      '',
    ].join('\n'),
  );
  handToBrokerUser(dir);
  const child = spawn(MOSQUITTO, ['-c', configFile], { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 64 * 1024) stderr += chunk.toString('utf8');
  });
  const version = spawnSync(MOSQUITTO, ['-h'], { encoding: 'utf8' }).stdout.split('\n')[0]!.trim();
  try {
    await listening(port, 10_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    url: `ws://127.0.0.1:${port}/mqtt`,
    pid: child.pid!,
    version,
    users: credentials,
    publisher,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
      if (stderr.trim()) console.log(`mosquitto said:\n${stderr.trim().split('\n').slice(-10).join('\n')}`);
    },
  };
}
