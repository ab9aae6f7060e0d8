import type { DynamicStructuredTool } from "@langchain/core/tools";
import type { MultiServerMCPClient } from "@langchain/mcp-adapters";

export interface LoadResult {
  tools: DynamicStructuredTool[];
  error?: string;
}

/**
 * Load tools but never crash the caller: the agent runs without tools when the MCP side is down.
 */
export async function loadToolsSafely(client: MultiServerMCPClient, ...servers: string[]): Promise<LoadResult> {
  try {
    const tools = await client.getTools(...servers);
    return { tools };
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    console.warn(`[mcp] could not load tools: ${error}`);
    return { tools: [], error };
  }
}
