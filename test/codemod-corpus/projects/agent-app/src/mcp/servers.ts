import type { ClientConfig, Connection } from "@langchain/mcp-adapters";

interface ServerSpec {
  name: string;
  kind: "local" | "remote";
  target: string;
  timeoutMs?: number;
}

const SPECS: ServerSpec[] = [
  { name: "math", kind: "local", target: "servers/math.ts" },
  { name: "search", kind: "remote", target: "http://127.0.0.1:8931/mcp", timeoutMs: 15_000 },
  { name: "legacy-events", kind: "remote", target: "http://127.0.0.1:8932/sse" },
];

/** Turn our deploy manifest into the adapter's server map. */
export function buildServers(specs: ServerSpec[] = SPECS): ClientConfig["mcpServers"] {
  const servers: ClientConfig["mcpServers"] = {};
  for (const spec of specs) {
    if (spec.kind === "local") {
      servers[spec.name] = {
        command: "node",
        args: ["--import", "tsx", spec.target],
        stderr: "pipe",
        restart: { enabled: true, maxAttempts: 5, delayMs: 1_000 },
        defaultToolTimeout: spec.timeoutMs ?? 60_000,
      } as Connection;
    } else {
      servers[spec.name] = {
        url: spec.target,
        automaticSSEFallback: spec.target.endsWith("/sse"),
        reconnect: { enabled: true, maxAttempts: 3, delayMs: 2_000 },
        defaultToolTimeout: spec.timeoutMs,
      } as Connection;
    }
  }
  return servers;
}

export const serverNames = (servers: ClientConfig["mcpServers"]) => Object.keys(servers).sort();
