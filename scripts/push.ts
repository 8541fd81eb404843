/**
 * `npm run push -- <account> <text>`: sends one message to a user through a running reference
 * server. It signs in as an administrator, calls ElsSysMsgService/send (the server stores the message
 * and pushes it to the user's topic), signs out, and prints what happened.
 *
 *   <account>  the receiver: `307000_1002`, or a sub-account of the administrator's company (`1002`)
 *   <text>     the message (the title is its first 100 characters; at most 2000 in all)
 *
 * Environment: SRM_URL (default http://127.0.0.1:8380/portal, the address `npm start` prints; else
 * SRM_HOST/SRM_PORT), SRM_PUSH_ADMIN (`account_subAccount`, default the demo admin 307000_1001),
 * SRM_PUSH_PASSWORD (default the demo admin's password). `--url=<address>` overrides SRM_URL.
 */
import { pathToFileURL } from 'node:url';
import { BUYER_ADMIN } from '../server/fixtures/demoLogins';
import { endpoints } from '../src/contract/endpoints';
import { SEND_CONTENT_MAX, SEND_TITLE_MAX } from '../src/contract/pushBodies';
import type { SysMessage } from '../src/contract/sysMessages';

export interface PushCommand {
  /** The shell's address, e.g. http://127.0.0.1:8380/portal (the API is under /apis). */
  url: string;
  admin: { elsAccount: string; elsSubAccount: string; password: string };
  receiver: { elsAccount: string; elsSubAccount: string };
  title: string;
  content: string;
}

export const USAGE = 'usage: npm run push -- [--url=http://127.0.0.1:8380/portal] <account_subAccount | subAccount> <text>';

function splitAccount(value: string): { elsAccount: string; elsSubAccount: string } | undefined {
  const match = /^([A-Za-z0-9]{1,40})_([A-Za-z0-9]{1,40})$/.exec(value);
  return match ? { elsAccount: match[1]!, elsSubAccount: match[2]! } : undefined;
}

/** Reads the command line and environment; throws with the usage on anything it cannot use. */
export function parsePushCommand(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): PushCommand {
  const options = argv.filter((arg) => arg.startsWith('--'));
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  let url = env.SRM_URL || `http://${env.SRM_HOST || '127.0.0.1'}:${env.SRM_PORT || '8380'}/portal`;
  for (const option of options) {
    if (option.startsWith('--url=')) url = option.slice('--url='.length);
    else throw new Error(`unknown option ${option}\n${USAGE}`);
  }
  const [account, ...words] = positional;
  const text = words.join(' ').trim();
  if (!account || !text) throw new Error(USAGE);
  if (!/^https?:\/\/[^\s/]+(\/[^\s]*)?$/.test(url)) throw new Error(`not an http(s) address: ${url}`);
  const admin = splitAccount(env.SRM_PUSH_ADMIN || `${BUYER_ADMIN.elsAccount}_${BUYER_ADMIN.elsSubAccount}`);
  if (!admin) throw new Error('SRM_PUSH_ADMIN must be account_subAccount');
  const receiver = splitAccount(account) ?? (/^[A-Za-z0-9]{1,40}$/.test(account) ? { elsAccount: admin.elsAccount, elsSubAccount: account } : undefined);
  if (!receiver) throw new Error(`not an account: ${account}\n${USAGE}`);
  if (text.length > SEND_CONTENT_MAX) throw new Error(`the text has ${text.length} characters; at most ${SEND_CONTENT_MAX}`);
  return {
    url: url.replace(/\/+$/, ''),
    admin: { ...admin, password: env.SRM_PUSH_PASSWORD || BUYER_ADMIN.password },
    receiver,
    title: [...text].slice(0, SEND_TITLE_MAX).join(''),
    content: text,
  };
}

interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

async function call<T>(url: string, init: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  const text = await response.text();
  let answer: Envelope<T>;
  try {
    answer = JSON.parse(text) as Envelope<T>;
  } catch {
    throw new Error(`${init.method ?? 'GET'} ${url}: HTTP ${response.status}, not the API's answer`);
  }
  if (answer.code !== '200') throw new Error(`${answer.code} ${answer.message}`);
  return answer.data;
}

/** Signs in, sends, signs out; answers the stored message. */
export async function sendPush(command: PushCommand): Promise<SysMessage> {
  const api = `${command.url}/apis`;
  const json = { 'content-type': 'application/json' };
  const { token } = await call<{ token: string }>(`${api}${endpoints.login.path}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(command.admin),
  }).catch((error: Error) => {
    throw new Error(`sign-in as ${command.admin.elsAccount}_${command.admin.elsSubAccount} failed: ${error.message}`, { cause: error.cause });
  });
  const headers = { token, elsAccount: `${command.admin.elsAccount}_${command.admin.elsSubAccount}` };
  try {
    return await call<SysMessage>(`${api}${endpoints.sendMessage.path}`, {
      method: 'POST',
      headers: { ...json, ...headers },
      body: JSON.stringify({ ...command.receiver, title: command.title, content: command.content }),
    });
  } finally {
    await call(`${api}${endpoints.logout.path}`, { headers }).catch(() => undefined);
  }
}

async function main(): Promise<void> {
  let command: PushCommand;
  try {
    command = parsePushCommand(process.argv.slice(2), process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const to = `${command.receiver.elsAccount}_${command.receiver.elsSubAccount}`;
  try {
    const message = await sendPush(command);
    console.log(`Sent message ${message.id} to ${to} at ${message.sendTime}: ${message.msgTitle}`);
    console.log('Stored in the message centre and pushed to the user’s topic (open portals show a toast).');
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string } }).cause;
    const hint = cause?.code === 'ECONNREFUSED' ? ` (is the server running at ${command.url}? start it with npm start)` : '';
    console.error(`Not sent to ${to}: ${(error as Error).message}${hint}`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
