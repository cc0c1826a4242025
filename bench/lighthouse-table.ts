import { type CategoryId, categoryIds, type LighthouseFigures } from './lighthouse';

/** Minimum Lighthouse scores (0–100) we aim for on every page. */
export const lighthouseTargets: Record<CategoryId, number> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
  seo: 95,
};

const headings: Record<CategoryId, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

const cellWidth = 17;

function scoreCell(figures: LighthouseFigures, id: CategoryId) {
  const value = figures.scores[id];
  if (value === null) return 'n/a ERROR'.padEnd(cellWidth);
  const mark = value >= lighthouseTargets[id] ? 'ok' : 'BELOW TARGET';
  return `${String(value).padStart(3)} ${mark}`.padEnd(cellWidth);
}

function number(value: number | null, digits: number, width: number) {
  return (value === null ? 'n/a' : value.toFixed(digits)).padStart(width);
}

/** The lines `npm run bench` prints for the Lighthouse figures, each score marked against its target. */
export function lighthouseTable(results: LighthouseFigures[]): string[] {
  const routeWidth = Math.max(6, ...results.map((figures) => figures.route.length)) + 2;
  const targets = categoryIds.map((id) => `${headings[id]} ≥ ${lighthouseTargets[id]}`).join(', ');
  const lines = [`Lighthouse, mobile preset (targets: ${targets}):`];
  const scoreHeadings = categoryIds.map((id) => headings[id].padEnd(cellWidth)).join('');
  lines.push(
    `  ${'page'.padEnd(routeWidth)}${scoreHeadings}${'LCP ms'.padStart(8)}${'CLS'.padStart(7)}${'TBT ms'.padStart(8)}`,
  );
  for (const figures of results) {
    const scores = categoryIds.map((id) => scoreCell(figures, id)).join('');
    const metrics = `${number(figures.lcpMs, 0, 8)}${number(figures.cls, 3, 7)}${number(figures.tbtMs, 0, 8)}`;
    lines.push(`  ${figures.route.padEnd(routeWidth)}${scores}${metrics}`);
  }
  for (const figures of results) {
    for (const error of figures.errors) lines.push(`  ${figures.route}: ${error}`);
  }
  for (const warning of new Set(results.flatMap((figures) => figures.warnings)))
    lines.push(`  note: ${warning}`);
  return lines;
}
