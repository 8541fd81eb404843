// The operators' settings as the environment gives them (server/main.ts), and their checks.
import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment, resolveConfig } from '../config.js';

describe("the operators' settings", () => {
  it('read SRM_METRICS_ALLOW, SRM_METRICS_TOKEN, SRM_MAX_EVENT_LOOP_DELAY_MS and SRM_MAX_HEAP_USED_MB', () => {
    const options = optionsFromEnvironment({
      SRM_METRICS_ALLOW: '10.1.0.0/16, 192.0.2.7',
      SRM_METRICS_TOKEN: 'scrape-token-0123456789',
      SRM_MAX_EVENT_LOOP_DELAY_MS: '250',
      SRM_MAX_HEAP_USED_MB: '512',
    });
    expect(options.metrics).toEqual({ allow: ['10.1.0.0/16', '192.0.2.7'], token: 'scrape-token-0123456789' });
    expect(options.load).toEqual({ maxEventLoopDelayMs: 250, maxHeapUsedBytes: 512 * 1024 * 1024 });
    const config = resolveConfig(options);
    expect(config.metrics.allow.has('10.1.200.3')).toBe(true);
    expect(config.metrics.allow.has('10.2.0.1')).toBe(false);
    expect(config.load).toMatchObject({ maxEventLoopDelayMs: 250, maxHeapUsedBytes: 536870912, retryAfterSeconds: 10 });
  });

  it('default to the loopback only, no token, and limits that leave a healthy server alone', () => {
    const config = resolveConfig(optionsFromEnvironment({}));
    expect(config.metrics.allow.size).toBe(0);
    expect(config.metrics.token).toBeUndefined();
    expect(config.load.maxEventLoopDelayMs).toBe(1000);
    expect(config.load.maxHeapUsedBytes).toBeGreaterThan(process.memoryUsage().heapUsed);
  });

  it('refuse a short metrics token, a bad network and a limit that is not a positive integer', () => {
    expect(() => resolveConfig({ dataDir: '/tmp/x', metrics: { token: 'short' } })).toThrow(/metrics.token/);
    expect(() => resolveConfig({ dataDir: '/tmp/x', metrics: { allow: ['not-an-address'] } })).toThrow(/not an IP address/);
    expect(() => optionsFromEnvironment({ SRM_MAX_HEAP_USED_MB: '-1' })).toThrow(/SRM_MAX_HEAP_USED_MB/);
    expect(() => resolveConfig({ dataDir: '/tmp/x', load: { retryAfterSeconds: 0 } })).toThrow(/load.retryAfterSeconds/);
  });
});
