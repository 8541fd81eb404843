// Mosquitto's dynamic-security plugin, the pure part: the commands the server sends on
// $CONTROL/dynamic-security/v1 for one login session, and the reading of the plugin's answers on
// $CONTROL/dynamic-security/v1/response. Mosquitto 2.0 checks one password per user name and cannot
// verify a token; so every signed-in session gets a broker client of its own (user name `s-<sid>`),
// whose role lets it subscribe to the user's topics and nothing else. The provisioner
// (dynsecProvisioner.ts) sends these; docs/deployment.md, "External broker", tells the design.
import crypto from 'node:crypto';

export const DYNSEC_TOPIC = '$CONTROL/dynamic-security/v1';
export const DYNSEC_RESPONSE_TOPIC = `${DYNSEC_TOPIC}/response`;

/** Every session client's (and role's) name starts with this; reconciliation removes only these. */
export const SESSION_CLIENT_PREFIX = 's-';

/** Topics one session's role may name at most (a user has one or two). */
export const MAX_ROLE_TOPICS = 16;

/** Bytes of one answer the server reads at most (a listClients page of 1,000 names is ~50 KB). */
export const MAX_ANSWER_BYTES = 256 * 1024;

export type DynsecCommand = { command: string } & Record<string, unknown>;

export interface DynsecAnswer {
  command: string;
  error?: string;
  correlationData?: string;
  data?: unknown;
}

/** The broker user name of a login session. */
export const sessionUsername = (sid: string): string => `${SESSION_CLIENT_PREFIX}${sid}`;

/** The login session of a broker user name; undefined for any other client (the server's own, an operator's). */
export function sidOfUsername(username: string): string | undefined {
  if (!username.startsWith(SESSION_CLIENT_PREFIX)) return undefined;
  const sid = username.slice(SESSION_CLIENT_PREFIX.length);
  return /^[A-Za-z0-9-]{1,64}$/.test(sid) ? sid : undefined;
}

/**
 * The broker password of a login session: an HMAC of its id with the server's secret, so every
 * tab of the session gets the same one and a restarted server hands it out again without having
 * stored it. Nobody without the secret can derive it; it dies with the client (deleted at logout).
 */
export function sessionPassword(secret: string, sid: string): string {
  return crypto.createHmac('sha256', secret).update(`srm-dynsec-session\0${sid}`).digest('base64url');
}

/**
 * Commands that make the session's client exist, with this password and enabled: its role (subscribe
 * to exactly these topics, literal: no wildcard a topic may contain widens it), the client, and for
 * a client that already exists (a restarted server, a second tab, an unlock) its password set and
 * the client enabled again. "already exists" answers of the first two are expected.
 */
export function ensureCommands(sid: string, password: string, topics: readonly string[]): DynsecCommand[] {
  const username = sessionUsername(sid);
  const acls = topics.slice(0, MAX_ROLE_TOPICS).map((topic) => ({ acltype: 'subscribeLiteral', topic, allow: true, priority: 0 }));
  return [
    { command: 'createRole', rolename: username, acls },
    { command: 'createClient', username, password, roles: [{ rolename: username, priority: 0 }] },
    { command: 'setClientPassword', username, password },
    { command: 'enableClient', username },
  ];
}

/** A locked screen: the broker disconnects the client at once and refuses it until enabled again. */
export const disableCommands = (sid: string): DynsecCommand[] => [{ command: 'disableClient', username: sessionUsername(sid) }];

/** Logout, revocation, the session's end: the client (disconnected at once) and its role go. */
export const deleteCommands = (sid: string): DynsecCommand[] => [
  { command: 'deleteClient', username: sessionUsername(sid) },
  { command: 'deleteRole', rolename: sessionUsername(sid) },
];

/** The role that lets the server's own account publish the users' events. */
export const PUBLISHER_ROLE = 'srm-publisher';

