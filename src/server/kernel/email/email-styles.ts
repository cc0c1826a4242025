import type { CSSProperties } from 'react';

/**
 * The look every email shares, as inline styles (mail clients drop style sheets): black on white
 * like the shop's receipts, the artist's red for calls to action, one readable system font.
 */

export const colors = {
  ink: '#111111',
  muted: '#666666',
  rule: '#e5e5e5',
  page: '#f4f4f4',
  paper: '#ffffff',
  accent: '#b4232a',
} as const;

export const fontFamily = 'Helvetica, Arial, sans-serif';

export const text: CSSProperties = {
  margin: '0 0 12px',
  fontSize: '15px',
  lineHeight: '1.5',
  color: colors.ink,
};

export const mutedText: CSSProperties = { ...text, fontSize: '13px', color: colors.muted };

export const link: CSSProperties = { color: colors.accent, textDecoration: 'underline' };
