// The one place the browser talks HTTP to the API (STYLE: lib/api-client).
// Credentials always included, JSON in and out, X-XSRF-TOKEN on mutations, a 419 re-primes the
// cookie and retries once, a 401 tells the registered handler (which clears the user).
// No timeout: SPEC §7 sets the client timeout to 0.
import type { ApiError, FieldErrors } from '@techgold/contracts/api-error';
import { httpMessages, tooManyRequestsFor } from '@techgold/contracts/http-messages';
import { ensureXsrfToken, primeCsrfCookie } from './csrf';

export { primeCsrfCookie } from './csrf';

export const networkErrorMessage =
  'We could not reach the server. Please check your connection and try again.';
export const genericErrorMessage = 'Something went wrong. Please try again.';

/** A non-2xx answer (or no answer at all: status 0). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  /** An edit key to continue with, when a stale one was refused (authoring, SPEC §8). */
  readonly key?: string;
  /** The staff console refused a sensitive action until the password is entered again. */
  readonly reauthRequired: boolean;
  /** Sign-in: the account is waiting to be deleted; signing in again can cancel (0064). */
  readonly deletionPending: boolean;

  constructor(
    status: number,
    message: string,
    errors: FieldErrors = {},
    key?: string,
    flags: { reauthRequired?: boolean; deletionPending?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
    this.key = key;
    this.reauthRequired = flags.reauthRequired ?? false;
    this.deletionPending = flags.deletionPending ?? false;
  }

  /** The first server message for a field, as forms show it. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key on form submissions. */
  headers?: Record<string, string>;
}

let unauthorizedHandler: (() => void) | null = null;

/** The user provider registers what a 401 means for the app (clear the user, maybe redirect). */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

async function send(path: string, method: Method, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const token = await ensureXsrfToken();
    if (token) headers['X-XSRF-TOKEN'] = token;
  }
  try {
    return await fetch(path, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiRequestError(0, networkErrorMessage);
  }
}

function fallbackMessage(response: Response): string {
  if (response.status === 419) return httpMessages.csrfMismatch;
  if (response.status === 429) {
    const wait = Number(response.headers.get('retry-after'));
    return wait > 0 ? tooManyRequestsFor(wait) : httpMessages.tooManyRequests;
  }
  return genericErrorMessage;
}

async function toError(response: Response): Promise<ApiRequestError> {
  let payload: Partial<ApiError> = {};
  try {
    payload = (await response.json()) as Partial<ApiError>;
  } catch {
    // Not JSON (a proxy error page, say): fall back to a message for the status.
  }
  const message =
    typeof payload.message === 'string' && payload.message
      ? payload.message
      : fallbackMessage(response);
  const { key, reauth_required } = payload as { key?: unknown; reauth_required?: unknown };
  return new ApiRequestError(
    response.status,
    message,
    payload.errors ?? {},
    typeof key === 'string' ? key : undefined,
    {
      reauthRequired: reauth_required === true,
      deletionPending: (payload as { deletion_pending?: unknown }).deletion_pending === true,
    },
  );
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let response = await send(path, method, options);
  if (response.status === 419 && method !== 'GET') {
    // The token was missing or stale (session rotated, cookie expired): refresh it, try once more.
    await primeCsrfCookie().catch(() => undefined);
    response = await send(path, method, options);
  }
  if (response.status === 401) unauthorizedHandler?.();
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * A POST whose answer is a file (a CSV export): the same CSRF header and 419 retry as every
 * act, the answer as a Blob with the name the server's Content-Disposition gives it.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string | null }> {
  let response = await send(path, 'POST', {});
  if (response.status === 419) {
    await primeCsrfCookie().catch(() => undefined);
    response = await send(path, 'POST', {});
  }
  if (response.status === 401) unauthorizedHandler?.();
  if (!response.ok) throw await toError(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), filename };
}
