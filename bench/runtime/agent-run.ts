// A tool call as users make it, measured alone: a bare `tool.invoke` (plain args and a
// ToolCall) and a whole `createAgent` run (fakeModel asks for `add` once, then answers) on an
// in-memory modern server. Wall and process CPU per operation, medians of interleaved blocks.
// Usage: npm run build && node --import tsx bench/runtime/agent-run.ts [--runs=N] [--dist=FILE]
// (--dist: another build's runtime/dist/index.js, e.g. of an earlier commit, to compare under one load)
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import { AIMessage, createAgent, fakeModel } from "langchain";
import { MemorySaver } from "@langchain/langgraph";
import { ARGS, loadOurs } from "./clients.js";
import { inProcessServer } from "./servers.js";

const runsArg = process.argv.find((a) => a.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 400;
const BLOCKS = 10;

const distArg = process.argv.find((a) => a.startsWith("--dist="));
const { MCPAdapter } = distArg
  ? await import(pathToFileURL(distArg.slice("--dist=".length)).href)
  : await loadOurs();
const adapter = new MCPAdapter(inProcessServer("modern"));
const tools = await adapter.listTools();
const add = tools.find((t: { name: string }) => t.name === "add");

/** A model scripted for `n` agent runs: each asks for `add` once, then answers. */
function scriptedModel(n: number) {
  const model = fakeModel();
  for (let i = 0; i < n; i++) {
    model.respondWithTools([{ name: "add", args: ARGS.add, id: `c${i}` }]);
    model.respond(new AIMessage("3"));
  }
  return model;
}

const cases: Record<string, { perBlock: number; make(): (i: number) => Promise<unknown> }> = {
  "tool.invoke(args)": { perBlock: runs * 5, make: () => () => add.invoke(ARGS.add) },
  "tool.invoke(ToolCall)": {
    perBlock: runs * 5,
    make: () => () =>
      add.invoke({ type: "tool_call", id: randomUUID(), name: "add", args: ARGS.add }),
  },
  "agent.invoke (one add call)": {
    perBlock: runs,
    make() {
      const agent = createAgent({
        model: scriptedModel(runs * (BLOCKS + 1)),
        tools,
        checkpointer: new MemorySaver(),
      });
      return (i) =>
        agent.invoke(
          { messages: [{ role: "user", content: "add" }] },
          { configurable: { thread_id: `t${i}` } },
        );
    },
  },
};

const callers = Object.entries(cases).map(([label, c]) => ({
  label,
  n: c.perBlock,
  call: c.make(),
}));
const samples = new Map<string, { wall: number[]; cpu: number[] }>();
let seq = 0;
// Warm-up block, then interleaved measured blocks (every case sees the same machine load).
for (let block = 0; block <= BLOCKS; block++) {
  for (const { label, n, call } of callers) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < n / BLOCKS; i++) await call(seq++);
    const wall = ((performance.now() - t0) * 1000) / (n / BLOCKS);
    const cpuUsed = process.cpuUsage(cpu0);
    const cpu = (cpuUsed.user + cpuUsed.system) / (n / BLOCKS);
    if (block === 0) continue;
    const s = samples.get(label) ?? { wall: [], cpu: [] };
    s.wall.push(wall);
    s.cpu.push(cpu);
    samples.set(label, s);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [label, s] of samples) {
  process.stdout.write(
    `${label.padEnd(30)} wall ${median(s.wall).toFixed(1).padStart(7)} µs/op   CPU ${median(s.cpu).toFixed(1).padStart(7)} µs/op\n`,
  );
}
await adapter.close();
