// The runtime table: spawns the HTTP servers once, one worker per (era, transport, client),
// and prints latency/throughput/memory/leaks with ratios against the raw SDK client.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { fmt, ratio, table } from "../stats.js";
import type { ClientKind, ToolName } from "./clients.js";
import type { Era, Ports, TransportKind } from "./servers.js";
import { serverFile } from "./servers.js";
import { BUILD, REPO } from "../paths.js";
import type { CallerResult, WorkerResult, WorkerSpec } from "./worker.js";

export interface RuntimeOptions {
  smoke: boolean;
  /** restrict to some transports / clients (debugging) */
  transports?: TransportKind[];
  clients?: ClientKind[];
}

export interface Section {
  text: string;
  /** things that broke (not slowness): the smoke run fails on these */
  failures: string[];
}

export async function startHttpServers(): Promise<{ ports: Ports; stop(): void }> {
  const child = spawn(process.execPath, [serverFile("http.js")], {
    cwd: REPO,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`HTTP bench servers exited (${code})`)));
  });
  return { ports: JSON.parse(line) as Ports, stop: () => child.kill() };
}

function runWorker(specs: WorkerSpec[]): Promise<WorkerResult[]> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${BUILD}runtime/worker.js`, JSON.stringify(specs)], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 300_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      const last = stdout.trim().split("\n").pop() ?? "";
      try {
        resolve(JSON.parse(last) as WorkerResult[]);
      } catch {
        const error = `worker exited ${code}: ${stderr.trim().split("\n").slice(-3).join(" | ")}`;
        resolve(specs.map((spec) => ({ spec, results: [], error })));
      }
    });
  });
}

const CLIENTS: Record<Era, ClientKind[]> = {
  modern: ["raw", "raw-caps", "raw-1x", "old", "ours"],
  legacy: ["raw", "old", "ours"],
};
const TRANSPORTS: TransportKind[] = ["memory", "stdio", "http"];

export async function runRuntime(
  opts: RuntimeOptions,
): Promise<Section & { results: WorkerResult[] }> {
  const servers = await startHttpServers();
  const results: WorkerResult[] = [];
  const specs: WorkerSpec[] = [];
  for (const era of ["modern", "legacy"] as Era[]) {
    for (const transport of opts.transports ?? TRANSPORTS) {
      // The smoke run skips the extra raw clients: they only feed comparisons, not checks.
      const kinds = CLIENTS[era].filter(
        (c) =>
          (!opts.smoke || c === "raw" || c === "old" || c === "ours") &&
          (!opts.clients || opts.clients.includes(c)),
      );
      for (const client of kinds) {
        const calls = opts.smoke
          ? { add: 20, text: 5 }
          : transport === "memory"
            ? { add: 5000, text: 1000 }
            : { add: 2000, text: 400 };
        const cycles = opts.smoke ? 1 : transport === "stdio" ? 20 : 200;
        specs.push({ era, transport, client, ports: servers.ports, calls, inFlight: 32, cycles });
      }
    }
  }
  try {
    // One worker per (era, transport): its clients are measured interleaved.
    const groups = new Map<string, WorkerSpec[]>();
    for (const s of specs)
      groups.set(`${s.era}/${s.transport}`, [...(groups.get(`${s.era}/${s.transport}`) ?? []), s]);
    const batches = [...groups.values()];
    for (const batch of batches) {
      const t0 = performance.now();
      results.push(...(await runWorker(batch)));
      const names = batch.map((s) => `${s.era}/${s.transport}/${s.client}`).join(", ");
      process.stderr.write(
        `  runtime ${((performance.now() - t0) / 1000).toFixed(1)} s: ${names}\n`,
      );
    }
  } finally {
    servers.stop();
  }
  return { results, ...report(results) };
}

interface Row {
  era: Era;
  transport: TransportKind;
  tool: ToolName;
  r: CallerResult;
  w: WorkerResult;
}

function report(results: WorkerResult[]): Section {
  const failures: string[] = [];
  const rows: Row[] = [];
  for (const w of results) {
    const name = `${w.spec.era}/${w.spec.transport}/${w.spec.client}`;
    if (w.error) failures.push(`${name}: ${w.error}`);
    // The old adapter's leaks are findings, not breakage; ours and the raw baselines must not leak.
    if (w.spec.client === "old") continue;
    if (w.leftChildren)
      failures.push(`${name}: ${w.leftChildren} child process(es) left after close()`);
    if (w.leftSessions)
      failures.push(`${name}: ${w.leftSessions} server session(s) left after close()`);
    if (w.leftMemoryServers)
      failures.push(
        `${name}: ${w.leftMemoryServers} in-memory server connection(s) left after close()`,
      );
  }
  for (const w of results) {
    for (const r of w.results)
      rows.push({ era: w.spec.era, transport: w.spec.transport, tool: r.tool, r, w });
  }
  const rawOf = (row: Row) =>
    rows.find(
      (x) =>
        x.era === row.era &&
        x.transport === row.transport &&
        x.tool === row.tool &&
        x.r.label === "raw",
    )?.r;
  const cells: string[][] = [];
  for (const row of rows) {
    const raw = rawOf(row);
    cells.push([
      row.era,
      row.transport,
      row.tool,
      row.r.label,
      fmt(row.r.latency.p50, 3),
      fmt(row.r.latency.p99, 3),
      fmt(ratio(row.r.latency.p50, raw?.latency.p50)) + "x",
      fmt(row.r.cpuUsPerCall, 0),
      fmt(ratio(row.r.cpuUsPerCall, raw?.cpuUsPerCall)) + "x",
      fmt(row.r.callsPerSec, 0),
      fmt(ratio(row.r.callsPerSec, raw?.callsPerSec)) + "x",
      fmt(row.w.rssDeltaMb, 1),
      fmt(row.w.cycleMs, 1),
      String(row.w.leftChildren ?? "-"),
      String(row.w.leftSessions ?? row.w.leftMemoryServers ?? "-"),
    ]);
  }
  for (const w of results.filter((x) => x.error)) {
    cells.push([
      w.spec.era,
      w.spec.transport,
      "*",
      w.spec.client,
      w.notBuilt ? "NOT BUILT YET" : "FAILED: " + w.error!.slice(0, 60),
    ]);
  }
  const text = [
    "## Runtime: per-call latency (sequential), throughput (32 in flight), memory, leaks after close()",
    "",
    "CPU µs/call: CPU of the client process per sequential call (in memory it includes the server).",
    "",
    table(
      [
        "era",
        "transport",
        "tool",
        "client",
        "p50 ms",
        "p99 ms",
        "p50/raw",
        "CPU µs/call",
        "CPU/raw",
        "calls/s",
        "tput/raw",
        "RSS Δ MB",
        "open+call+close ms",
        "children left",
        "sessions left",
      ],
      cells,
    ),
    "",
    "Targets (issue 8):",
    ...targets(rows).map((t) => `- ${t}`),
  ].join("\n");
  return { text, failures };
}

function targets(rows: Row[]): string[] {
  const get = (era: Era, transport: TransportKind, tool: ToolName, label: string) =>
    rows.find(
      (x) => x.era === era && x.transport === transport && x.tool === tool && x.r.label === label,
    );
  const out: string[] = [];
  const verdict = (ok: boolean | undefined) =>
    ok === undefined ? "n/a (not measured)" : ok ? "MET" : "MISSED";
  for (const label of ["ours (MCPClient)", "ours (args)", "ours (ToolCall)"]) {
    for (const era of ["modern", "legacy"] as Era[]) {
      for (const transport of TRANSPORTS) {
        const limit = transport === "memory" ? 1.25 : 1.05;
        const ours = get(era, transport, "add", label);
        const raw = get(era, transport, "add", "raw");
        const r = ratio(ours?.r.latency.p50, raw?.r.latency.p50);
        let line = `${label} ${era} ${transport}: p50 ${fmt(r)}x raw (target <= ${limit}x) ${verdict(r === undefined ? undefined : r <= limit)}`;
        if (transport !== "memory") {
          const t = ratio(ours?.r.callsPerSec, raw?.r.callsPerSec);
          line += `; throughput ${fmt(t)}x raw (target >= 0.95x) ${verdict(t === undefined ? undefined : t >= 0.95)}`;
        }
        const caps = get(era, transport, "add", "raw +caps");
        if (caps) {
          const c = ratio(ours?.r.latency.p50, caps.r.latency.p50);
          const ct = ratio(ours?.r.callsPerSec, caps.r.callsPerSec);
          line += ` (vs a raw client declaring ours' capabilities: p50 ${fmt(c)}x, throughput ${fmt(ct)}x)`;
        }
        out.push(line);
      }
    }
  }
  const ourWorkers = rows.filter((x) => x.w.spec.client === "ours").map((x) => x.w);
  if (ourWorkers.length) {
    const leaks = ourWorkers.reduce(
      (n, w) => n + (w.leftChildren ?? 0) + (w.leftSessions ?? 0) + (w.leftMemoryServers ?? 0),
      0,
    );
    out.push(
      `ours: ${leaks} child processes / sessions left after close() (target 0) ${verdict(leaks === 0)}`,
    );
  } else out.push("ours: leaks after close(): n/a (not measured)");
  const modern = get("modern", "http", "add", "ours (args)");
  const pooled = get("modern", "http", "add", "raw 1.x");
  const r = ratio(modern?.r.latency.p50, pooled?.r.latency.p50);
  out.push(
    `modern (session-less) HTTP call by ours vs legacy pooled call (raw 1.x) to the same server: ${fmt(r)}x (target <= 1x) ${verdict(r === undefined ? undefined : r <= 1)}`,
  );
  return out;
}
