// Latency and throughput loops; the client work happens inside `call`, nothing else is timed.
import { percentile } from "../stats.js";

export interface Latency {
  p50: number;
  p99: number;
  n: number;
}

export async function sequential(call: () => Promise<unknown>, n: number): Promise<Latency> {
  const samples = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await call();
    samples[i] = performance.now() - t0;
  }
  const sorted = Array.from(samples).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n };
}

/** Calls per second with `inFlight` calls outstanding at all times, `total` calls in all. */
export async function throughput(
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
  return (total / (performance.now() - t0)) * 1000;
}
