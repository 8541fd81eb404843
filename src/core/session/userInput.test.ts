import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeUserInput } from './userInput';

describe('user input for the idle lock', () => {
  afterEach(() => document.body.replaceChildren());

  it('counts pointer, keyboard, touch and wheel input of the window and of a same-origin frame, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeUserInput(window, listener);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(listener).toHaveBeenCalledTimes(2);

    const frame = document.createElement('iframe');
    document.body.append(frame);
    frame.dispatchEvent(new Event('load'));
    frame.contentWindow!.dispatchEvent(new Event('wheel'));
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    window.dispatchEvent(new KeyboardEvent('keydown'));
    frame.contentWindow!.dispatchEvent(new Event('wheel'));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
