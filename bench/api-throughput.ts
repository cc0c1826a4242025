import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export type Throughput = { requestsPerSecond: number; p99Ms: number; non2xx: number };

export async function measure(url: string, seconds: number, connections = 50): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A bare node:http server answering every request with the same bytes: the ceiling for this machine. */
export async function bareServer(body: string, headers: Record<string, string>) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/products`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
