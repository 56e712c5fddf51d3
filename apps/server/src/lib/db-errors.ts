// Errors that mean "the database cannot be reached right now" (as opposed to a bad query).
// They answer 503 so a load balancer and the client retry, and the pool heals by itself.
const connectionCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
  '53300', // too_many_connections
]);

const connectionMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'connection timeout',
  'Client has encountered a connection error',
  'Query read timeout',
];

export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    if (e.code && connectionCodes.has(e.code)) return true;
    if (e.message && connectionMessages.some((m) => e!.message!.includes(m))) return true;
    e = e.cause as typeof e;
  }
  return false;
}
