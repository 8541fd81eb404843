import { AxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../contract/envelope';
import { refreshAnswerFailure, refreshErrorFailure } from './refreshFailure';

describe('refresh failures: a refusal ends the session, no verdict keeps it', () => {
  it.each([
    ['401 invalid refresh token', new ApiError({ message: 'invalid', status: 401, data: { reason: 'invalid' } }), 'refused'],
    ['400 refresh token mismatch', new ApiError({ message: 'mismatch', status: 400 }), 'refused'],
    ["body code '401' in an HTTP 200 (a real SRM backend)", new ApiError({ message: 'invalid', status: 200, code: '401' }), 'refused'],
    ['the server\'s own 500', new ApiError({ message: 'boom', status: 500 }), 'unanswered'],
    ['429 too many refreshes from this address (later, not no)', new ApiError({ message: 'slow down', status: 429 }), 'unanswered'],
    ['the server shedding load (503 server.busy)', new ApiError({ message: 'busy', status: 503, code: '503' }), 'unanswered'],
    ['connection refused', new AxiosError('Network Error', 'ERR_NETWORK'), 'unanswered'],
    ['a timeout', new AxiosError('timeout of 4000ms exceeded', 'ECONNABORTED'), 'unanswered'],
    ["a gateway's 502 page", new AxiosError('Request failed with status code 502', 'ERR_BAD_RESPONSE'), 'unanswered'],
    ['anything else thrown', new TypeError('x is undefined'), 'unanswered'],
  ] as const)('%s → %s', (_case, error, expected) => {
    expect(refreshErrorFailure(error)).toBe(expected);
  });

  it.each([
    ['401', 'refused'],
    [401, 'refused'],
    ['200', 'refused'],
    [undefined, 'refused'],
    ['500', 'unanswered'],
    [504, 'unanswered'],
  ] as const)('an answer without a token, code %s → %s', (code, expected) => {
    expect(refreshAnswerFailure(code)).toBe(expected);
  });
});
