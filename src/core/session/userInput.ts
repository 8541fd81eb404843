/**
 * User input for the idle lock: pointer, keyboard, touch and wheel events of the shell's window, and
 * of every same-origin frame it embeds (a user working inside a sub-app is not idle). Frames of
 * another origin cannot be listened to; their input does not count.
 */
export const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** Calls `listener` on every user input in `target` and its same-origin frames; returns the unsubscribe. */
export function subscribeUserInput(target: Window, listener: () => void): () => void {
  // Windows are held weakly: a frame the pool evicted (or a tab closed) must not keep its whole
  // document alive through this subscription (the shell held every evicted frame's document, 460 KiB
  // and 155 nodes each at 100 tabs). The refs are only for taking the listeners off at the end; a
  // window keeps its WindowProxy across its frame's loads, so it has one ref.
  const refs = new Set<WeakRef<Window>>();
  const refOf = new WeakMap<Window, WeakRef<Window>>();
  const options = { capture: true, passive: true } as const;
  const watch = (win: Window): void => {
    try {
      // Adding a listener a window already has changes nothing: watching again is harmless.
      for (const name of INPUT_EVENTS) win.addEventListener(name, listener, options);
    } catch {
      // Another origin's frame: not ours to listen to.
      return;
    }
    if (refOf.has(win)) return;
    const ref = new WeakRef(win);
    refOf.set(win, ref);
    refs.add(ref);
  };
  // A frame's document is new after every load: its window is watched again.
  const onLoad = (event: Event): void => {
    for (const ref of refs) if (ref.deref() === undefined) refs.delete(ref);
    const frame = event.target as Partial<HTMLIFrameElement> | null;
    const win = frame?.tagName === 'IFRAME' ? frame.contentWindow : null;
    if (win) watch(win);
  };
  watch(target);
  // A load event never reaches the window (the event path stops at the document), so the document listens.
  target.document.addEventListener('load', onLoad, true);
  return () => {
    target.document.removeEventListener('load', onLoad, true);
    for (const ref of refs) {
      try {
        const win = ref.deref();
        if (win) for (const name of INPUT_EVENTS) win.removeEventListener(name, listener, options);
      } catch {
        // A frame that went away or changed origin.
      }
    }
    refs.clear();
  };
}
