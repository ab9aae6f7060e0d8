// Runs the clients of one (era, transport) in a child process, interleaved: every client
// gets its calls in alternating blocks, so all of them see the same machine load and the
// ratios hold on a busy machine. Prints one JSON line: WorkerResult[] (one per client).
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { descendantsRunning } from "../proc.js";
import { median } from "../stats.js";
import {
  type ClientKind,
  type Setup,
  type Opened,
  type ToolName,
  NotBuiltError,
  openClient,
  resultText,
} from "./clients.js";
import { SERVER_MARK, memoryServersOpen } from "./servers.js";
import { type Latency, inFlightRun, latency, sequential } from "./measure.js";

export interface WorkerSpec extends Setup {
  client: ClientKind;
  /** sequential calls per tool (after warm-up), and calls for the throughput run */
  calls: Record<ToolName, number>;
  inFlight: number;
  cycles: number;
}

export interface CallerResult {
  label: string;
  tool: ToolName;
  latency: Latency;
  callsPerSec: number;
  /** CPU (user + system) of this process per sequential call, µs: robust to machine load */
  cpuUsPerCall: number;
}

export interface WorkerResult {
  spec: WorkerSpec;
  error?: string;
  notBuilt?: boolean;
  results: CallerResult[];
  rssDeltaMb?: number;
  /** median wall time of one open → call → close cycle */
  cycleMs?: number;
  leftChildren?: number;
  leftSessions?: number;
  leftMemoryServers?: number;
}

v8.setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
const rss = () => {
  gc();
  return process.memoryUsage().rss;
};

function check(tool: ToolName, result: unknown, label: string): void {
  const text = resultText(result);
  const ok = tool === "add" ? text.trim() === "3" : text.length >= 100_000;
  if (!ok)
    throw new Error(`${label} ${tool}: unexpected result ${JSON.stringify(result)?.slice(0, 200)}`);
}

// Only bench servers count: tsx keeps an esbuild service child of its own.
const serverChildren = () => descendantsRunning(process.pid, SERVER_MARK).length;

async function legacySessions(spec: WorkerSpec): Promise<number | undefined> {
  if (spec.transport !== "http" || !spec.ports) return undefined;
  const res = await fetch(`http://127.0.0.1:${spec.ports.legacy}/stats`);
  return ((await res.json()) as { open: number }).open;
}

const errorOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Live {
  out: WorkerResult;
  client: Opened;
}

/** Opens every client (RSS delta of opening + warm-up each), then measures them interleaved. */
async function runGroup(specs: WorkerSpec[]): Promise<WorkerResult[]> {
  const outs: WorkerResult[] = specs.map((spec) => ({ spec, results: [] }));
  const live: Live[] = [];
  for (const out of outs) {
    try {
      const rss0 = rss();
      const client = await openClient(out.spec.client, out.spec);
      for (const caller of client.callers) {
        for (const tool of ["add", "text"] as ToolName[]) {
          check(tool, await caller.call(tool), caller.label);
          for (let i = 0; i < Math.min(200, out.spec.calls[tool]); i++) await caller.call(tool); // JIT, pools
        }
      }
      out.rssDeltaMb = (rss() - rss0) / (1024 * 1024);
      live.push({ out, client });
    } catch (error) {
      out.error = errorOf(error);
      out.notBuilt = error instanceof NotBuiltError;
    }
  }

  const { calls, inFlight } = specs[0];
  for (const tool of ["add", "text"] as ToolName[]) {
    const lanes = live.flatMap(({ out, client }) =>
      client.callers.map((caller) => ({
        out,
        caller,
        samples: [] as number[],
        cpuUs: 0,
        tputMs: 0,
        tputCalls: 0,
      })),
    );
    const block = Math.max(5, Math.ceil(calls[tool] / 10));
    const tputBlock = Math.max(2 * inFlight, block);
    // About as many throughput calls as sequential ones (at least one block of 2 x inFlight).
    const tputTotal = Math.max(calls[tool], tputBlock);
    for (let done = 0, round = 0; done < calls[tool]; done += block, round++) {
      // Rotate the order each round so no client always runs right after another.
      const order = lanes.map((_, k) => lanes[(k + round) % lanes.length]);
      for (const lane of order) {
        if (lane.out.error) continue;
        try {
          const call = () => lane.caller.call(tool);
          const cpu0 = process.cpuUsage();
          await sequential(call, Math.min(block, calls[tool] - done), lane.samples);
          const cpu = process.cpuUsage(cpu0);
          lane.cpuUs += cpu.user + cpu.system;
          if (lane.tputCalls < tputTotal) {
            lane.tputMs += await inFlightRun(call, tputBlock, inFlight);
            lane.tputCalls += tputBlock;
          }
        } catch (error) {
          lane.out.error = `${lane.caller.label} ${tool}: ${errorOf(error)}`;
        }
      }
    }
    for (const lane of lanes) {
      if (lane.out.error) continue;
      try {
        check(tool, await lane.caller.call(tool), lane.caller.label);
      } catch (error) {
        lane.out.error = errorOf(error);
        continue;
      }
      const result: CallerResult = {
        label: lane.caller.label,
        tool,
        latency: latency(lane.samples),
        callsPerSec: (lane.tputCalls / lane.tputMs) * 1000,
        cpuUsPerCall: lane.cpuUs / lane.samples.length,
      };
      lane.out.results.push(result);
    }
  }
  for (const { out, client } of live) {
    try {
      await client.close();
    } catch (error) {
      out.error ??= `close(): ${errorOf(error)}`;
    }
  }
  await pause(300);

  // Open/close cycles, one client at a time: what is still alive afterwards is its leak.
  for (const out of outs) {
    if (out.notBuilt) continue;
    try {
      await cycles(out);
    } catch (error) {
      out.error ??= `open/close cycles: ${errorOf(error)}`;
    }
  }
  return outs;
}

async function cycles(out: WorkerResult): Promise<void> {
  const { spec } = out;
  const sessionsBefore = await legacySessions(spec);
  const childrenBefore = serverChildren();
  const memoryBefore = memoryServersOpen;
  const cycleMs: number[] = [];
  for (let i = 0; i < spec.cycles; i++) {
    const t0 = performance.now();
    const c = await openClient(spec.client, spec);
    check("add", await c.callers[0].call("add"), "cycle");
    await c.close();
    cycleMs.push(performance.now() - t0);
  }
  out.cycleMs = median(cycleMs);
  await pause(300); // let exiting children and DELETEs land
  out.leftChildren = serverChildren() - childrenBefore;
  const sessionsAfter = await legacySessions(spec);
  if (spec.era === "legacy" && sessionsBefore !== undefined)
    out.leftSessions = sessionsAfter! - sessionsBefore;
  if (spec.transport === "memory") out.leftMemoryServers = memoryServersOpen - memoryBefore;
}

const specs = JSON.parse(process.argv[2]) as WorkerSpec[];
const results = await runGroup(specs);
process.stdout.write("\n" + JSON.stringify(results) + "\n");
// Leaked handles must not keep the worker alive: they were counted above.
process.exit(0);
