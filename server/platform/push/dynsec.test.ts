import { describe, expect, it } from 'vitest';
import { clientNames, commandMessage, deleteCommands, disableCommands, ensureCommands, harmlessError, hasRole, MAX_ANSWER_BYTES, parseAnswers, sessionPassword, sidOfUsername, startCommands } from './dynsec.js';

describe('dynamic-security commands', () => {
  it('gives a session a role that subscribes to its literal topics only, and a client with that role', () => {
    const commands = ensureCommands('abc-1', 'pw', ['srm/acme/u1/msg', 'srm/acme/u1/#']);
    expect(commands.map((command) => command.command)).toEqual(['createRole', 'createClient', 'setClientPassword', 'enableClient']);
    expect(commands[0]).toEqual({
      command: 'createRole',
      rolename: 's-abc-1',
      acls: [
        { acltype: 'subscribeLiteral', topic: 'srm/acme/u1/msg', allow: true, priority: 0 },
        // Literal: a '#' in a topic is no wildcard here.
        { acltype: 'subscribeLiteral', topic: 'srm/acme/u1/#', allow: true, priority: 0 },
      ],
    });
    expect(commands[1]).toMatchObject({ username: 's-abc-1', password: 'pw', roles: [{ rolename: 's-abc-1' }] });
    expect(disableCommands('abc-1')).toEqual([{ command: 'disableClient', username: 's-abc-1' }]);
    expect(deleteCommands('abc-1').map((command) => command.command)).toEqual(['deleteClient', 'deleteRole']);
  });

  it('denies publishing and subscribing by default; the publisher role covers no $-topic', () => {
    const [defaults, publisher] = startCommands();
    expect(defaults?.acls).toContainEqual({ acltype: 'publishClientSend', allow: false });
    expect(defaults?.acls).toContainEqual({ acltype: 'subscribe', allow: false });
    expect(publisher).toMatchObject({ command: 'createRole', acls: [{ acltype: 'publishClientSend', topic: '#', allow: true }] });
  });

  it('derives one password per session from the secret, which nobody can guess without it', () => {
    expect(sessionPassword('secret', 'a')).toBe(sessionPassword('secret', 'a'));
    expect(sessionPassword('secret', 'a')).not.toBe(sessionPassword('secret', 'b'));
    expect(sessionPassword('other', 'a')).not.toBe(sessionPassword('secret', 'a'));
    expect(sessionPassword('secret', 'a')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('knows the session clients from every other client', () => {
    expect(sidOfUsername('s-0b6c-11ef')).toBe('0b6c-11ef');
    expect(sidOfUsername('srm-server')).toBeUndefined();
    expect(sidOfUsername('s-')).toBeUndefined();
    expect(sidOfUsername('s-a/b')).toBeUndefined();
  });
});

describe('dynamic-security answers', () => {
  it('reads the answers with their correlation, and tells harmless errors from real ones', () => {
    const message = JSON.parse(commandMessage(disableCommands('x'), 'c7')) as { commands: Array<{ correlationData: string }> };
    expect(message.commands[0]?.correlationData).toBe('c7:0');
    const answers = parseAnswers(JSON.stringify({ responses: [{ command: 'createClient', error: 'Client already exists', correlationData: 'c7:1' }, { command: 'enableClient', correlationData: 'c7:3' }, 'junk'] }));
    expect(answers).toEqual([
      { command: 'createClient', error: 'Client already exists', correlationData: 'c7:1' },
      { command: 'enableClient', correlationData: 'c7:3' },
    ]);
    expect(harmlessError('createClient', 'Client already exists')).toBe(true);
    expect(harmlessError('deleteClient', 'Client not found')).toBe(true);
    expect(harmlessError('enableClient', 'Client not found')).toBe(false);
    expect(harmlessError('setDefaultACLAccess', 'Internal error')).toBe(false);
  });

  it('ignores what is not an answer or is too large', () => {
    expect(parseAnswers('not json')).toEqual([]);
    expect(parseAnswers('{"responses":3}')).toEqual([]);
    expect(parseAnswers(`{"responses":[],"pad":"${'x'.repeat(MAX_ANSWER_BYTES)}"}`)).toEqual([]);
  });

  it('reads client names of a listClients page and the roles of getClient', () => {
    expect(clientNames({ command: 'listClients', data: { totalCount: 3, clients: ['srm-server', 's-a', 7] } })).toEqual({ names: ['srm-server', 's-a'], total: 3 });
    expect(clientNames({ command: 'listClients', data: { clients: [{ username: 's-b' }] } })).toEqual({ names: ['s-b'], total: 1 });
    expect(hasRole({ command: 'getClient', data: { client: { roles: [{ rolename: 'admin' }, { rolename: 'srm-publisher' }] } } }, 'srm-publisher')).toBe(true);
    expect(hasRole({ command: 'getClient', data: { client: {} } }, 'srm-publisher')).toBe(false);
  });
});
