import type { DynamicStructuredTool } from "@langchain/core/tools";
import type { StdioConnection } from "@langchain/mcp-adapters";
import { sharedClient } from "../../shared/mcp";

export interface ToolCard {
  name: string;
  description: string;
}

export const localServer: StdioConnection = { command: "node", args: ["server.js"] };

export async function toolCards(): Promise<ToolCard[]> {
  const tools: DynamicStructuredTool[] = await sharedClient().getTools();
  return tools.map(({ name, description }) => ({ name, description }));
}
