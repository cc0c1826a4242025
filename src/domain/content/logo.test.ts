import { describe, expect, it } from 'vitest';
import { BUILT_IN_LOGO, hasOwnLogo, logoSources } from './logo';

describe('the artist’s logo', () => {
  it('is the content folder’s until staff upload one', () => {
    expect(logoSources(undefined)).toEqual(BUILT_IN_LOGO);
    expect(logoSources({})).toEqual(BUILT_IN_LOGO);
    expect(hasOwnLogo(undefined)).toBe(false);
    expect(hasOwnLogo({ onLight: '' })).toBe(false);
  });

  it('shows each upload on its background', () => {
    const logo = { onLight: '/uploads/black-960.webp', onDark: '/uploads/white-960.webp' };
    expect(logoSources(logo)).toEqual(logo);
    expect(hasOwnLogo(logo)).toBe(true);
  });

  it('shows one upload alone on both backgrounds, never the built-in one beside it', () => {
    expect(logoSources({ onLight: '/uploads/ink-960.webp' })).toEqual({
      onLight: '/uploads/ink-960.webp',
      onDark: '/uploads/ink-960.webp',
    });
    expect(logoSources({ onDark: '/uploads/chalk-960.webp' })).toEqual({
      onLight: '/uploads/chalk-960.webp',
      onDark: '/uploads/chalk-960.webp',
    });
  });
});
