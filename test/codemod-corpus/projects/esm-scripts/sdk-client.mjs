#!/usr/bin/env node
// Uses the SDK client directly (we need its prompts too) and converts its tools with loadMcpTools.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { loadMcpTools } from "@langchain/mcp-adapters";
import { MATH_SERVER, show } from "./lib/mcp.mjs";

const client = new Client({ name: "ops-scripts", version: "1.0.0" });
const transport = new StdioClientTransport({ command: "node", args: ["--import", "tsx", MATH_SERVER] });
await client.connect(transport);

const tools = await loadMcpTools("math", client, {
  throwOnLoadError: true,
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: "",
});
console.log("sdk tools:", tools.map((t) => t.name).sort().slice(0, 4).join(","));
const add = tools.find((t) => t.name.endsWith("add"));
console.log("sdk add:", show(await add?.invoke({ a: 8, b: 9 })));
const prompts = await client.listPrompts();
console.log("prompts:", prompts.prompts.map((p) => p.name).join(","));
await client.close();
