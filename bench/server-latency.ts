/**
 * What the server itself measured (GET /metrics, the request-duration histogram): the load
 * generator's latency includes its own waits on a shared machine, the server's does not.
 */
export type Buckets = Map<number, number>;

const BUCKET = /^stagefront_http_request_duration_seconds_bucket\{([^}]*)\} (\d+(?:\.\d+)?)$/;

/** The cumulative bucket counts of one route label, summed over methods and statuses. */
export async function durationBuckets(url: string, token: string, route: string): Promise<Buckets> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const buckets: Buckets = new Map();
  for (const line of text.split('\n')) {
    const match = BUCKET.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const labels = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (labels.route !== route || labels.le === undefined) continue;
    const le = labels.le === '+Inf' ? Number.POSITIVE_INFINITY : Number(labels.le);
    buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
  }
  return buckets;
}

/**
 * The bucket bound under which `quantile` of the requests between two readings fell, in ms (an upper
 * bound, as a histogram gives it), and how many requests there were.
 */
export function quantileBetween(
  before: Buckets,
  after: Buckets,
  quantile: number,
): { ms: number; count: number } {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const total = counts.at(-1) ?? 0;
  const index = counts.findIndex((count) => count >= quantile * total);
  return { ms: (bounds[index] ?? Number.POSITIVE_INFINITY) * 1000, count: total };
}
