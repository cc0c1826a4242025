import { describe, expect, it } from 'vitest';
import { GEOLOCATION_TIMEOUT_MS, GEOLOCATION_UNSUPPORTED, geolocationErrorMessage } from './geolocation';

describe('the device position', () => {
  it('waits as long as specified, and words failures as specified', () => {
    expect(GEOLOCATION_TIMEOUT_MS).toBe(10_000);
    expect(geolocationErrorMessage(1, 'User denied Geolocation')).toBe('Error (1): User denied Geolocation');
    expect(GEOLOCATION_UNSUPPORTED).toBe('Geolocation is not supported by this device.');
  });
});
