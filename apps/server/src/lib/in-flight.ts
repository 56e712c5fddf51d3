// Counts operations still running (database queries, job handlers) so a shutdown can wait for
// them before closing what they use. Waiting is bounded: a stuck operation never blocks exit.

export interface InFlight {
  readonly count: number;
  track<T>(operation: Promise<T>): Promise<T>;
  /** Resolves true once nothing is running, or false after `timeoutMs`. */
  idle(timeoutMs: number): Promise<boolean>;
}

export function inFlight(): InFlight {
  let count = 0;
  const waiters = new Set<() => void>();
  const settle = () => {
    count -= 1;
    if (count === 0) for (const wake of [...waiters]) wake();
  };
  return {
    get count() {
      return count;
    },
    track(operation) {
      count += 1;
      return operation.finally(settle);
    },
    idle(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const done = (result: boolean) => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(result);
        };
        const wake = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        waiters.add(wake);
      });
    },
  };
}
