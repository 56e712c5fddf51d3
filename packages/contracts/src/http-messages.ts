// The messages the browser's API client shows for any call (SPEC §8 plus our own), apart from
// messages.ts so every page can carry them without the rest (docs/decisions/0032).
export const httpMessages = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  csrfMismatch: 'Your session has expired. Please refresh the page and try again.',
} as const;

/** "in 45 seconds", "in 14 minutes", "in 2 hours": how long a Retry-After asks for. */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `in ${s} ${s === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return `in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hours`;
}

/** The 429 message, saying how long to wait (never "a moment" when it is 14 minutes). */
export function tooManyRequestsFor(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again ${waitText(retryAfterSeconds)}.`;
}
