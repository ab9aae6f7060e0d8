// Plain JavaScript: hooks that rewrite arguments and results, progress, and a failing tool.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const MATH_SERVER = process.env.MATH_SERVER ?? "./servers/math.ts";
const seen = [];

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["--import", "tsx", MATH_SERVER] } },
  beforeToolCall: ({ name, args }) => {
    seen.push(`before ${name}`);
    return name === "add" ? { args: { ...args, b: args.b * 10 } } : undefined;
  },
  afterToolCall: (res) => {
    seen.push(`after ${res.name}`);
    return undefined;
  },
  onProgress: (progress) => seen.push(`progress ${progress.progress}`),
});

try {
  const tools = await client.getTools();
  const byName = Object.fromEntries(tools.map((tool) => [tool.name, tool]));
  console.log("add:", JSON.stringify(await byName.add.invoke({ a: 1, b: 2 })));
  await byName.progress.invoke({ steps: 2 });
  try {
    await byName.fail.invoke({ message: "nope" });
    console.log("fail: returned");
  } catch (err) {
    console.log("fail:", err.name);
  }
  console.log("seen:", seen.filter((s) => !s.startsWith("progress")).join(", "));
  console.log("progress seen:", seen.some((s) => s.startsWith("progress")));
} finally {
  await client.close();
}
