import fs from 'node:fs';

function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

/** A process's resident memory, in MB, as the kernel counts it. */
export function rssMb(pid: number): number {
  return statusMb(pid, 'VmRSS');
}

/** The most resident memory a process has held so far, in MB (the kernel's high-water mark). */
export function peakRssMb(pid: number): number {
  return statusMb(pid, 'VmHWM');
}

/**
 * What holds a server's memory, from its own gauges (GET /metrics), in MB: the JavaScript heap in
 * use, and the memory outside it (the embedded database's WebAssembly memory, reserved whole at its
 * start, of which only the pages written to are resident; buffers).
 */
export async function heldBy(url: string, token: string): Promise<{ heapMb: number; externalMb: number }> {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const gauge = (name: string) =>
    Number(new RegExp(`^${name} (\\d+(?:\\.\\d+)?(?:e\\+\\d+)?)$`, 'm').exec(text)?.[1] ?? Number.NaN) /
    1024 /
    1024;
  return { heapMb: gauge('nodejs_heap_size_used_bytes'), externalMb: gauge('nodejs_external_memory_bytes') };
}
