// Many calls with a bounded number in flight, and the check that each result is its own.
import { expect } from "vitest";
import type { MCPStructuredTool } from "../../runtime/src/index.js";

/** Runs `count` calls of `call(i)` with at most `inFlight` pending; returns results by index and the peak. */
export async function pool<T>(
  count: number,
  inFlight: number,
  call: (i: number) => Promise<T>,
): Promise<{ results: T[]; peak: number; ms: number }> {
  const results = new Array<T>(count);
  let next = 0;
  let running = 0;
  let peak = 0;
  const started = Date.now();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      running++;
      peak = Math.max(peak, running);
      try {
        results[i] = await call(i);
      } finally {
        running--;
      }
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  return { results, peak, ms: Date.now() - started };
}

export async function thousandCalls(label: string, tools: MCPStructuredTool[]) {
  const add = tools.find((t) => t.name.endsWith("add"))!;
  const echo = tools.find((t) => t.name.endsWith("echo"))!;
  const { results, peak, ms } = await pool(1_000, 64, async (i) =>
    i % 2 ? await add.invoke({ a: i, b: 100_000 }) : await echo.invoke({ text: `call-${i}-é✓` }),
  );
  console.info(`[reliability] ${label}: 1,000 calls, 64 in flight: ${ms} ms`);
  expect(peak).toBe(64);
  const wrong = results
    .map((r, i) => [i, r] as const)
    .filter(([i, r]) => r !== (i % 2 ? String(i + 100_000) : `call-${i}-é✓`));
  expect(wrong).toEqual([]);
}
