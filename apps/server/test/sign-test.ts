// Timing equality as a statistic, not a single timed assertion: `pairs` interleaved pairs of
// two operations, alternating which runs first so drift over the run favours neither, and
// how often the first was the slower one (about half when both do the same work).
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(run: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

export async function signTest(
  pairs: number,
  a: (i: number) => Promise<void>,
  b: (i: number) => Promise<void>,
) {
  let aSlower = 0;
  const aMs: number[] = [];
  const bMs: number[] = [];
  for (let i = 0; i < pairs; i++) {
    let x: number;
    let y: number;
    if (i % 2) {
      x = await timed(() => a(i));
      y = await timed(() => b(i));
    } else {
      y = await timed(() => b(i));
      x = await timed(() => a(i));
    }
    aMs.push(x);
    bMs.push(y);
    if (x > y) aSlower += 1;
  }
  return { aSlowerShare: aSlower / pairs, aSlower, medianA: median(aMs), medianB: median(bMs) };
}
