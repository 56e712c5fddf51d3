import { httpMessages } from '@techgold/contracts/http-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiRequestError,
  apiRequest,
  networkErrorMessage,
  setUnauthorizedHandler,
} from './api-client';

// The client against a stubbed fetch: what it sends, and what each kind of answer becomes.

const CSRF_PATH = '/sanctum/csrf-cookie';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function setXsrfCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${encodeURIComponent(value)}; path=/`;
}

/**
 * A fake server: `answers` are given to the API calls in turn; the CSRF endpoint sets a new
 * cookie each time it is asked. Returns the mock, whose calls are the requests made.
 */
function stubServer(...answers: Response[]) {
  let primed = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    if (String(input) === CSRF_PATH) {
      setXsrfCookie(`fresh-${++primed}`);
      return new Response(null, { status: 204 });
    }
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request to ${String(input)}`);
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const paths = (fetchMock: ReturnType<typeof stubServer>) =>
  fetchMock.mock.calls.map(([input]) => String(input));
const headersOf = (fetchMock: ReturnType<typeof stubServer>, call: number) =>
  fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>;

async function rejection(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeEach(() => setXsrfCookie('stale'));
afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  setUnauthorizedHandler(null);
});

describe('apiRequest', () => {
  it('sends JSON with credentials and the XSRF token on a mutation', async () => {
    const fetchMock = stubServer(json(200, { ok: true }));
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/thing');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
    expect(headersOf(fetchMock, 0)).toMatchObject({
      'Content-Type': 'application/json',
      'X-XSRF-TOKEN': 'stale',
    });
  });

  it('re-primes the CSRF cookie after a 419 on a mutation and retries exactly once', async () => {
    const fetchMock = stubServer(
      json(419, { message: 'CSRF token mismatch.' }),
      json(201, { id: 7 }),
    );
    await expect(api.post('/api/thing', { a: 1 })).resolves.toEqual({ id: 7 });
    expect(paths(fetchMock)).toEqual(['/api/thing', CSRF_PATH, '/api/thing']);
    expect(headersOf(fetchMock, 0)['X-XSRF-TOKEN']).toBe('stale');
    expect(headersOf(fetchMock, 2)['X-XSRF-TOKEN']).toBe('fresh-1');
  });

  it('surfaces a second 419 as an ApiRequestError with status 419', async () => {
    const fetchMock = stubServer(json(419, {}), json(419, {}));
    const error = await rejection(api.put('/api/thing', { a: 1 }));
    expect(error.status).toBe(419);
    expect(error.message).toBe(httpMessages.csrfMismatch);
    expect(paths(fetchMock)).toEqual(['/api/thing', CSRF_PATH, '/api/thing']);
  });

  it('does not retry a GET that gets a 419', async () => {
    const fetchMock = stubServer(json(419, { message: 'CSRF token mismatch.' }));
    const error = await rejection(api.get('/api/thing'));
    expect(error.status).toBe(419);
    expect(error.message).toBe('CSRF token mismatch.');
    expect(paths(fetchMock)).toEqual(['/api/thing']);
    expect(headersOf(fetchMock, 0)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('tells the registered handler about a 401 and rejects', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    stubServer(json(401, { message: 'Unauthenticated.' }));
    const error = await rejection(api.get('/api/user'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthenticated.');
  });

  it('exposes the field errors of a { message, errors } answer', async () => {
    stubServer(
      json(422, {
        message: 'Enter your email address (and 1 more error)',
        errors: { email: ['Enter your email address', 'Second'], status: ['Choose one.'] },
      }),
    );
    const error = await rejection(api.post('/api/subscriber', {}));
    expect(error.status).toBe(422);
    expect(error.message).toBe('Enter your email address (and 1 more error)');
    expect(error.fieldError('email')).toBe('Enter your email address');
    expect(error.fieldError('status')).toBe('Choose one.');
    expect(error.fieldError('page')).toBeUndefined();
  });

  it('falls back to a message for the status when the answer is not JSON', async () => {
    stubServer(new Response('<html>Too many</html>', { status: 429 }));
    const error = await rejection(api.get('/api/thing'));
    expect(error.status).toBe(429);
    expect(error.message).toBe(httpMessages.tooManyRequests);
    expect(error.errors).toEqual({});
  });

  it('says how long to wait when a 429 carries Retry-After', async () => {
    stubServer(new Response('busy', { status: 429, headers: { 'Retry-After': '840' } }));
    const error = await rejection(api.get('/api/thing'));
    expect(error.message).toBe('Too many attempts. Please try again in 14 minutes.');
  });

  it('turns a network failure into status 0 with the network message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await rejection(api.get('/api/thing'));
    expect(error.status).toBe(0);
    expect(error.message).toBe(networkErrorMessage);
  });

  it('lets an aborted request reject with the abort, not a network error', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(api.get('/api/thing', controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('resolves a 204 to undefined', async () => {
    stubServer(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/thing', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});
