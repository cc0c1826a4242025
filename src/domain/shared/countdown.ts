/**
 * What is left until a drop, as a shopper reads it: "2d 03h 12m 05s", or "03h 12m 05s" on its last
 * day, "12m 05s" in its last hour. Never negative: at the moment itself it is "00m 00s".
 */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const parts = [`${two(minutes)}m`, `${two(seconds)}s`];
  if (days > 0 || hours > 0) parts.unshift(`${two(hours)}h`);
  if (days > 0) parts.unshift(`${days}d`);
  return parts.join(' ');
}
