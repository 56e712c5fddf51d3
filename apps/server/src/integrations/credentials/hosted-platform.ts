// The hosted credentials platform over HTTP: an Accredible-style API (token auth, JSON pages
// of credentials with their group and badge design, badge images by design id). Each call
// has a timeout and a size cap, and is retried with back-off when the platform is down,
// overloaded (429, 5xx) or unreachable; an answer we cannot read is a PlatformAnswerError
// naming what was wrong, never a half-read page. The API key is sent, never logged.
import { z } from 'zod';
import {
  PlatformAnswerError,
  PlatformUnavailableError,
  type CredentialsPlatform,
  type PlatformCredential,
} from './platform.ts';

export interface HostedPlatformOptions {
  /** e.g. https://api.credentials.example/ (the version path is ours to add). */
  baseUrl: string;
  apiKey: string;
  /** Attempts per call (the first included). */
  attempts?: number;
  /** The first retry waits this long; each further one twice as long. */
  backoffMs?: number;
  timeoutMs?: number;
}

export const PAGE_SIZE = 100;
const JSON_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** A Retry-After longer than this is not waited for here: the job retries later instead. */
const RETRY_AFTER_MAX_MS = 5_000;

const isoDate = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');
const credentialJson = z.object({
  id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
  recipient: z.object({ email: z.string().min(3).max(320) }),
  group: z.object({
    id: z.union([z.string().min(1).max(200), z.number().int()]).transform(String),
    name: z.string().min(1).max(300),
    design_id: z
      .union([z.string().min(1).max(200), z.number().int()])
      .transform(String)
      .nullable()
      .optional(),
  }),
  issued_on: isoDate,
  expired_on: isoDate.nullable().optional(),
  url: z.string().max(2000).nullable().optional(),
  revoked: z.boolean().optional(),
});
const pageJson = z.object({
  credentials: z.array(credentialJson).max(1000),
  meta: z.object({
    page: z.number().int().min(1),
    total_pages: z.number().int().min(0),
  }),
});

const toIso = (v: string) => new Date(v).toISOString();

function toCredential(c: z.infer<typeof credentialJson>): PlatformCredential {
  return {
    id: c.id,
    recipientEmail: c.recipient.email.trim().toLowerCase(),
    group: { id: c.group.id, name: c.group.name, designId: c.group.design_id ?? null },
    issuedAt: toIso(c.issued_on),
    expiresAt: c.expired_on ? toIso(c.expired_on) : null,
    url: c.url ?? null,
    revoked: c.revoked ?? false,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads at most `max` bytes of the body; more is an answer we will not read. */
async function readCapped(res: Response, max: number, what: string): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (declared > max) throw new PlatformAnswerError(`${what}: ${declared} bytes is over ${max}`);
  const chunks: Buffer[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > max) throw new PlatformAnswerError(`${what}: over ${max} bytes`);
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}

export function createHostedPlatform(options: HostedPlatformOptions): CredentialsPlatform {
  const base = options.baseUrl.replace(/\/+$/, '');
  const attempts = options.attempts ?? 3;
  const backoffMs = options.backoffMs ?? 500;
  const timeoutMs = options.timeoutMs ?? 10_000;

  /** A GET answered 2xx (or 404 when `allow404`), after retries; else an error. */
  async function get(path: string, accept: string, allow404 = false): Promise<Response | null> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let wait = backoffMs * 2 ** (attempt - 1);
      try {
        const res = await fetch(`${base}${path}`, {
          headers: { authorization: `Token token=${options.apiKey}`, accept },
          signal: AbortSignal.timeout(timeoutMs),
          // Image downloads may be redirected to a CDN; fetch drops the key on another origin.
          redirect: 'follow',
        });
        if (res.ok) return res;
        await res.body?.cancel();
        if (res.status === 404 && allow404) return null;
        if (res.status !== 429 && res.status < 500) {
          // Our request is wrong (or the key is): retrying will not help.
          throw new PlatformAnswerError(`GET ${path}: HTTP ${res.status}`);
        }
        lastProblem = `HTTP ${res.status}`;
        const retryAfter = Number(res.headers.get('retry-after')) * 1000;
        if (retryAfter > RETRY_AFTER_MAX_MS) break;
        if (retryAfter > 0) wait = Math.max(wait, retryAfter);
      } catch (error) {
        if (error instanceof PlatformAnswerError) throw error;
        lastProblem = (error as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable';
      }
      if (attempt < attempts) await sleep(wait);
    }
    throw new PlatformUnavailableError(`GET ${path}: ${lastProblem} after ${attempts} attempts`);
  }

  async function page(query: URLSearchParams) {
    const path = `/v1/credentials?${query}`;
    const res = (await get(path, 'application/json'))!;
    let json: unknown;
    try {
      json = JSON.parse((await readCapped(res, JSON_MAX_BYTES, path)).toString('utf8'));
    } catch (error) {
      if (error instanceof PlatformAnswerError) throw error;
      throw new PlatformAnswerError(`GET ${path}: not JSON`);
    }
    const parsed = pageJson.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      throw new PlatformAnswerError(`GET ${path}: unexpected answer (${where})`);
    }
    const { meta } = parsed.data;
    return {
      credentials: parsed.data.credentials.map(toCredential),
      nextPage: meta.page < meta.total_pages ? meta.page + 1 : null,
    };
  }

  return {
    listChanged(since, pageNumber) {
      const query = new URLSearchParams({ page: String(pageNumber), page_size: String(PAGE_SIZE) });
      if (since) query.set('updated_since', since);
      return page(query);
    },

    async listRecipient(email) {
      const all: PlatformCredential[] = [];
      for (let n: number | null = 1; n !== null;) {
        const query = new URLSearchParams({
          recipient_email: email,
          page: String(n),
          page_size: String(PAGE_SIZE),
        });
        const result = await page(query);
        all.push(...result.credentials);
        // A recipient holds a handful; a platform that pages forever is not followed.
        n = result.nextPage !== null && result.nextPage <= 50 ? result.nextPage : null;
      }
      return all;
    },

    async badgeImage(designId) {
      const path = `/v1/designs/${encodeURIComponent(designId)}/image`;
      const res = await get(path, 'image/*', true);
      return res ? readCapped(res, IMAGE_MAX_BYTES, path) : null;
    },
  };
}
