import { describe, expect, it } from 'vitest';
import { formatLatency, formatUptime } from './format';

describe('status formatting', () => {
  it('shows the two largest units of an uptime', () => {
    expect(formatUptime(42)).toBe('42 s');
    expect(formatUptime(125)).toBe('2 min');
    expect(formatUptime(7_500)).toBe('2 h 5 min');
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 59)).toBe('3 d 4 h');
  });
  it('keeps a decimal for fast probes and a dash for a service that is down', () => {
    expect(formatLatency(0.27)).toBe('0.3 ms');
    expect(formatLatency(48.6)).toBe('49 ms');
    expect(formatLatency(null)).toBe('—');
  });
});
