// Paired before/after runs of the runtime table's workers: two checkouts of this repository
// (each built: runtime/dist and bench/.corpus/build), their workers run alternately, round
// after round, against the same servers, so both sides see the same machine load. Prints the
// median over rounds of each caller's p50 and CPU per call, and ours' ratios to raw and old.
// Usage: node --import tsx bench/runtime/paired.ts --before=<repo> --after=<repo>
//          [--rounds=6] [--transports=memory,http,stdio] [--calls=2000 (in memory; wire: 1/4)]
//          [--json=<file> (every round's p50 and CPU)]
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fmt, median, ratio, table } from "../stats.js";
import type { ClientKind, ToolName } from "./clients.js";
import { startHttpServers } from "./index.js";
import type { Era, Ports, TransportKind } from "./servers.js";
import type { WorkerResult, WorkerSpec } from "./worker.js";

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const sides = { before: arg("before"), after: arg("after") };
if (!sides.before || !sides.after) throw new Error("--before=<repo> and --after=<repo> needed");
const rounds = Number(arg("rounds") ?? 6);
const transports = (arg("transports") ?? "memory,http,stdio").split(",") as TransportKind[];
const addCalls = Number(arg("calls") ?? 2000);

const CLIENTS: Record<Era, ClientKind[]> = {
  modern: ["raw", "raw-caps", "old", "ours"],
  legacy: ["raw", "old", "ours"],
};

function runWorker(repo: string, specs: WorkerSpec[]): Promise<WorkerResult[]> {
  return new Promise((resolve, reject) => {
    const root = repo.endsWith("/") ? repo : `${repo}/`;
    const child = spawn(
      process.execPath,
      [`${root}bench/.corpus/build/runtime/worker.js`, JSON.stringify(specs)],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    );
    let stdout = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.on("close", (code) => {
      try {
        resolve(JSON.parse(stdout.trim().split("\n").pop() ?? "") as WorkerResult[]);
      } catch {
        reject(new Error(`worker of ${repo} exited ${code}`));
      }
    });
  });
}

type Side = keyof typeof sides;
/** p50 (ms) and CPU (µs) per call of each caller, per side, one entry per round. */
const samples = new Map<string, Record<Side, { p50: number[]; cpu: number[] }>>();
const keyOf = (era: Era, transport: TransportKind, tool: ToolName, label: string) =>
  `${era}|${transport}|${tool}|${label}`;

function note(side: Side, results: WorkerResult[]): void {
  for (const w of results) {
    if (w.error) throw new Error(`${side} ${w.spec.era}/${w.spec.transport}: ${w.error}`);
    for (const r of w.results) {
      const key = keyOf(w.spec.era, w.spec.transport, r.tool, r.label);
      const entry = samples.get(key) ?? {
        before: { p50: [], cpu: [] },
        after: { p50: [], cpu: [] },
      };
      entry[side].p50.push(r.latency.p50);
      entry[side].cpu.push(r.cpuUsPerCall);
      samples.set(key, entry);
    }
  }
}

async function measure(ports: Ports): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    for (const era of ["modern", "legacy"] as Era[]) {
      for (const transport of transports) {
        // A wire call takes 10-50 times an in-memory one: fewer of them.
        const add = transport === "memory" ? addCalls : Math.ceil(addCalls / 4);
        const calls = { add, text: Math.ceil(add / 5) };
        const specs = CLIENTS[era].map((client): WorkerSpec => ({
          era,
          transport,
          client,
          ports,
          calls,
          inFlight: 32,
          cycles: 1,
        }));
        // Which side goes first alternates, so neither always runs on the warmer machine.
        const order: Side[] = round % 2 === 0 ? ["before", "after"] : ["after", "before"];
        for (const side of order) {
          const t0 = performance.now();
          note(side, await runWorker(sides[side]!, specs));
          const s = ((performance.now() - t0) / 1000).toFixed(0);
          process.stderr.write(`  round ${round + 1} ${era}/${transport} ${side}: ${s} s\n`);
        }
      }
    }
    process.stderr.write(`  paired round ${round + 1}/${rounds} done\n`);
  }
}

/** Per round, the p50 of `key` over the p50 of `base` on one side (one worker each). */
function ratios(key: string, base: string, side: Side): number[] {
  const of = samples.get(key)?.[side].p50 ?? [];
  const by = samples.get(base)?.[side].p50 ?? [];
  return of.map((p50, round) => p50 / by[round]).filter(Number.isFinite);
}

function report(): string {
  const rows: string[][] = [];
  const med = (key: string, side: Side) => {
    const s = samples.get(key)?.[side];
    return s && { p50: median(s.p50), cpu: median(s.cpu) };
  };
  for (const era of ["modern", "legacy"] as Era[]) {
    for (const transport of transports) {
      for (const tool of ["add", "text"] as ToolName[]) {
        const at = (label: string, side: Side) => med(keyOf(era, transport, tool, label), side);
        for (const label of [
          "raw",
          "raw +caps",
          "old adapter",
          "ours (MCPClient)",
          "ours (args)",
          "ours (ToolCall)",
        ]) {
          const before = at(label, "before");
          const after = at(label, "after");
          if (!before || !after) continue;
          const ours = label.startsWith("ours");
          // Ours against raw and old in the same worker, round by round: the load moves all three.
          const against = (base: string, side: Side) =>
            median(
              ratios(keyOf(era, transport, tool, label), keyOf(era, transport, tool, base), side),
            );
          rows.push([
            era,
            transport,
            tool,
            label,
            fmt(before.p50, 3),
            fmt(after.p50, 3),
            fmt(ratio(after.p50, before.p50)) + "x",
            fmt(before.cpu, 0),
            fmt(after.cpu, 0),
            ours ? `${fmt(against("raw", "before"))}x → ${fmt(against("raw", "after"))}x` : "",
            ours
              ? `${fmt(against("old adapter", "before"))}x → ${fmt(against("old adapter", "after"))}x`
              : "",
          ]);
        }
      }
    }
  }
  return table(
    [
      "era",
      "transport",
      "tool",
      "client",
      "p50 ms before",
      "p50 ms after",
      "after/before",
      "CPU µs before",
      "CPU µs after",
      "/raw before → after",
      "/old before → after",
    ],
    rows,
  );
}

const servers = await startHttpServers();
try {
  await measure(servers.ports);
} finally {
  servers.stop();
}
const dump = arg("json");
if (dump) writeFileSync(dump, JSON.stringify(Object.fromEntries(samples)));
process.stdout.write(
  `${rounds} paired rounds, ${addCalls} add / ${Math.ceil(addCalls / 5)} text calls per caller ` +
    `and round in memory, a quarter of those over a wire; medians over rounds\n\n${report()}\n`,
);
