/**
 * The build's style sheets (Griffel's rules of Fluent UI and of the shell, extracted at build time:
 * rspack.config.ts GriffelStylesPlugin), which index.html's gate (scripts/prerenderHtml.ts) loads
 * beside the app's scripts. The components name only class names, so the app renders once the
 * sheets are in; otherwise the shell would paint unstyled for a moment.
 */

/** On each <link> the gate adds: 'loading', 'loaded' or 'failed' (set by its load and error handlers). */
export const STYLES_STATE_ATTRIBUTE = 'data-srm-styles';

/** Resolves with the link's final state once it is no longer loading. */
function settled(link: HTMLLinkElement): Promise<'loaded' | 'failed'> {
  return new Promise((resolve) => {
    const settle = () => {
      const state = link.getAttribute(STYLES_STATE_ATTRIBUTE);
      if (state === 'loading') return;
      link.removeEventListener('load', settle);
      link.removeEventListener('error', settle);
      resolve(state === 'failed' ? 'failed' : 'loaded');
    };
    // Handlers run in the order they were added: the gate's (or ours, below) set the state first.
    link.addEventListener('load', settle);
    link.addEventListener('error', settle);
    settle();
  });
}

/** A second <link> for a sheet that failed (a dropped connection), in the first one's place. */
function retry(link: HTMLLinkElement): HTMLLinkElement {
  const again = link.ownerDocument.createElement('link');
  again.rel = 'stylesheet';
  again.href = link.href;
  again.setAttribute(STYLES_STATE_ATTRIBUTE, 'loading');
  again.addEventListener('load', () => again.setAttribute(STYLES_STATE_ATTRIBUTE, 'loaded'));
  again.addEventListener('error', () => again.setAttribute(STYLES_STATE_ATTRIBUTE, 'failed'));
  link.replaceWith(again);
  return again;
}

/**
 * Resolves when every style sheet the gate started has loaded, a failed one tried once more, with
 * the addresses of those that failed twice. A development build has none (its styles are inserted
 * at run time): resolves at once.
 */
export function styleSheetsSettled(doc: Document): Promise<string[]> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>(`link[${STYLES_STATE_ATTRIBUTE}]`)];
  return Promise.all(
    links.map(async (link) => {
      if ((await settled(link)) === 'loaded') return undefined;
      const again = retry(link);
      return (await settled(again)) === 'loaded' ? undefined : again.href;
    }),
  ).then((failed) => failed.filter((href): href is string => href !== undefined));
}
