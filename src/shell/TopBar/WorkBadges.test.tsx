import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { RawIntlProvider } from 'react-intl';
import { RootStore, StoreContext, type RootStoreOptions } from '../../stores/rootStore';
import type { MqttClientLike } from '../../stores/push/mqttClient';
import { baseLayers, scriptedAdapter, signedInStorage } from '../../testing/storeKit';
import { memoryStorage } from '../../core/storage';
import { shellMessages } from '../messages';
import { WorkBadges } from './WorkBadges';

afterEach(cleanup);

function renderBadges(options: Partial<RootStoreOptions> = {}) {
  const root = new RootStore({
    startupLayers: baseLayers(),
    messages: shellMessages,
    appPrefix: '/portal',
    shellOrigin: 'http://127.0.0.1',
    localStorage: signedInStorage(),
    sessionStorage: memoryStorage(),
    browserLanguage: 'zh-CN',
    ...options,
  });
  render(
    <StoreContext.Provider value={root}>
      <RawIntlProvider value={root.locale.intl}>
      <FluentProvider theme={webLightTheme}>
        <WorkBadges />
      </FluentProvider>
      </RawIntlProvider>
    </StoreContext.Provider>,
  );
  return root;
}

describe('WorkBadges', () => {
  it('shows 99+ above 99 while the accessible label carries the real number', () => {
    const root = renderBadges();
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
    act(() => root.badges.setUnread(99));
    expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('99');
    act(() => root.badges.setUnread(12_000));
    expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('99+');
    expect(screen.getByTestId('topbar-unread-badge').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByTestId('topbar-messages').getAttribute('aria-label')).toBe('消息中心（12000 条未读）');
    expect(screen.getByTestId('topbar-messages').getAttribute('data-count')).toBe('12000');
    act(() => root.badges.setUnread(0));
    expect(screen.queryByTestId('topbar-unread-badge')).toBeNull();
  });

  it('shows the counts the server answers after the push connects, then the counts pushes move (the badge store, no message page open)', async () => {
    const broker = new OneClientBroker();
    const root = renderBadges({ loadMqtt: () => Promise.resolve(() => broker.client) });
    const ok = (data: unknown) => ({ status: 200, data: { code: '200', data } });
    root.http.defaults.adapter = scriptedAdapter({
      getUnreadMessages: () => ok({ total: 4, rows: [] }),
      findTodoTasks: () => ok({ rows: [], total: 2, pageNo: 1, pageSize: 1 }),
    });
    await vi.waitFor(() => expect(broker.listeners.has('connect')).toBe(true));
    // The connect's re-read: the unread and to-do counts the server answers.
    act(() => broker.accept());
    await vi.waitFor(() => expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('4'));
    await vi.waitFor(() => expect(screen.getByTestId('topbar-todo-badge').textContent).toBe('2'));
    // A pushed message and a pushed to-do: one more each.
    act(() => broker.deliver({ type: 'message', id: '7', title: '消息 7', sentAt: '2026-11-23T03:10:00.000Z' }));
    act(() => broker.deliver({ type: 'todo', id: '9', title: '审批 9', businessType: 'order', businessId: '1', createdAt: 'x' }));
    await vi.waitFor(() => expect(screen.getByTestId('topbar-unread-badge').textContent).toBe('5'));
    await vi.waitFor(() => expect(screen.getByTestId('topbar-todo-badge').textContent).toBe('3'));
    root.dispose();
  });
});

/** The broker of one MQTT client: accepts it and delivers events on its subscription. */
class OneClientBroker {
  readonly listeners = new Map<string, Array<(...args: never[]) => void>>();
  private topic = '';
  private subscribed: ((error: Error | null | undefined, granted?: Array<{ topic: string; qos: number }>) => void) | undefined;
  readonly client = {
    on: (event: string, listener: (...args: never[]) => void) => {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this.client;
    },
    subscribe: (topic: string, _options: { qos: 1 }, answer: (error: Error | null | undefined, granted?: Array<{ topic: string; qos: number }>) => void) => {
      this.topic = topic;
      this.subscribed = answer;
      return this.client;
    },
    end: () => this.client,
    removeAllListeners: () => {
      this.listeners.clear();
      return this.client;
    },
  } as unknown as MqttClientLike;

  private emit(event: string, ...args: unknown[]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...a: unknown[]) => void)(...args);
  }

  accept(): void {
    this.emit('connect');
    this.subscribed?.(null, [{ topic: this.topic, qos: 1 }]);
  }

  deliver(event: unknown): void {
    this.emit('message', this.topic, new TextEncoder().encode(JSON.stringify(event)));
  }
}
