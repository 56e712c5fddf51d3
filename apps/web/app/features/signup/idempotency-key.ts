/**
 * A random key per form fill. getRandomValues works on plain http too (randomUUID needs a
 * secure context), so a site reached by IP address still gets keys.
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
