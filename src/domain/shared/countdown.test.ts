import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('shows days, hours, minutes and seconds while days are left', () => {
    expect(formatCountdown(((2 * 24 + 3) * 3600 + 12 * 60 + 5) * 1000)).toBe('2d 03h 12m 05s');
  });
  it('drops the days on the last day, and the hours in the last hour', () => {
    expect(formatCountdown((3 * 3600 + 60) * 1000)).toBe('03h 01m 00s');
    expect(formatCountdown((12 * 60 + 5) * 1000)).toBe('12m 05s');
  });
  it('rounds a part second up, so it reads 00m 00s only at the moment itself', () => {
    expect(formatCountdown(1)).toBe('00m 01s');
    expect(formatCountdown(0)).toBe('00m 00s');
    expect(formatCountdown(-5000)).toBe('00m 00s');
  });
});
