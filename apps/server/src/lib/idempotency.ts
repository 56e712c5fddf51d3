// One submission, one record (docs/decisions/0012-idempotent-submissions.md). A form POST is
// "the same" as an earlier one when it carries the same Idempotency-Key header (24 h), or the
// same payload for the same route within 10 minutes. The first answer is stored in
// idempotency_keys inside the submission's own transaction and replayed to the others.
//
// Concurrency: each key is claimed with INSERT … ON CONFLICT on the primary key. A second,
// simultaneous request blocks on the first one's uncommitted row, then sees it committed and
// replays its answer; if the first rolled back (a 422), the second proceeds as new.
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/idempotency.ts';
import { HttpError } from './errors.ts';
import { sha256 } from './tokens.ts';

const KEY_REUSED = 'This Idempotency-Key was already used for a different submission.';

export const HEADER_KEY_TTL_SECONDS = 24 * 3600;
export const SAME_PAYLOAD_WINDOW_SECONDS = 10 * 60;

export interface StoredResponse {
  status: number;
  body: unknown;
}
export interface IdempotentResult extends StoredResponse {
  replayed: boolean;
}

/**
 * Deletes records older than the longest window (the header key's): no claim can replay them.
 * Run by the hourly maintenance job.
 */
export async function purgeIdempotencyKeys(db: Db): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(
      sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${HEADER_KEY_TTL_SECONDS})`,
    );
}

/** Canonical JSON (keys sorted) so the order of fields never changes the fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function fingerprint(scope: string, payload: unknown): string {
  return sha256(`${scope}\n${canonical(payload)}`);
}

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header, or null; a malformed one is a client error. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !KEY_PATTERN.test(value)) {
    throw new HttpError(400, 'The Idempotency-Key header must be 1 to 255 visible characters.');
  }
  return value;
}

type Claim = { claimed: true } | { claimed: false; scope: string; response: StoredResponse | null };

/** Takes the key unless a live (unexpired) claim holds it; then returns that claim's answer. */
async function claim(tx: Tx, key: string, scope: string, ttlSeconds: number): Promise<Claim> {
  const taken = await tx
    .insert(idempotencyKeys)
    .values({ key, scope })
    .onConflictDoUpdate({
      target: idempotencyKeys.key,
      set: { scope, responseStatus: null, responseBody: null, createdAt: sql`now()` },
      setWhere: sql`${idempotencyKeys.createdAt} < now() - make_interval(secs => ${ttlSeconds})`,
    })
    .returning({ key: idempotencyKeys.key });
  if (taken.length) return { claimed: true };
  const [row] = await tx.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const response =
    row?.responseStatus != null ? { status: row.responseStatus, body: row.responseBody } : null;
  return { claimed: false, scope: row?.scope ?? '', response };
}

/**
 * Runs `work` once per submission. `payload` is the validated body, normalised (email
 * lower-cased) and without fields that must not count (the honeypot).
 */
export async function runIdempotent(
  db: Db,
  opts: IdempotencyOptions,
  work: (tx: Tx) => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  return db.transaction((tx) => idempotentIn(tx, opts, () => work(tx)));
}

export interface IdempotencyOptions {
  scope: string;
  payload: unknown;
  headerKey: string | null;
}

/**
 * `runIdempotent` inside a transaction the caller already holds (a console write, whose audit
 * row shares it): the claim, the work and the stored answer commit or roll back together.
 */
export async function idempotentIn(
  tx: Tx,
  opts: IdempotencyOptions,
  work: () => Promise<StoredResponse>,
): Promise<IdempotentResult> {
  const print = fingerprint(opts.scope, opts.payload);
  const keys = [
    ...(opts.headerKey
      ? [{ key: `header:${opts.scope}:${sha256(opts.headerKey)}`, ttl: HEADER_KEY_TTL_SECONDS }]
      : []),
    { key: `payload:${print}`, ttl: SAME_PAYLOAD_WINDOW_SECONDS },
  ];
  const claimed: string[] = [];
  let earlier: StoredResponse | null = null;
  for (const { key, ttl } of keys) {
    const result = await claim(tx, key, print, ttl);
    if (result.claimed) {
      claimed.push(key);
      continue;
    }
    // Only a header key can hold another payload's answer: the client reused it.
    if (result.scope !== print) throw new HttpError(422, KEY_REUSED);
    // A claim is committed together with its answer, so this cannot be seen; guard anyway.
    if (!result.response) throw new HttpError(409, 'This submission is already being processed.');
    earlier = result.response;
    break;
  }
  const response = earlier ?? (await work());
  for (const key of claimed) {
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(eq(idempotencyKeys.key, key));
  }
  return { ...response, replayed: earlier !== null };
}
