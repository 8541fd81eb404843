import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment, resolveConfig } from '../config.js';

const loadConfig = (env: Record<string, string | undefined>) => resolveConfig({ ...optionsFromEnvironment(env), dataDir: ':memory:' });
const BROKER = { SRM_MQTT_URL: 'mqtt://127.0.0.1:1883', SRM_MQTT_USERNAME: 'srm-server', SRM_MQTT_PASSWORD: 'a-long-admin-password' };

describe('push.dynsec settings', () => {
  it('is off by default and on with SRM_MQTT_DYNSEC=1 and the admin account', () => {
    expect(loadConfig(BROKER).push.dynsec).toBe(false);
    expect(loadConfig({ ...BROKER, SRM_MQTT_DYNSEC: '1' }).push.dynsec).toBe(true);
  });

  it('is refused without the broker’s admin account or with a short password', () => {
    expect(() => loadConfig({ SRM_MQTT_DYNSEC: '1' })).toThrow(/push.dynsec needs push.external/);
    expect(() => loadConfig({ ...BROKER, SRM_MQTT_PASSWORD: undefined, SRM_MQTT_DYNSEC: '1' })).toThrow(/push.dynsec needs/);
    expect(() => loadConfig({ ...BROKER, SRM_MQTT_PASSWORD: 'short', SRM_MQTT_DYNSEC: '1' })).toThrow(/at least 16/);
  });
});
