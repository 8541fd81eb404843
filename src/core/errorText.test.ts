import { describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { ApiError } from '../contract/envelope';
import { failureText } from './errorText';

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
