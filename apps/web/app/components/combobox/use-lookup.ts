import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '~/lib/error-text';

/** One choice a picker offers: its id, its name, and a line telling namesakes apart. */
export interface Choice {
  id: number;
  label: string;
  detail?: string;
}

/** One page of matches for `text` from `offset`, and how many match in all. */
export type Lookup = (
  text: string,
  offset: number,
  signal: AbortSignal,
) => Promise<{ items: Choice[]; total: number }>;

export interface Found {
  /** The text the list answers. */
  text: string;
  items: Choice[];
  total: number;
}

/** Waits this long after the last key before asking the server (typing "harbour" is one query). */
export const LOOKUP_DELAY_MS = 250;

/**
 * The server's matches for what is typed, a page at a time: a new text waits for a pause in
 * typing and replaces the list; `more` appends the next page. An answer to an older text is
 * dropped, and a new question aborts the one in flight.
 */
export function useLookup(lookup: Lookup) {
  const [found, setFound] = useState<Found | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lookupRef = useRef(lookup);
  useEffect(() => {
    lookupRef.current = lookup;
  }, [lookup]);

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    request.current?.abort();
    request.current = null;
  }, []);
  useEffect(() => cancel, [cancel]);

  const ask = useCallback(async (text: string, offset: number, before: Choice[]) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setBusy(true);
    setProblem(null);
    try {
      const page = await lookupRef.current(text, offset, controller.signal);
      if (controller.signal.aborted) return;
      const seen = new Set(before.map((c) => c.id));
      setFound({
        text,
        items: [...before, ...page.items.filter((c) => !seen.has(c.id))],
        total: page.total,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setProblem(errorText(error));
    } finally {
      if (request.current === controller) {
        request.current = null;
        setBusy(false);
      }
    }
  }, []);

  /** Asks for the first page of matches for `text`, after a pause (`now` asks at once). */
  const search = useCallback(
    (text: string, now = false) => {
      cancel();
      const query = text.trim();
      if (now) void ask(query, 0, []);
      else {
        setBusy(true);
        timer.current = setTimeout(() => void ask(query, 0, []), LOOKUP_DELAY_MS);
      }
    },
    [ask, cancel],
  );

  /** The next page after those shown. */
  const more = useCallback(() => {
    if (!found || busy || found.items.length >= found.total) return;
    void ask(found.text, found.items.length, found.items);
  }, [ask, busy, found]);

  const reset = useCallback(() => {
    cancel();
    setBusy(false);
    setFound(null);
    setProblem(null);
  }, [cancel]);

  return { found, busy, problem, search, more, reset };
}
