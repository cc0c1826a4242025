import { expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY } from '../../../domain/auth/password-policy';
import { ConfigError, loadConfig } from '../../config';

it('has the sign-in and upload defaults', () => {
  const config = loadConfig({});
  expect(config.sessionDays).toBe(30);
  expect(config.passwordPolicy).toEqual(DEFAULT_PASSWORD_POLICY);
  expect(config.demoStaffPassword).toBeUndefined();
  expect(config.uploadMaxMb).toBe(8);
});

it('reads the password policy, sessions and uploads from the environment', () => {
  const config = loadConfig({
    SESSION_DAYS: '7',
    PASSWORD_MIN_LENGTH: '10',
    PASSWORD_MAX_LENGTH: '64',
    PASSWORD_REQUIRE_LOWERCASE: 'true',
    PASSWORD_REQUIRE_UPPERCASE: 'yes',
    PASSWORD_REQUIRE_NUMERIC: '1',
    PASSWORD_REQUIRE_NON_ALPHANUMERIC: 'false',
    DEMO_STAFF_PASSWORD: 'demo-pass',
    UPLOAD_MAX_MB: '4',
  });
  expect(config.sessionDays).toBe(7);
  expect(config.passwordPolicy).toEqual({
    minLength: 10,
    maxLength: 64,
    requireLowercase: true,
    requireUppercase: true,
    requireNumeric: true,
    requireNonAlphanumeric: false,
  });
  expect(config.demoStaffPassword).toBe('demo-pass');
  expect(config.uploadMaxMb).toBe(4);
});

it('treats an empty value as unset, and refuses a maximum below the minimum', () => {
  expect(
    loadConfig({ PASSWORD_MAX_LENGTH: '', DEMO_STAFF_PASSWORD: '' }).passwordPolicy.maxLength,
  ).toBeNull();
  expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '12', PASSWORD_MAX_LENGTH: '8' })).toThrow(ConfigError);
  expect(() => loadConfig({ SESSION_DAYS: '0' })).toThrow(/SESSION_DAYS/);
});
