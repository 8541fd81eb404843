// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { STYLES_STATE_ATTRIBUTE, styleSheetsSettled } from './styleSheets';

/** A <link> as the gate adds it: its own handlers note the state before anyone else's run. */
function gateLink(href: string, state = 'loading'): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.onload = () => link.setAttribute(STYLES_STATE_ATTRIBUTE, 'loaded');
  link.onerror = () => link.setAttribute(STYLES_STATE_ATTRIBUTE, 'failed');
  link.setAttribute(STYLES_STATE_ATTRIBUTE, state);
  document.head.appendChild(link);
  return link;
}

const current = () => document.head.querySelector<HTMLLinkElement>(`link[${STYLES_STATE_ATTRIBUTE}]`)!;
const pending = async (promise: Promise<unknown>) => Promise.race([promise.then(() => 'settled'), new Promise((resolve) => setTimeout(() => resolve('pending'), 20))]);

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the build’s style sheets before the first render', () => {
  it('resolves at once without sheets (a development build) and when they are in already', async () => {
    await expect(styleSheetsSettled(document)).resolves.toEqual([]);
    gateLink('/portal/styles.1.css', 'loaded');
    await expect(styleSheetsSettled(document)).resolves.toEqual([]);
  });

  it('waits for a sheet on its way', async () => {
    const link = gateLink('/portal/styles.1.css');
    const settled = styleSheetsSettled(document);
    expect(await pending(settled)).toBe('pending');
    link.dispatchEvent(new Event('load'));
    await expect(settled).resolves.toEqual([]);
  });

  it('tries a failed sheet once more in its place, and names it when that fails too', async () => {
    gateLink('http://portal.test/portal/styles.1.css').dispatchEvent(new Event('error'));
    const settled = styleSheetsSettled(document);
    await Promise.resolve();
    const second = current();
    expect(second.getAttribute(STYLES_STATE_ATTRIBUTE)).toBe('loading');
    expect(document.head.querySelectorAll('link').length).toBe(1);
    expect(await pending(settled)).toBe('pending');
    second.dispatchEvent(new Event('error'));
    await expect(settled).resolves.toEqual(['http://portal.test/portal/styles.1.css']);

    document.head.innerHTML = '';
    gateLink('http://portal.test/portal/styles.2.css').dispatchEvent(new Event('error'));
    const recovered = styleSheetsSettled(document);
    await Promise.resolve();
    current().dispatchEvent(new Event('load'));
    await expect(recovered).resolves.toEqual([]);
  });
});