/**
 * What the design rests on, sent at every start (a hand-made dynamic-security.json cannot weaken
 * it): no client publishes and no client subscribes unless a role allows it; delivery and
 * unsubscribing stay allowed. And the publisher role (publish on any topic but the $-topics: `#`
 * does not match them), which the server's own account needs besides the admin role `mosquitto_ctrl
 * dynsec init` gave it (that one covers $CONTROL but no publishing).
 */
export const startCommands = (): DynsecCommand[] => [
  {
    command: 'setDefaultACLAccess',
    acls: [
      { acltype: 'publishClientSend', allow: false },
      { acltype: 'publishClientReceive', allow: true },
      { acltype: 'subscribe', allow: false },
      { acltype: 'unsubscribe', allow: true },
    ],
  },
  { command: 'createRole', rolename: PUBLISHER_ROLE, acls: [{ acltype: 'publishClientSend', topic: '#', allow: true, priority: 0 }] },
];

/** The server's own client, to see whether it has the publisher role. */
export const getClientCommand = (username: string): DynsecCommand => ({ command: 'getClient', username });

/**
 * Gives the server's account the publisher role. Mosquitto disconnects a client whose roles change
 * (and answers "Internal error" to a role it has already): sent only when getClient shows it missing;
 * the server's clients reconnect and find it there.
 */
export const addPublisherCommand = (username: string): DynsecCommand => ({ command: 'addClientRole', username, rolename: PUBLISHER_ROLE, priority: 100 });

/** Whether a getClient answer lists the role. */
export function hasRole(answer: DynsecAnswer | undefined, rolename: string): boolean {
  const roles = (answer?.data as { client?: { roles?: unknown } } | undefined)?.client?.roles;
  return Array.isArray(roles) && roles.some((role) => (role as { rolename?: unknown } | null)?.rolename === rolename);
}

/** One page of the broker's client names. */
export const listClientsCommand = (count: number, offset: number): DynsecCommand => ({ command: 'listClients', verbose: false, count, offset });

/** The message for a batch of commands, each carrying the correlation id the answer returns. */
export function commandMessage(commands: readonly DynsecCommand[], correlation: string): string {
  return JSON.stringify({ commands: commands.map((command, index) => ({ ...command, correlationData: `${correlation}:${index}` })) });
}

/** The answers of one response message; [] for anything that is not the plugin's answer. */
export function parseAnswers(payload: Uint8Array | string): DynsecAnswer[] {
  const text = typeof payload === 'string' ? payload : Buffer.from(payload).toString('utf8');
  if (text.length > MAX_ANSWER_BYTES) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const responses = (parsed as { responses?: unknown } | null)?.responses;
  if (!Array.isArray(responses)) return [];
  const answers: DynsecAnswer[] = [];
  for (const item of responses) {
    if (typeof item !== 'object' || item === null) continue;
    const { command, error, correlationData, data } = item as Record<string, unknown>;
    if (typeof command !== 'string') continue;
    answers.push({
      command,
      ...(typeof error === 'string' ? { error } : {}),
      ...(typeof correlationData === 'string' ? { correlationData } : {}),
      ...(data !== undefined ? { data } : {}),
    });
  }
  return answers;
}

/** An error that leaves the wanted state reached: the thing existed already, or was gone already. */
export function harmlessError(command: string, error: string): boolean {
  const text = error.toLowerCase();
  if ((command === 'createRole' || command === 'createClient') && text.includes('already exists')) return true;
  if ((command === 'deleteClient' || command === 'deleteRole' || command === 'disableClient') && text.includes('not found')) return true;
  return false;
}

/** The client names of a listClients answer (non-verbose: names; verbose: objects with a username). */
export function clientNames(answer: DynsecAnswer): { names: string[]; total: number } {
  const data = answer.data as { clients?: unknown; totalCount?: unknown } | undefined;
  const list = Array.isArray(data?.clients) ? data.clients : [];
  const names = list.map((entry) => (typeof entry === 'string' ? entry : typeof (entry as { username?: unknown })?.username === 'string' ? (entry as { username: string }).username : undefined)).filter((name): name is string => name !== undefined);
  const total = typeof data?.totalCount === 'number' ? data.totalCount : names.length;
  return { names, total };
}
