import { type CategoryId, categoryIds, type LighthouseFigures } from './lighthouse';

/** Minimum Lighthouse scores (0–100) we aim for on every page. */
const lighthouseTargets: Record<CategoryId, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The most each page's metrics may reach (mobile preset). */
const metricTargets = { lcpMs: 1600, cls: 0.01, tbtMs: 50 } as const;

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

function metricCell(value: number | null, target: number, digits: number, width: number) {
  if (value === null) return 'n/a'.padStart(width);
  return `${value.toFixed(digits)}${value <= target ? ' ok' : ' OVER'}`.padStart(width);
}

/** The lines `npm run bench` prints for the Lighthouse figures, each score marked against its target. */
export function lighthouseTable(results: LighthouseFigures[]): string[] {
  const routeWidth = Math.max(6, ...results.map((figures) => figures.route.length)) + 2;
  const targets = categoryIds.map((id) => `${headings[id]} ≥ ${lighthouseTargets[id]}`).join(', ');
  const metrics = `LCP ≤ ${metricTargets.lcpMs} ms, CLS ≤ ${metricTargets.cls}, TBT ≤ ${metricTargets.tbtMs} ms`;
  const lines = [`Lighthouse, mobile preset, median of 3 runs (targets: ${targets}; ${metrics}):`];
  const scoreHeadings = categoryIds.map((id) => headings[id].padEnd(cellWidth)).join('');
  lines.push(
    `  ${'page'.padEnd(routeWidth)}${scoreHeadings}${'LCP ms'.padStart(10)}${'CLS'.padStart(11)}${'TBT ms'.padStart(10)}`,
  );
  for (const figures of results) {
    const scores = categoryIds.map((id) => scoreCell(figures, id)).join('');
    const values = `${metricCell(figures.lcpMs, metricTargets.lcpMs, 0, 10)}${metricCell(figures.cls, metricTargets.cls, 3, 11)}${metricCell(figures.tbtMs, metricTargets.tbtMs, 0, 10)}`;
    lines.push(`  ${figures.route.padEnd(routeWidth)}${scores}${values}`);
  }
  for (const figures of results) {
    for (const error of figures.errors) lines.push(`  ${figures.route}: ${error}`);
  }
  for (const warning of new Set(results.flatMap((figures) => figures.warnings)))
    lines.push(`  note: ${warning}`);
  return lines;
}
