type Sample = { name: string; labels: Record<string, string>; value: number };
export type Exposition = { types: Map<string, string>; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const sampleLine = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: -?\\d+)?$`);
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(,|$)/y;
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);

function parseValue(text: string, line: string): number {
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity;
  if (/^nan$/i.test(text)) return Number.NaN;
  const value = Number(text);
  if (text === '' || Number.isNaN(value)) throw new Error(`Not a sample value: ${line}`);
  return value;
}

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  labelPair.lastIndex = 0;
  while (labelPair.lastIndex < text.length) {
    const match = labelPair.exec(text);
    if (!match?.[1]) throw new Error(`Bad labels: ${line}`);
    labels[match[1]] = (match[2] ?? '').replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

/**
 * Reads Prometheus's text exposition format strictly, as a scraper would: every line a comment or
 * a sample, every sample of a family whose TYPE was given first. Throws on anything else.
 */
export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line);
      if (type?.[1] && type[2]) {
        if (!TYPES.has(type[2])) throw new Error(`Unknown type: ${line}`);
        types.set(type[1], type[2]);
      } else if (!new RegExp(`^# HELP ${NAME} `).test(line)) throw new Error(`Bad comment: ${line}`);
      continue;
    }
    const match = sampleLine.exec(line);
    if (!match?.[1] || match[3] === undefined) throw new Error(`Not a sample: ${line}`);
    const name = match[1];
    const family = types.has(name) ? name : name.replace(/_(bucket|sum|count)$/, '');
    if (!types.has(family)) throw new Error(`A sample before its TYPE: ${line}`);
    samples.push({ name, labels: parseLabels(match[2] ?? '', line), value: parseValue(match[3], line) });
  }
  return { types, samples };
}

/** The value of the one sample with this name whose labels include `labels`; undefined if none. */
export function sampleValue(
  exposition: Exposition,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const found = exposition.samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1)
    throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}.`);
  return found[0]?.value;
}
