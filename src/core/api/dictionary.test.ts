import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { createHttp } from './http';
import { dictLabel, getDictionaries, getDictionary } from './dictionary';
import { endpoints } from '../../contract/endpoints';

const LISTS: Record<string, unknown> = {
  msgType: [{ value: 'order', label: '订单消息', labelEn: 'Order' }],
  readFlag: [
    { value: '0', label: '未读', labelEn: 'Unread' },
    { value: '1', label: '已读', labelEn: 'Read' },
  ],
};

function standIn() {
  const seen: InternalAxiosRequestConfig[] = [];
  const hooks = { getToken: () => 'tok', getAccount: () => ({ elsAccount: '307000', elsSubAccount: '1001' }), onAuthFailure: vi.fn(), onError: vi.fn() };
  const http = createHttp({ baseURL: '/portal/apis', timeoutMs: 300000, hooks });
  http.defaults.adapter = async (config) => {
    seen.push(config);
    return { status: 200, statusText: 'OK', data: { code: '200', data: LISTS[(config.params as { type: string }).type] ?? [] }, headers: {}, config } as AxiosResponse;
  };
  return { http, seen };
}

describe('dictionary calls', () => {
  it('reads one dictionary by type in the query', async () => {
    const { http, seen } = standIn();
    expect(await getDictionary(http, 'readFlag')).toEqual(LISTS.readFlag);
    expect(seen[0]).toMatchObject({ method: 'get', url: endpoints.getDictionary.path, params: { type: 'readFlag' }, silent: true });
  });

  it('reads several at once, keyed by type', async () => {
    const { http, seen } = standIn();
    const lists = await getDictionaries(http, ['msgType', 'readFlag', 'noSuchType']);
    expect(lists).toEqual({ msgType: LISTS.msgType, readFlag: LISTS.readFlag, noSuchType: [] });
    expect(seen).toHaveLength(3);
    expect(dictLabel(lists.readFlag, '0', 'en')).toBe('Unread');
    expect(dictLabel(lists.readFlag, '0', 'zh_cn')).toBe('未读');
  });
});
