// A tiny seeded PRNG so the demo dataset is identical on every run and every machine
// (tests and screenshots rely on it). Never Math.random or Date.now in the seed; the one
// exception is event dates, anchored to the seeding day by eventsAnchor below.

/** The seed's "now": past and upcoming events, created_at dates, etc. are relative to it. */
export const SEED_NOW = new Date('2026-11-01T09:00:00Z');

const DAY_MS = 86_400_000;

/**
 * 09:00 UTC on the day the seed runs: the one date in the dataset taken from the clock.
 * Events are scheduled around it (past ones before, upcoming ones after), so a demo database
 * seeded on any day has upcoming events to show, and tests that compare with the real "now"
 * (the Upcoming list) hold whenever they run. Everything else stays relative to SEED_NOW.
 */
export function eventsAnchor(clock: Date): Date {
  const day = new Date(clock);
  day.setUTCHours(9, 0, 0, 0);
  return day;
}

/** SEED_NOW shifted by a number of days (negative = earlier), optionally plus hours. */
export function daysFromNow(days: number, hours = 0): Date {
  return new Date(SEED_NOW.getTime() + days * DAY_MS + hours * 3_600_000);
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  chance(p: number): boolean;
  /** An RFC 4122 version-4-shaped UUID drawn from the stream (stable across runs). */
  uuid(): string;
}

/** mulberry32: 32-bit state, good enough spread for fixtures, trivially reproducible. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(0, i);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  const hex = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('');
  return {
    next,
    int,
    shuffle,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as (typeof items)[number];
    },
    sample: (items, count) => shuffle(items).slice(0, count),
    chance: (p) => next() < p,
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/** "Harbour Systems" -> "harbour-systems"; used for sign-up domains and article slugs. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
