// Typed errors thrown by services; plugins/errors.ts turns each into `{ message, errors? }`.
import { tooManyRequestsFor } from '@techgold/contracts/http-messages';
import type { FieldErrors } from '@techgold/contracts/api-error';

export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly errors?: FieldErrors,
    public readonly headers?: Record<string, string>,
    /** More fields of the error body, e.g. `{ key }` for a stale edit key, `{ success: 0 }`. */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? Object.values(errors)[0]?.[0] ?? 'The given data was invalid.', errors);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found.') {
    super(404, message);
  }
}

export class UnauthenticatedError extends HttpError {
  constructor() {
    super(401, 'Unauthenticated.');
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'This action is unauthorised.') {
    super(403, message);
  }
}

export class TooManyRequestsError extends HttpError {
  /** The message says how long to wait, as Retry-After does. */
  constructor(retryAfterSeconds: number, message = tooManyRequestsFor(retryAfterSeconds)) {
    super(429, message, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
    });
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'The service is temporarily unavailable. Please try again shortly.') {
    super(503, message, undefined, { 'retry-after': '5' });
  }
}
