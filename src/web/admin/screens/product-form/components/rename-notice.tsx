import type { VariantRenames } from '../../../features/products/variant-renames';

/** The colours and sizes a save renames, said before it happens: their stock and photo go with them. */
export function RenameNotice({ renames }: { renames: VariantRenames }) {
  const lines = [
    ...renames.colors.map(
      ({ from, to }) => `Colour ${from} becomes ${to}: its stock, history and photo stay with it.`,
    ),
    ...renames.sizes.map(({ from, to }) => `Size ${from} becomes ${to}: its stock and history stay with it.`),
  ];
  if (lines.length === 0) return null;
  return (
    <ul className="hint rename-notice" aria-label="Renamed when saved">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
