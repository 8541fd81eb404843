import { describe, expect, it } from 'vitest';
import { heldWhole, maxOpenFiles, rampSteps, statCpuSeconds, statusMiB, stopReason } from './brokerRamp';

describe('rampSteps', () => {
  it('doubles from the first step and ends at the bound', () => {
    expect(rampSteps(500, 8000)).toEqual([500, 1000, 2000, 4000, 8000]);
    expect(rampSteps(500, 6000)).toEqual([500, 1000, 2000, 4000, 6000]);
    expect(rampSteps(100, 100)).toEqual([100]);
  });
  it('refuses a bound under the first step', () => {
    expect(() => rampSteps(500, 100)).toThrow();
  });
});

describe('stopReason and heldWhole', () => {
  const whole = { target: 1000, held: 1000, failures: {} };
  it('goes on while a step is held whole, under the budget and the bound', () => {
    expect(stopReason(whole, false, 10_000, 60_000)).toBeUndefined();
    expect(stopReason(whole, true, 10_000, 60_000)).toBe('bound');
    expect(stopReason(whole, false, 60_000, 60_000)).toBe('time budget');
  });
  it('stops at the first step with a failure or a connection that dropped after the settle', () => {
    expect(stopReason({ target: 2000, held: 1998, failures: { 'connack 3': 2 } }, false, 0, 60_000)).toBe('failures');
    expect(stopReason({ target: 2000, held: 1999, failures: {} }, false, 0, 60_000)).toBe('failures');
  });
  it('counts only the steps held whole', () => {
    expect(heldWhole([whole, { target: 2000, held: 1999, failures: {} }])).toBe(1000);
    expect(heldWhole([{ target: 500, held: 400, failures: { timeout: 100 } }])).toBe(0);
  });
});

describe('/proc readers', () => {
  it('reads VmRSS in MiB', () => {
    expect(statusMiB('Name:\tmosquitto\nVmHWM:\t   30000 kB\nVmRSS:\t   20480 kB\n', 'VmRSS')).toBe(20);
    expect(statusMiB('Name:\tx\n', 'VmRSS')).toBeUndefined();
  });
  it('adds user and system time, even with a space in the command', () => {
    const stat = '1234 (a b) S 1 1234 1234 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 1 0 100 1000 200';
    expect(statCpuSeconds(stat)).toBe(3);
  });
  it('reads the soft open-files limit', () => {
    expect(maxOpenFiles('Limit                     Soft Limit           Hard Limit           Units\nMax open files            20000                20000                files\n')).toBe(20000);
  });
});
