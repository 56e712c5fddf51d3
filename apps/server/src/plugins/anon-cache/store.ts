// The anonymous cache's memory: a byte-bounded LRU of stored responses, a content version that
// empties it, and one fill per key at a time (single-flight). Knows nothing of Fastify, so its
// rules are tested and read on their own (docs/decisions/0052).
import { LRUCache } from 'lru-cache';

/** What the store keeps per URL; it only needs to know how many bytes that holds. */
export interface Sized {
  /** Bodies and headers held, so the byte budget counts what memory really holds. */
  bytes: number;
}

/** What a fill found: a response to keep, or `pass` (this URL is answered uncached). */
export type FillResult<R extends Sized> = { kind: 'store'; response: R } | { kind: 'pass' };

interface Entry<R extends Sized> {
  result: FillResult<R>;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  size: number;
}

export type Lookup<R extends Sized> =
  { state: 'hit' | 'stale' | 'miss'; response: R } | { state: 'pass' };

export interface StoreOptions {
  maxBytes: number;
  now?: () => number;
  /** A background (stale-while-revalidate) fill failed; nobody is waiting to hear it. */
  onBackgroundError?: (err: unknown) => void;
}

export interface Timing {
  freshMs: number;
  staleMs: number;
}

/** Bytes an entry holds; the key counted too, so long query strings cost their size. */
function sizeOf<R extends Sized>(key: string, result: FillResult<R>): number {
  const base = 256 + Buffer.byteLength(key);
  return result.kind === 'pass' ? base : base + result.response.bytes;
}

export class AnonStore<R extends Sized> {
  private readonly lru: LRUCache<string, Entry<R>>;
  private readonly flights = new Map<string, { version: number; done: Promise<FillResult<R>> }>();
  private readonly now: () => number;
  private readonly onBackgroundError: (err: unknown) => void;
  /** Bumped by every content change; a fill begun under an older version is never stored. */
  private version = 0;
  /** Responses produced by fills (renders), for tests and the logs. */
  fills = 0;
  /** Lookups answered from memory (fresh or stale) or by a fill, for /metrics. */
  readonly lookups = { hit: 0, stale: 0, miss: 0 };

  constructor(opts: StoreOptions) {
    this.now = opts.now ?? Date.now;
    this.onBackgroundError = opts.onBackgroundError ?? (() => undefined);
    this.lru = new LRUCache<string, Entry<R>>({
      maxSize: opts.maxBytes,
      // One response may take an eighth of the budget at most, so a single huge page cannot
      // push out everything else.
      maxEntrySize: Math.max(1, Math.floor(opts.maxBytes / 8)),
      sizeCalculation: (entry) => entry.size,
    });
  }

  /** Content changed: everything stored so far is out of date. */
  bump(): void {
    this.version += 1;
    this.lru.clear();
    // Fills under way read the old content; later requests start their own.
    this.flights.clear();
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }

  get entries(): number {
    return this.lru.size;
  }

  /**
   * The response for `key`: fresh from memory, stale while one background fill renews it, or
   * from a fill that concurrent callers for the same key share.
   */
  async lookup(
    key: string,
    timing: Timing,
    fill: () => Promise<FillResult<R>>,
  ): Promise<Lookup<R>> {
    const entry = this.lru.get(key);
    if (entry) {
      const age = this.now() - entry.storedAt;
      if (age < entry.freshMs) return this.answer(entry.result, 'hit');
      if (age < entry.freshMs + entry.staleMs && entry.result.kind === 'store') {
        this.fillOnce(key, timing, fill).catch(this.onBackgroundError);
        return this.answer(entry.result, 'stale');
      }
    }
    return this.answer(await this.fillOnce(key, timing, fill), 'miss');
  }

  /**
   * The response for `key` only while it is fresh, synchronously and without starting a fill
   * (the front door's question); anything else is for `lookup`.
   */
  fresh(key: string): R | null {
    const entry = this.lru.get(key);
    if (!entry || entry.result.kind !== 'store') return null;
    return this.now() - entry.storedAt < entry.freshMs ? entry.result.response : null;
  }

  private answer(result: FillResult<R>, state: 'hit' | 'stale' | 'miss'): Lookup<R> {
    // A page the cache may not keep (a 'pass') was never the cache's to answer.
    if (result.kind !== 'pass') this.lookups[state] += 1;
    return result.kind === 'pass' ? { state: 'pass' } : { state, response: result.response };
  }

  private fillOnce(key: string, timing: Timing, fill: () => Promise<FillResult<R>>) {
    const running = this.flights.get(key);
    if (running && running.version === this.version) return running.done;
    const version = this.version;
    const flight = { version, done: Promise.resolve<FillResult<R>>({ kind: 'pass' }) };
    flight.done = (async () => {
      try {
        const result = await Promise.resolve().then(fill);
        this.fills += 1;
        if (version === this.version) {
          const entry: Entry<R> = {
            result,
            storedAt: this.now(),
            ...timing,
            size: sizeOf(key, result),
          };
          this.lru.set(key, entry);
        }
        return result;
      } finally {
        if (this.flights.get(key) === flight) this.flights.delete(key);
      }
    })();
    this.flights.set(key, flight);
    return flight.done;
  }
}
