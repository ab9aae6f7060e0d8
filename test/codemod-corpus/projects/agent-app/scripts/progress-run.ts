import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER } from "../src/env.js";

const progress: string[] = [];
const logs: string[] = [];

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["--import", "tsx", MATH_SERVER] },
  },
  onProgress: (p, source) => {
    if (source.type === "tool") progress.push(`${source.server}/${source.name} ${p.progress}/${p.total}`);
  },
  onMessage: (log, source) => {
    logs.push(`${source.server} ${log.level} ${String(log.data)}`);
  },
});

const tools = await client.getTools();
const steps = tools.find((t) => t.name === "progress")!;
console.log("result:", await steps.invoke({ steps: 3 }));
// Notifications may trail the result on a loaded machine.
await new Promise((r) => setTimeout(r, 200));
console.log("progress seen:", progress.length > 0, progress[0] ?? "none");
const log = tools.find((t) => t.name === "log")!;
console.log("log result:", await log.invoke({ message: "hello log" }));
await new Promise((r) => setTimeout(r, 200));
console.log("logs:", logs.filter((l) => l.includes("hello log")).length > 0);
await client.close();
