const MAX_SLUG_LENGTH = 60;

/**
 * A readable URL id from a name: "Harmattan Tour Tee" → "harmattan-tour-tee", accents folded
 * ("Café Ñ" → "cafe-n"). Empty when the name has no letters or digits; callers then use a fallback.
 */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}
