import { describe, expect, it } from 'vitest';
import { ClientErrorStore } from './clientErrorStore';

describe('ClientErrorStore', () => {
  it('records uncaught errors and rejections of the window it listens on, redacted, until detached', () => {
    const store = new ClientErrorStore({ now: () => 1_000 });
    const target = new EventTarget();
    const stop = store.attach(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('boom token=abc.def.ghi') }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no answer' }));
    store.add('api', 'Network error');
    expect(store.entries.map(({ kind, message, at }) => [kind, message, at])).toEqual([
      ['error', 'Error: boom token=[redacted]', 1_000],
      ['rejection', 'no answer', 1_000],
      ['api', 'Network error', 1_000],
    ]);
    stop();
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('later') }));
    expect(store.entries).toHaveLength(3);
    store.clear();
    expect(store.entries).toEqual([]);
  });
});
