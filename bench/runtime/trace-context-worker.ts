// The per-call cost of trace context (issue 28): `add` through ours' tool in memory, with
// `traceContext: false` inside an active span (the base), on without an active span, and on
// inside one. The OpenTelemetry context manager is enabled and every call runs in a
// `context.with` for all three (their AsyncLocalStorage costs the same everywhere), so the
// differences are ours. Prints one JSON line.
import { ROOT_CONTEXT, context, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import * as z from "zod";
import { loadOurs } from "./clients.js";
import { inProcessServer } from "./servers.js";
import type { modernServer } from "../servers/tools.js";
import { latency, sequential, type Latency } from "./measure.js";

export type TraceLane = "off, in a span" | "on, no span" | "on, in a span";
export interface TraceResult {
  lane: TraceLane;
  latency: Latency;
  cpuUsPerCall: number;
  /** What the server saw in `_meta.traceparent` on a checked call (undefined: none). */
  traceparent?: string;
}

const calls = Number(process.argv[2] ?? 2000);
context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
const tracer = new BasicTracerProvider().getTracer("bench");
const { MCPAdapter } = await loadOurs();

type Tool = { name: string; invoke(input: unknown): Promise<unknown> };
async function open(lane: TraceLane) {
  const server = inProcessServer("modern") as ReturnType<typeof modernServer>;
  // Reports the request's `_meta`, to check that each lane sends what it should.
  server.registerTool("meta", { inputSchema: z.object({}) }, async (_args: unknown, ctx: any) => ({
    content: [{ type: "text" as const, text: JSON.stringify(ctx.mcpReq._meta ?? {}) }],
  }));
  const adapter = new MCPAdapter(server, { traceContext: lane !== "off, in a span" });
  const tools = (await adapter.listTools()) as Tool[];
  const pick = (name: string) => tools.find((t) => t.name === name)!;
  // One span for the whole lane: the cost measured is the call's, not the span's creation.
  const span = tracer.startSpan("agent run");
  const active = lane === "on, no span" ? ROOT_CONTEXT : trace.setSpan(ROOT_CONTEXT, span);
  const run = <T>(fn: () => Promise<T>) => context.with(active, fn);
  const add = pick("add");
  const meta = pick("meta");
  return {
    lane,
    call: () => run(() => add.invoke({ a: 1, b: 2 })),
    seen: async () => JSON.parse((await run(() => meta.invoke({}))) as string).traceparent,
    close: async () => {
      span.end();
      await adapter.close();
    },
  };
}

const lanes = await Promise.all(
  (["off, in a span", "on, no span", "on, in a span"] as TraceLane[]).map(open),
);
const state = lanes.map(() => ({ samples: [] as number[], cpuUs: 0 }));
for (const lane of lanes) for (let i = 0; i < Math.min(200, calls); i++) await lane.call(); // JIT
// Interleaved blocks in rotating order: every lane sees the same machine load.
const block = Math.max(5, Math.ceil(calls / 20));
for (let done = 0, round = 0; done < calls; done += block, round++) {
  for (let k = 0; k < lanes.length; k++) {
    const i = (k + round) % lanes.length;
    const cpu0 = process.cpuUsage();
    await sequential(lanes[i].call, Math.min(block, calls - done), state[i].samples);
    const cpu = process.cpuUsage(cpu0);
    state[i].cpuUs += cpu.user + cpu.system;
  }
}
const results: TraceResult[] = [];
for (const [i, lane] of lanes.entries()) {
  results.push({
    lane: lane.lane,
    latency: latency(state[i].samples),
    cpuUsPerCall: state[i].cpuUs / state[i].samples.length,
    traceparent: await lane.seen(),
  });
  await lane.close();
}
process.stdout.write("\n" + JSON.stringify(results) + "\n");
process.exit(0);
