import { expect, it } from 'vitest';
import { bearerTokenCheck } from './bearer-token';

const TOKEN = 'a-metrics-token-0123456789';
const check = bearerTokenCheck(TOKEN);

it('accepts the token as a bearer token, the scheme in any case', () => {
  expect(check(`Bearer ${TOKEN}`)).toBe(true);
  expect(check(`bearer ${TOKEN}`)).toBe(true);
  expect(check(`BEARER  ${TOKEN} `)).toBe(true);
});

it('refuses anything else: none, empty, another scheme, a prefix or an extension of the token', () => {
  for (const header of [
    undefined,
    '',
    'Bearer',
    'Bearer ',
    TOKEN,
    `Basic ${TOKEN}`,
    `Bearer ${TOKEN.slice(0, -1)}`,
    `Bearer ${TOKEN}0`,
    `Bearer ${TOKEN} ${TOKEN}`,
    `Bearer ${TOKEN.toUpperCase()}`,
  ]) {
    expect(check(header), String(header)).toBe(false);
  }
});
