/** Small statistics for the bench: medians of repeated runs and percentiles of samples. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (rank - lo);
}

export const median = (values: number[]) => percentile(values, 50);

/** Runs `work` `runs` times (after `warmup` unmeasured runs), returning each duration in ms. */
export async function timeRuns<T>(
  runs: number,
  work: () => Promise<T>,
  warmup = 1,
): Promise<{ ms: number[]; last: T }> {
  let last!: T;
  for (let i = 0; i < warmup; i++) last = await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    last = await work();
    ms.push(performance.now() - started);
  }
  return { ms, last };
}
