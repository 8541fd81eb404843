import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import * as home from './home';
import { endpoints } from '../../contract/endpoints';

function standIn(data: unknown = {}) {
  const seen: InternalAxiosRequestConfig[] = [];
  const hooks = { getToken: () => 'tok', getAccount: () => ({ elsAccount: '300100', elsSubAccount: '1001' }), onAuthFailure: vi.fn(), onError: vi.fn() };
  const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
  http.defaults.adapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: 'OK', data: { code: '200', data }, headers: {}, config } as AxiosResponse;
  };
  return { http, seen };
}

describe('home page calls', () => {
  it('calls each figure by its path and method, silently (a failing block does not toast)', async () => {
    const { http, seen } = standIn();
    await home.findConfirmCount(http);
    await home.findCreateDeliveryManage(http);
    await home.findSaleEnquiries(http, { pageSize: 5, quoteStatus: 'toQuote' });
    await home.findSaleIndexStatistics(http);
    await home.findPurchaseHeadFigures(http);
    await home.findPurchaseRequestFigures(http);
    await home.findPurchaseEnquiryFigures(http);
    await home.findPurchaseOrderFigures(http);
    await home.findPurchaseDeliveryFigures(http);
    await home.queryElsNavigation(http);
    await home.getWechatUrl(http, { deliveryNoteNumber: 'DN1' });
    expect(seen.map((config) => [config.method, config.url])).toEqual([
      ['get', endpoints.findConfirmCount.path],
      ['get', endpoints.findCreateDeliveryManage.path],
      ['post', endpoints.findSaleEnquiries.path],
      ['get', endpoints.findSaleIndexStatistics.path],
      ['get', endpoints.findPurchaseHeadFigures.path],
      ['get', endpoints.findPurchaseRequestFigures.path],
      ['get', endpoints.findPurchaseEnquiryFigures.path],
      ['get', endpoints.findPurchaseOrderFigures.path],
      ['get', endpoints.findPurchaseDeliveryFigures.path],
      ['post', endpoints.queryElsNavigation.path],
      ['post', endpoints.getWechatUrl.path],
    ]);
    expect(seen.every((config) => config.silent === true)).toBe(true);
    expect(JSON.parse(seen[2]!.data as string)).toEqual({ pageSize: 5, quoteStatus: 'toQuote' });
    expect(JSON.parse(seen[9]!.data as string)).toEqual({});
    expect(JSON.parse(seen[10]!.data as string)).toEqual({ deliveryNoteNumber: 'DN1' });
  });

  it("answers the envelope's data", async () => {
    const figures = { toConfirm: 5, changeToConfirm: 2, total: 7 };
    expect(await home.findConfirmCount(standIn(figures).http)).toEqual(figures);
  });
});
