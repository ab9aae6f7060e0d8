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
// Not printed: the old 1.1.4 client delivers these notifications in some runs and not in
// others (seen: none in 2 of 4 runs, even 200 ms after the result), so the line cannot be
// compared; the callback still runs through the migration.
void progress;
const log = tools.find((t) => t.name === "log")!;
console.log("log result:", await log.invoke({ message: "hello log" }));
await new Promise((r) => setTimeout(r, 200));
console.log("logs:", logs.filter((l) => l.includes("hello log")).length > 0);
await client.close();
