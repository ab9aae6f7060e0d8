// Migrated from @langchain/mcp-adapters: nothing is left for the sweep.
import { expect } from "vitest";
import { MCPAdapter } from "langchain-mcp-bridge";
import type { ToolMessage } from "@langchain/core/messages";

export const adapter = new MCPAdapter(
  { mcpServers: { math: { command: "node", args: ["math.js"] } } },
  { onConnectionError: "throw", timeout: 5_000 },
);

export async function check(message: ToolMessage) {
  await adapter.connect();
  const tools = await adapter.listTools({ servers: ["math"] });
  const math = adapter.client("math");
  expect(adapter).toBeInstanceOf(MCPAdapter);
  await adapter.close();
  return { tools, math, structured: message.artifact?.structuredContent };
}
