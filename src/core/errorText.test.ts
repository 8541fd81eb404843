import { describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { ApiError } from '../contract/envelope';
import { failureText, isTransportFailure, withNetworkText } from './errorText';

describe('failureText', () => {
  const network = () => '网络连接中断，请检查网络';

  it('shows the server’s message when the server answered', () => {
    expect(failureText(new ApiError({ message: '账号不存在', status: 400 }), network)).toBe('账号不存在');
  });

  it('shows the shell’s network text for a transport failure or a timeout, never the library’s words', () => {
    expect(failureText(new AxiosError('Network Error', AxiosError.ERR_NETWORK), network)).toBe('网络连接中断，请检查网络');
    expect(failureText(new AxiosError('timeout of 4000ms exceeded', AxiosError.ECONNABORTED), network)).toBe('网络连接中断，请检查网络');
    expect(failureText('down', network)).toBe('网络连接中断，请检查网络');
  });
});

describe('withNetworkText', () => {
  const network = () => 'Network connection interrupted, check the network';

  it('turns a call that got no answer into the shell’s network text, the cause kept', () => {
    const lost = new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    const shown = withNetworkText(lost, network) as Error;
    expect([shown.message, shown.name, shown.cause]).toEqual(['Network connection interrupted, check the network', 'NetworkError', lost]);
    expect((withNetworkText(new AxiosError('timeout of 4000ms exceeded', AxiosError.ECONNABORTED), network) as Error).message).toBe(network());
  });

  it('leaves the server’s refusal (its status and data) and the shell’s own errors as they are', () => {
    const refused = new ApiError({ message: '版本 3 已由 张采购 发布', status: 409, data: { current: 3 } });
    expect(withNetworkText(refused, network)).toBe(refused);
    const own = new Error('Not signed in');
    expect(withNetworkText(own, network)).toBe(own);
    expect([isTransportFailure(refused), isTransportFailure(own), isTransportFailure('down'), isTransportFailure(new AxiosError('x'))]).toEqual([false, false, false, true]);
  });
});
