import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumLaunchOptions } from './chromium';

export type CategoryId = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** Scores are 0–100, or null when Lighthouse could not compute the category. */
export type LighthouseFigures = {
  route: string;
  scores: Record<CategoryId, number | null>;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Audits that errored, and any error of the whole run, as readable lines. */
  errors: string[];
  /** Lighthouse's warnings about the run, e.g. that this CPU is slower than it expects. */
  warnings: string[];
};

export const categoryIds: CategoryId[] = ['performance', 'accessibility', 'best-practices', 'seo'];

const chromeFlags = ['--headless=new', ...chromiumLaunchOptions.args];

function score(lhr: Result, id: CategoryId) {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function metric(lhr: Result, id: string) {
  return lhr.audits[id]?.numericValue ?? null;
}

function errorsOf(lhr: Result) {
  const errors = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'error')
    .map((audit) => `audit ${audit.id} errored: ${audit.errorMessage ?? 'no message'}`);
  if (lhr.runtimeError) errors.unshift(`runtime error ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return errors;
}

function figuresOf(route: string, lhr: Result): LighthouseFigures {
  const scores = Object.fromEntries(categoryIds.map((id) => [id, score(lhr, id)]));
  return {
    route,
    scores: scores as Record<CategoryId, number | null>,
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    errors: errorsOf(lhr),
    warnings: lhr.runWarnings.map((warning) => warning.replace(/\s+/g, ' ')),
  };
}

function failedRun(route: string, error: unknown): LighthouseFigures {
  const message = error instanceof Error ? error.message : String(error);
  const scores = { performance: null, accessibility: null, 'best-practices': null, seo: null };
  return {
    route,
    scores,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    errors: [`run failed: ${message}`],
    warnings: [],
  };
}

/** One Lighthouse run (mobile preset, the default) of a route, in a fresh headless Chromium. */
async function audit(baseUrl: string, route: string): Promise<LighthouseFigures> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  // chrome-launcher crashes the process on a missing binary instead of rejecting: check first.
  fs.accessSync(chromePath, fs.constants.X_OK);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(new URL(route, baseUrl).toString(), {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: categoryIds,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return figuresOf(route, result.lhr);
  } finally {
    chrome.kill();
  }
}

/** The middle value of the runs that gave one; null when none did. */
function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] ?? null)
    : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
}

/** Each score and each metric of a route's runs, taken as its median across them. */
function medianOf(route: string, runs: LighthouseFigures[]): LighthouseFigures {
  const scores = Object.fromEntries(categoryIds.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  return {
    route,
    scores: scores as Record<CategoryId, number | null>,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    errors: [...new Set(runs.flatMap((run) => run.errors))],
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

/**
 * Audits each route `runs` times in turn and reports the median of each figure, as Lighthouse's own
 * advice goes for a noisy machine; a run that fails outright is reported as an error, not thrown.
 */
export async function auditRoutes(baseUrl: string, routes: string[], runs = 3): Promise<LighthouseFigures[]> {
  const results: LighthouseFigures[] = [];
  for (const route of routes) {
    const figures: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      try {
        figures.push(await audit(baseUrl, route));
      } catch (error) {
        figures.push(failedRun(route, error));
      }
    }
    results.push(medianOf(route, figures));
  }
  return results;
}
