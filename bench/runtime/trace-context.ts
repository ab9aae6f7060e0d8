// The trace-context table (issue 28): what sending the active span's `traceparent` costs per
// in-memory tool call, measured in a worker process of its own (see trace-context-worker.ts).
import { spawn } from "node:child_process";
import { fmt, table } from "../stats.js";
import { BUILD, REPO } from "../paths.js";
import type { Section } from "./index.js";
import type { TraceResult } from "./trace-context-worker.js";

function run(calls: number): Promise<{ results?: TraceResult[]; error?: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [`${BUILD}runtime/trace-context-worker.js`, `${calls}`], {
      cwd: REPO,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
    child.on("close", (code) => {
      clearTimeout(timer);
      try {
        resolve({ results: JSON.parse(out.trim().split("\n").pop() ?? "") as TraceResult[] });
      } catch {
        resolve({
          error: `worker exited ${code}: ${err.trim().split("\n").slice(-3).join(" | ")}`,
        });
      }
    });
  });
}

export async function runTraceContext(opts: { smoke: boolean }): Promise<Section> {
  const calls = opts.smoke ? 200 : 5000;
  const { results = [], error } = await run(calls);
  const failures = error ? [`trace context: ${error}`] : [];
  // Each lane must send what it says: a traceparent only inside the span.
  for (const r of results) {
    const sent = r.traceparent !== undefined;
    if (sent !== (r.lane === "on, in a span"))
      failures.push(`trace context "${r.lane}": traceparent ${sent ? "sent" : "not sent"}`);
  }
  const off = results.find((r) => r.lane === "off, in a span");
  const rows = results.map((r) => [
    r.lane,
    fmt(r.latency.p50, 3),
    fmt(r.latency.p99, 3),
    fmt(r.cpuUsPerCall, 1),
    off ? fmt(r.cpuUsPerCall - off.cpuUsPerCall, 1) : "-",
    r.traceparent === undefined ? "no" : "yes",
  ]);
  const text = [
    `## Trace context: \`add\` in memory through ours' tool, ${calls} sequential calls per lane (modern server)`,
    "",
    table(
      ["traceContext", "p50 ms", "p99 ms", "CPU µs/call", "CPU Δ vs off", "traceparent sent"],
      rows,
    ),
  ].join("\n");
  return { text, failures };
}
