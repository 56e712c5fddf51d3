// The messages the browser's API client shows for any call (SPEC §8 plus our own), apart from
// messages.ts so every page can carry them without the rest (docs/decisions/0032).
export const httpMessages = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  csrfMismatch: 'Your session has expired. Please refresh the page and try again.',
} as const;
