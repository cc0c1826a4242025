/** A colour or size staff renamed in the form: its variants keep their stock, history and photo. */
export type Rename = { from: string; to: string };
export type VariantRenames = { colors: Rename[]; sizes: Rename[] };

/**
 * The renames a typed list makes of the list the product had. When as many names went as came, each
 * name that went became the one that came in its turn ("Black, White" → "Black, Sand": White is now
 * Sand). Otherwise only an entry retyped in its own place is renamed, and the rest are removed or
 * added. The form shows each rename before it is saved.
 */
export function renamesBetween(was: readonly string[], now: readonly string[]): Rename[] {
  const gone = was.filter((name) => !now.includes(name));
  const added = now.filter((name) => !was.includes(name));
  if (gone.length === added.length) {
    return gone.map((from, index) => ({ from, to: added[index] as string }));
  }
  return was.flatMap((from, index) => {
    const to = now[index];
    return to !== undefined && gone.includes(from) && added.includes(to) ? [{ from, to }] : [];
  });
}

/** What a variant of the loaded product is called after the renames. */
export function renamed(name: string, renames: readonly Rename[]): string {
  return renames.find((rename) => rename.from === name)?.to ?? name;
}

/** Each renamed colour keeps its photo, unless the new name was given one of its own. */
export function photosAfterRenames(
  colorImages: Record<string, string>,
  renames: readonly Rename[],
): Record<string, string> {
  const photos = { ...colorImages };
  for (const { from, to } of renames) {
    const photo = colorImages[from];
    if (photo && !photos[to]) photos[to] = photo;
  }
  return photos;
}
