// @vitest-environment jsdom
// The demo page as a sub-app's frame shows it: its screen from the hash route, labelled by the
// portal's dictionary; the diagnostics the e2e tests read only behind their switch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessCatalogue } from '../../../../src/contract/businessDictionary';

async function openPage(app: string, url: string): Promise<void> {
  window.history.replaceState(null, '', url);
  document.body.innerHTML = '<script src="../shared/demo.js"></script>';
  document.body.setAttribute('data-app', app);
  document.body.removeAttribute('data-ready');
  vi.resetModules();
  await import('./main');
  await vi.waitFor(() => expect(document.body.getAttribute('data-ready')).toBe('true'));
}

describe('the demo page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', vi.fn(async (input: string) => new Response(JSON.stringify(businessCatalogue(input.endsWith('/en.json') ? 'en' : 'zh_cn')), { status: 200 })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it("shows the sub-app's list in the frame URL's language, with dictionary labels, and no diagnostics by default", async () => {
    await openPage('rfq', '/subapps/rfq/?lang=en#/v2/list');
    expect(fetch).toHaveBeenCalledWith('/portal/apis/dictionary/en.json', expect.anything());
    const main = document.querySelector('main')!;
    expect(document.querySelectorAll('main')).toHaveLength(1);
    expect(main.querySelector('h1')?.textContent).toBe(businessCatalogue('en').modules.inquiry);
    expect(document.title).toBe(businessCatalogue('en').modules.inquiry);
    expect(main.querySelectorAll('tbody tr')).toHaveLength(6);
    expect(main.querySelector('[data-testid="open-tag-RFQ-2026-0001"]')?.getAttribute('aria-label')).toBe('View RFQ-2026-0001');
    expect(document.querySelector('[data-testid="diagnostics"]')).toBeNull();
    expect(document.body.getAttribute('data-loads')).toBe('1');
    // The page's scripts stay after the landmark.
    expect(document.body.lastElementChild?.tagName).toBe('SCRIPT');
  });

  it('follows its hash route to a detail, and shows a missing record as not found', async () => {
    await openPage('order', '/subapps/order/?lang=en#/v2/order/list');
    window.location.hash = '#/v2/order/detail?id=PO-1003';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.querySelector('h1')?.textContent).toBe('Order detail PO-1003');
    window.location.hash = '#/v2/order/detail?id=PO-9999';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(document.querySelector('.notice')?.textContent).toBe('Document PO-9999 not found');
  });

  it('builds the diagnostics behind the srm-demo-diagnostics switch, in the language of the page', async () => {
    window.localStorage.setItem('srm-demo-diagnostics', 'on');
    await openPage('supplier', '/subapps/supplier/?lang=zh_cn&x=1#/v2/list');
    const panel = document.querySelector('main [data-testid="diagnostics"]')!;
    expect(panel.querySelector('summary')?.textContent).toBe('诊断信息');
    expect(panel.querySelectorAll('button.plain')).toHaveLength(5);
    expect(document.getElementById('app-code')?.textContent).toBe('supplier');
    expect(document.getElementById('bridge-state')?.textContent).toBe('no bridge client');
    expect([...document.querySelectorAll('#app-query-list li')].map((item) => item.textContent)).toEqual(['lang = zh_cn', 'x = 1']);
  });
});
