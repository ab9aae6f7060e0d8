// Three asking calls in parallel on ONE shared legacy session, through createAgent + MemorySaver.
// A question on a call's own stream (Streamable HTTP with relatedRequestId, in-memory) goes to
// that call's interrupt and is held open across the pause: each call runs once in all. A question
// that cannot be routed (the GET stream, stdio) is never answered for the person: the asking
// calls get "cancel" on the wire and run again one at a time (not held, so the others need not
// wait for the resume), so each question reaches its own interrupt.
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import {
  agentCalling,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";
import {
  ASKING_TOOLS,
  createParallelAskServer,
  parallelAskStdioEntry,
  startParallelAskHttp,
  type Runs,
} from "./parallelServer.js";

const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});

/** The adapter for one way of serving the server; `runs` counts tool runs where it is in-process. */
async function adapterFor(kind: string, runs: Runs): Promise<MCPAdapter> {
  let adapter: MCPAdapter;
  if (kind === "in-memory") {
    adapter = new MCPAdapter(createParallelAskServer(runs, true));
  } else if (kind === "stdio") {
    adapter = new MCPAdapter({ mcpServers: { legacy: parallelAskStdioEntry() } });
  } else {
    const http = await startParallelAskHttp(runs, kind === "http-routed");
    cleanup.push(() => http.close());
    adapter = new MCPAdapter({ mcpServers: { legacy: { url: http.url.href } } });
  }
  cleanup.push(() => adapter.close());
  return adapter;
}

/** The run number a result reports (`ask_a run 2: …`). */
const runOf = (text: string) => Number(/ run (\d+):/.exec(text)?.[1]);

async function threeParallelAskingCalls(kind: string) {
  const runs: Runs = {};
  const adapter = await adapterFor(kind, runs);
  const tools = await adapter.listTools();
  const agent = agentCalling(
    tools,
    ASKING_TOOLS.map((name) => ({ name, args: {} })),
  );
  const paused = await start(agent);
  const requests = pendingRequests(paused);
  // Each question reached the interrupt of the call that asked it.
  expect(requests.map((r) => `${r.tool}: ${r.message}`).sort()).toEqual(
    ASKING_TOOLS.map((tool) => `${tool}: Answer for ${tool}?`),
  );
  const answers = Object.fromEntries(
    requests.map((r) => [r.key, { action: "accept", content: { answer: `for ${r.tool}` } }]),
  );
  const done = await resume(agent, answers);
  expect(done.__interrupt__).toBeUndefined();
  const results = toolResults(done);
  for (const tool of ASKING_TOOLS) {
    expect(results[tool].status).not.toBe("error");
    expect(results[tool].content).toMatch(new RegExp(`^${tool} run \\d+: for ${tool}$`));
  }
  return { runs, results };
}

describe("three asking calls in parallel on one legacy session", { timeout: 60_000 }, () => {
  for (const kind of ["http-routed", "in-memory"]) {
    it(`${kind}: each question goes to its own call's interrupt, held; each call runs once`, async () => {
      const { runs, results } = await threeParallelAskingCalls(kind);
      // One run: its question held across the pause and answered on resume.
      expect(runs).toEqual({ ask_a: 1, ask_b: 1, ask_c: 1 });
      for (const tool of ASKING_TOOLS) expect(runOf(results[tool].content)).toBe(1);
    });
  }

  for (const kind of ["http-get-stream", "stdio"]) {
    it(`${kind}: unroutable questions are answered "cancel" and each call runs again alone`, async () => {
      const { runs, results } = await threeParallelAskingCalls(kind);
      // At most twice per graph run: "cancel" among the others, then alone.
      for (const tool of ASKING_TOOLS) {
        const run = runOf(results[tool].content);
        expect(run).toBeGreaterThanOrEqual(2);
        expect(run).toBeLessThanOrEqual(4);
        if (kind !== "stdio") expect(runs[tool]).toBe(run);
      }
    });
  }
});
