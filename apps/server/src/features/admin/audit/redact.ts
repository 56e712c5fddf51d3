// The one place that decides what an audit row may never hold: every audit write passes its
// before, after and data through `redact` (trail.ts), so a caller that hands over a whole row
// cannot put a password hash, token or code into the log.

/** Field names (any case, camel or snake) whose values are never written to the audit log. */
export const REDACTED_FIELD = /pass(word)?|hash|token|secret|code|cookie|session|key/i;

export const REDACTED = '[redacted]';

function clean(value: unknown, depth: number): unknown {
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1));
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    // Deeper than any record we audit: cut it rather than walk a cycle.
    if (depth > 5) return REDACTED;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        REDACTED_FIELD.test(k) ? REDACTED : clean(v, depth + 1),
      ]),
    );
  }
  return value;
}

/** A copy with every secret-named field's value replaced; null stays null. */
export function redact(
  fields: Record<string, unknown> | null | undefined,
): Record<string, unknown> | null {
  if (!fields) return null;
  return clean(fields, 0) as Record<string, unknown>;
}

/**
 * The fields of `after` whose values differ from `before`, as they were and became (for the
 * before/after columns). A field `after` leaves undefined was not changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    const a = before[key] instanceof Date ? (before[key] as Date).toISOString() : before[key];
    const b = after[key] instanceof Date ? (after[key] as Date).toISOString() : after[key];
    if (a === b) continue;
    was[key] = a ?? null;
    now[key] = b ?? null;
  }
  return { before: was, after: now };
}
