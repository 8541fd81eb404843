import { describe, expect, it } from 'vitest';
import { PREFETCH_GLOBAL, takePrefetched } from './prefetchedFiles';

describe('takePrefetched', () => {
  it('hands over the gate’s fetch of an address once, and nothing for another address or without the gate', async () => {
    const answer = Promise.resolve(new Response('{"defaultTenant":"acme"}'));
    const holder = { [PREFETCH_GLOBAL]: { 'http://portal.test/portal/config/deploy.json': answer } };
    expect(takePrefetched(holder, 'http://portal.test/portal/config/other.json')).toBeUndefined();
    const taken = takePrefetched(holder, 'http://portal.test/portal/config/deploy.json');
    expect(await (await taken!).json()).toEqual({ defaultTenant: 'acme' });
    // Its body is read: a second ask fetches anew.
    expect(takePrefetched(holder, 'http://portal.test/portal/config/deploy.json')).toBeUndefined();
    expect(takePrefetched({}, 'http://portal.test/portal/config/deploy.json')).toBeUndefined();
  });
});
