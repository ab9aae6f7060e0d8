import { DynamicStructuredTool } from "@langchain/core/tools";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { z } from "zod";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// The listed tools, typed as the old package made them.
export async function mcpTools(): Promise<DynamicStructuredTool[]> {
  return client.getTools();
}

export const listed: DynamicStructuredTool[] = await client.getTools();
export const cast = (await client.getTools()) as DynamicStructuredTool[];

// A tool of the app's own: its type stays.
export const local: DynamicStructuredTool = new DynamicStructuredTool({
  name: "now",
  description: "The time",
  schema: z.object({}),
  func: async () => new Date().toISOString(),
});
