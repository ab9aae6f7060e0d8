import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter(
  { mcpServers: { math: { url: "http://localhost:3000/mcp" } } },
  { toolNames: "bare" }
);
const tools = await client.listTools();

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
