// Runs specs in a child process: in the full run one spec per worker (a clean heap for the
// memory figure), in the smoke run several per worker (start-up dominates there).
// Prints one JSON line: WorkerResult[].
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { descendantsRunning } from "../proc.js";
import {
  type ClientKind,
  type Setup,
  type ToolName,
  NotBuiltError,
  openClient,
  resultText,
} from "./clients.js";
import { SERVER_MARK, memoryServersOpen } from "./servers.js";
import { type Latency, sequential, throughput } from "./measure.js";

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
}

export interface WorkerResult {
  spec: WorkerSpec;
  error?: string;
  notBuilt?: boolean;
  results: CallerResult[];
  rssDeltaMb?: number;
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

async function run(spec: WorkerSpec): Promise<WorkerResult> {
  const out: WorkerResult = { spec, results: [] };
  const sessionsBefore = await legacySessions(spec);
  const childrenBefore = serverChildren();
  const memoryBefore = memoryServersOpen;
  const rss0 = rss();
  const client = await openClient(spec.client, spec);
  for (const caller of client.callers) {
    for (const tool of ["add", "text"] as ToolName[]) {
      const call = () => caller.call(tool);
      check(tool, await call(), caller.label);
      for (let i = 0; i < Math.min(200, spec.calls[tool]); i++) await call(); // warm-up: JIT, pools
      const latency = await sequential(call, spec.calls[tool]);
      const callsPerSec = await throughput(call, spec.calls[tool], spec.inFlight);
      check(tool, await call(), caller.label);
      out.results.push({ label: caller.label, tool, latency, callsPerSec });
    }
  }
  out.rssDeltaMb = (rss() - rss0) / (1024 * 1024);
  await client.close();

  // Open/close cycles: what is still alive afterwards is a leak.
  for (let i = 0; i < spec.cycles; i++) {
    const c = await openClient(spec.client, spec);
    check("add", await c.callers[0].call("add"), "cycle");
    await c.close();
  }
  await new Promise((r) => setTimeout(r, 300)); // let exiting children and DELETEs land
  out.leftChildren = serverChildren() - childrenBefore;
  const sessionsAfter = await legacySessions(spec);
  if (spec.era === "legacy" && sessionsBefore !== undefined)
    out.leftSessions = sessionsAfter! - sessionsBefore;
  if (spec.transport === "memory") out.leftMemoryServers = memoryServersOpen - memoryBefore;
  return out;
}

async function runSafely(spec: WorkerSpec): Promise<WorkerResult> {
  try {
    return await run(spec);
  } catch (error) {
    return {
      spec,
      results: [],
      notBuilt: error instanceof NotBuiltError,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

const specs = JSON.parse(process.argv[2]) as WorkerSpec[];
const results: WorkerResult[] = [];
for (const spec of specs) results.push(await runSafely(spec));
process.stdout.write("\n" + JSON.stringify(results) + "\n");
// Leaked handles must not keep the worker alive: they were counted above.
process.exit(0);
