#!/usr/bin/env node
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER, show } from "./lib/mcp.mjs";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: {
      command: "node",
      args: ["--import", "tsx", MATH_SERVER],
      // the math server is local and fast
      defaultToolTimeout: 10_000,
    },
  },
  defaultToolTimeout: 60_000,
  throwOnLoadError: true,
});

const tools = await client.getTools();
const get = (name) => {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`missing ${name}`);
  return tool;
};

console.log("add:", show(await get("add").invoke({ a: 19, b: 23 })));
console.log("echo:", show(await get("echo").invoke({ text: "ops" })));
try {
  const out = await get("fail").invoke({ message: "boom" });
  console.log("fail returned:", show(out));
} catch (err) {
  console.log("fail threw:", err instanceof Error ? err.name : typeof err);
}
try {
  await get("slow").invoke({ ms: 5 });
  console.log("slow: ok");
} catch (err) {
  console.log("slow threw");
}
await client.close();
