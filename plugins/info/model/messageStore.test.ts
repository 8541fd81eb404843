import { describe, expect, it, vi } from 'vitest';
import { AxiosError } from 'axios';
import type { SysMessage } from '@plugin-api';
// The model over the shell's real calls, badge store and a scripted HTTP client: what it asks the server for.
import * as messageCalls from '../../../src/core/api/messages';
import { bindCalls } from '../../../src/app/pluginModels';
import { BadgeStore } from '../../../src/stores/badgeStore';
import { scriptedHttp } from '../../../src/testing/storeKit';
import { UserScopedStores } from '../../../src/stores/userScoped';
import { MessageStore } from './messageStore';

const ok = (data: unknown) => ({ status: 200, data: { code: '200', data } });
const account = () => ({ elsAccount: '307000', elsSubAccount: '1001' });
const message = (id: string, readFlag: '0' | '1'): SysMessage => ({
  id,
  msgType: 'order',
  msgTitle: `m${id}`,
  msgContent: '',
  sendUser: '系统',
  sendElsAccount: '307000',
  sendTime: '2026-11-01T00:00:00Z',
  readFlag,
  readTime: null,
  businessType: '',
  businessId: '',
});

/** The message centre as the portal makes it: its calls bound to the client, the shell's badge store as its badges and push events. */
function centre(http: ReturnType<typeof scriptedHttp>) {
  const badges = new BadgeStore({ http, account });
  return { store: new MessageStore(bindCalls(messageCalls, http), badges, badges, () => '网络连接中断，请检查网络'), badges };
}

describe('MessageStore', () => {
  it('sends the read filter and keyword, and keeps the badge to the count each mark answers', async () => {
    const bodies: unknown[] = [];
    const http = scriptedHttp({
      findMessages: (config) => {
        bodies.push(JSON.parse(String(config.data)));
        return ok({ rows: [message('1', '0')], total: 1, pageNo: 1, pageSize: 20 });
      },
      getUnreadMessages: () => ok({ total: 5, rows: [message('1', '0')] }),
      markMessage: () => ok({ message: message('1', '1'), unread: 4 }),
      markAllMessagesRead: () => ok({ updated: 4, unread: 0 }),
    });
    const { store, badges } = centre(http);
    await store.refreshUnread();
    expect(store.unreadCount).toBe(5);
    await store.setReadFilter('unread');
    await store.search(' 订单 ');
    expect(bodies.at(-1)).toEqual({ pageNo: 1, pageSize: 20, readFlag: '0', keyword: '订单' });
    // The message type filter, from page 1, with the other filters kept; '' shows every type.
    await store.messages.goTo(1);
    await store.setMsgType('finance');
    expect(bodies.at(-1)).toEqual({ pageNo: 1, pageSize: 20, readFlag: '0', msgType: 'finance', keyword: '订单' });
    await store.setMsgType('');
    expect(bodies.at(-1)).toEqual({ pageNo: 1, pageSize: 20, readFlag: '0', keyword: '订单' });
    expect(await store.mark('1', true)).toBe(true);
    expect(store.unreadCount).toBe(4);
    expect(store.messages.rows[0]!.readFlag).toBe('1');
    expect(store.unreadRows).toEqual([]);
    expect(await store.markAllRead()).toBe(true);
    expect(store.unreadCount).toBe(0);
    // The user goes: the model and the shell's badge are on the one clearing list.
    const userScoped = new UserScopedStores();
    userScoped.register(badges, store);
    userScoped.clear();
    expect(store.unreadCount).toBeUndefined();
    expect(store.messages.rows).toEqual([]);
  });

  it('opens a message to its full text and marks it read; a pushed message reloads the list only while it is shown', async () => {
    let rows = [message('1', '0')];
    let pages = 0;
    const http = scriptedHttp({
      findMessages: () => {
        pages += 1;
        return ok({ rows, total: rows.length, pageNo: 1, pageSize: 20 });
      },
      getUnreadMessages: () => ok({ total: rows.filter((row) => row.readFlag === '0').length, rows: rows.filter((row) => row.readFlag === '0') }),
      markMessage: () => ok({ message: message('1', '1'), unread: 0 }),
    });
    const { store } = centre(http);
    await store.messages.load();
    await store.open(store.messages.rows[0]!);
    expect(store.opened?.readFlag).toBe('1');
    expect(store.unreadCount).toBe(0);
    store.close();
    expect(store.opened).toBeUndefined();

    // Not on screen: the list waits, and reads again when shown.
    rows = [message('2', '0'), message('1', '1')];
    store.arrived();
    expect(pages).toBe(1);
    const hide = store.show();
    await vi.waitFor(() => expect(store.messages.rows.map((row) => row.id)).toEqual(['2', '1']));
    // On screen: at once.
    rows = [message('3', '0'), ...rows];
    store.arrived();
    await vi.waitFor(() => expect(store.messages.rows.map((row) => row.id)).toEqual(['3', '2', '1']));
    await vi.waitFor(() => expect(store.unreadCount).toBe(2));
    hide();
    store.arrived();
    expect(pages).toBe(3);
  });

  it('shows a failed mark and keeps the badge', async () => {
    const http = scriptedHttp({ markMessage: () => ({ status: 404, data: { code: '404', message: 'gone' } }) });
    const { store } = centre(http);
    store.setUnread(3);
    expect(await store.mark('9', true)).toBe(false);
    expect(store.unreadCount).toBe(3);
    expect(store.actionError).toBeTruthy();
  });

  it('says a mark got no answer in the user’s language (the server killed), never the library’s words, and keeps the row as it was', async () => {
    let alive = true;
    const http = scriptedHttp({
      findMessages: () => ok({ rows: [message('1', '0')], total: 1, pageNo: 1, pageSize: 20 }),
      markMessage: (config) => (alive ? ok({ message: message('1', '1'), unread: 0 }) : Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config))),
      markAllMessagesRead: (config) => Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)),
    });
    const { store } = centre(http);
    await store.messages.load(1);
    store.setUnread(1);
    alive = false;
    expect(await store.mark('1', true)).toBe(false);
    expect([store.actionError, store.messages.rows[0]!.readFlag, store.unreadCount]).toEqual(['网络连接中断，请检查网络', '0', 1]);
    expect(await store.markAllRead()).toBe(false);
    expect(store.actionError).toBe('网络连接中断，请检查网络');
    // Back: the retry is stored and the message cleared.
    alive = true;
    expect(await store.mark('1', true)).toBe(true);
    expect([store.actionError, store.messages.rows[0]!.readFlag, store.unreadCount]).toEqual([undefined, '1', 0]);
  });
});
