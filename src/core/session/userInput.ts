/**
 * User input for the idle lock: pointer, keyboard, touch and wheel events of the shell's window, and
 * of every same-origin frame it embeds (a user working inside a sub-app is not idle). Frames of
 * another origin cannot be listened to; their input does not count.
 */
export const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `listener` on every user input in `target` and its same-origin frames; returns the unsubscribe. */
export function subscribeUserInput(target: Window, listener: () => void): () => void {
  const watched = new Set<Window>();
  const options = { capture: true, passive: true } as const;
  const watch = (win: Window): void => {
    if (watched.has(win)) return;
    try {
      for (const name of INPUT_EVENTS) win.addEventListener(name, listener, options);
      watched.add(win);
    } catch {
      // Another origin's frame: not ours to listen to.
    }
  };
  // A frame's document is new after every load: its window is watched again.
  const onLoad = (event: Event): void => {
    const frame = event.target as Partial<HTMLIFrameElement> | null;
    const win = frame?.tagName === 'IFRAME' ? frame.contentWindow : null;
    if (win) {
      watched.delete(win);
      watch(win);
    }
  };
  watch(target);
  // A load event never reaches the window (the event path stops at the document), so the document listens.
  target.document.addEventListener('load', onLoad, true);
  return () => {
    target.document.removeEventListener('load', onLoad, true);
    for (const win of watched) {
      try {
        for (const name of INPUT_EVENTS) win.removeEventListener(name, listener, options);
      } catch {
        // A frame that went away or changed origin.
      }
    }
    watched.clear();
  };
}
