// One load test in a process of its own, so the generator never shares an event loop with what it
// measures; plain JavaScript, so no compiler runs beside it. Reads its settings as JSON from argv,
// prints the result as JSON. Each request comes from its own forwarded address (the server under
// test trusts the proxy header), as shoppers would.
import autocannon from 'autocannon';

const settings = JSON.parse(process.argv[2] ?? '{}');
let n = 0;
const result = await autocannon({
  url: settings.url,
  method: settings.method ?? 'GET',
  connections: settings.connections,
  ...(settings.amount ? { amount: settings.amount } : { duration: settings.seconds ?? 10 }),
  headers: { 'content-type': 'application/json', ...settings.headers },
  ...(settings.body === undefined ? {} : { body: JSON.stringify(settings.body) }),
  requests: [
    {
      setupRequest(request) {
        n += 1;
        // The three documentation ranges, in turn: a header only, never a place anything is sent.
        // (IPv6 would not do: the rate limit counts a whole /64 as one client.)
        const range = ['192.0.2', '198.51.100', '203.0.113'][n % 3];
        const address = `${range}.${(Math.floor(n / 3) % 254) + 1}`;
        return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
      },
    },
  ],
});
const codes = result.statusCodeStats ?? {};
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    perSecond: result.requests.average,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(codes).map(([code, stat]) => [code, stat.count])),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    seconds: result.duration,
  }),
);
