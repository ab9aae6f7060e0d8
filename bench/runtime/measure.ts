// Latency and throughput loops; the client work happens inside `call`, nothing else is timed.
import { percentile } from "../stats.js";

export interface Latency {
  p50: number;
  p99: number;
  n: number;
}

/** Appends the duration (ms) of each of `n` sequential calls to `into`. */
export async function sequential(
  call: () => Promise<unknown>,
  n: number,
  into: number[],
): Promise<void> {
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call();
    into.push(performance.now() - t0);
  }
}

export function latency(samples: number[]): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
}

/** Wall time (ms) of `total` calls with `inFlight` calls outstanding at all times. */
export async function inFlightRun(
  call: () => Promise<unknown>,
  total: number,
  inFlight: number,
): Promise<number> {
  let started = 0;
  const t0 = performance.now();
  const lane = async () => {
    while (started < total) {
      started++;
      await call();
    }
  };
  await Promise.all(Array.from({ length: Math.min(inFlight, total) }, lane));
  return performance.now() - t0;
}
