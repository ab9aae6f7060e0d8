import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({ mcpServers: { math: { url: "http://localhost:3000/mcp" } } });
const tools = await client.getTools();

class ToolException extends Error {}

export async function safeCall(args: Record<string, unknown>) {
  try {
    return await tools[0].invoke(args);
  } catch (error) {
    if (error instanceof ToolException) return `failed: ${error.message}`;
    if (error instanceof Error && error.name === "ToolException") return "failed";
    throw error;
  }
}
