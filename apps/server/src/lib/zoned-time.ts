// Wall-clock times in a named time zone (an event "18:00 in Europe/London") ↔ instants, with
// the platform's Intl data only. A local time the clocks skip (spring forward) does not exist
// and answers null; one they repeat (fall back) is read as its first occurrence.

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function formatter(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock time at `instant` in `zone`, as YYYY-MM-DDTHH:mm. */
export function localTime(instant: Date, zone: string): string {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::00)?$/;

/** The instant a wall-clock time (YYYY-MM-DDTHH:mm) names in `zone`; null if none does. */
export function zonedToInstant(local: string, zone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const wanted = `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
  // Offsets are whole minutes and at most a day: try the offsets in force around the guess.
  const offsets = new Set<number>();
  for (const probe of [asUtc - 86_400_000, asUtc, asUtc + 86_400_000]) {
    const shown = localTime(new Date(probe), zone);
    offsets.add(Date.parse(`${shown}:00Z`) - probe);
  }
  const candidates = [...offsets]
    .map((offset) => asUtc - offset)
    .filter((t) => localTime(new Date(t), zone) === wanted)
    .sort((a, b) => a - b);
  return candidates.length ? new Date(candidates[0]!) : null;
}
