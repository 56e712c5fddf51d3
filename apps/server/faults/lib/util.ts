import net from 'node:net';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls `probe` until it returns true; the time it first did, or null after `timeoutMs`. */
export async function waitFor(
  probe: () => Promise<boolean>,
  timeoutMs: number,
  intervalMs = 100,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe().catch(() => false)) return Date.now();
    if (Date.now() > deadline) return null;
    await sleep(intervalMs);
  }
}

/** Resolves with the connect outcome: 'connected' or the error code (ECONNREFUSED…). */
export function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  });
}
