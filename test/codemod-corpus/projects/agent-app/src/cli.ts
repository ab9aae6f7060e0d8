#!/usr/bin/env -S node --import tsx
/**
 * agent-cli: talk to the MCP tools from a terminal.
 *
 *   agent-cli                      list the tools, then a sanity call
 *   agent-cli --call add --json '{"a":1,"b":2}'
 */
import { parseArgs } from "node:util";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import type { DynamicStructuredTool } from "@langchain/core/tools";
import { MATH_SERVER } from "./env.js";

const { values } = parseArgs({
  options: {
    call: { type: "string" },
    json: { type: "string", default: "{}" },
    verbose: { type: "boolean", short: "v", default: false },
  },
});

const client = new MultiServerMCPClient({
  throwOnLoadError: true,
  prefixToolNameWithServerName: false,
  mcpServers: {
    math: {
      command: "node",
      args: ["--import", "tsx", MATH_SERVER],
      env: { ...(process.env as Record<string, string>), LOG_LEVEL: values.verbose ? "debug" : "warn" },
    },
  },
});

function byName(tools: DynamicStructuredTool[], name: string): DynamicStructuredTool {
  const tool = tools.find((t) => t.name === name);
  if (!tool) throw new Error(`no tool named ${name}; try one of ${tools.map((t) => t.name).join(", ")}`);
  return tool;
}

async function main(): Promise<void> {
  const tools = await client.getTools();
  if (values.call) {
    const out = await byName(tools, values.call).invoke(JSON.parse(values.json!));
    console.log(out);
    return;
  }
  console.log(`${tools.length} tools: ${tools.map((t) => t.name).sort().join(", ")}`);
  const add = byName(tools, "add");
  console.log("add(2, 40) =", await add.invoke({ a: 2, b: 40 }));
  const echo = byName(tools, "echo");
  console.log("echo =", await echo.invoke({ text: "cli ok" }));
}

try {
  await main();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await client.close();
}
