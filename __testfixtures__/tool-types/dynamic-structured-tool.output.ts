import { DynamicStructuredTool, type StructuredToolInterface } from "@langchain/core/tools";
import { MCPAdapter } from "langchain-mcp-bridge";
import { z } from "zod";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

// The listed tools, typed as the old package made them.
export async function mcpTools(): Promise<StructuredToolInterface[]> {
  return client.listTools();
}

export const listed: StructuredToolInterface[] = await client.listTools();
export const cast = (await client.listTools()) as StructuredToolInterface[];

// A tool of the app's own: its type stays.
export const local: DynamicStructuredTool = new DynamicStructuredTool({
  name: "now",
  description: "The time",
  schema: z.object({}),
  func: async () => new Date().toISOString(),
});
