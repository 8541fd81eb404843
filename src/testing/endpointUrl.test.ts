import { describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints';
import { endpointUrl } from './endpointUrl';

describe('endpointUrl', () => {
  it('is the declared path when the call has no parameters', () => {
    expect(endpointUrl(endpoints.login)).toBe(endpoints.login.path);
  });

  it('fills each parameter, URL-encoded, and appends the query', () => {
    expect(endpointUrl(endpoints.markMessage, { id: 7, flag: '1' })).toBe('/ElsSysMsgService/update/7/1');
    expect(endpointUrl(endpoints.findAccountDetail, { id: 'a/b' })).toBe('/ElsAccountService/findDetail/a%2Fb');
    expect(endpointUrl(endpoints.devSms, undefined, { mobile: '+86 138' })).toBe('/dev/sms?mobile=%2B86+138');
  });

  it('refuses a missing parameter', () => {
    expect(() => endpointUrl(endpoints.devCaptcha, {} as never)).toThrow(/id missing/);
  });
});
