import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter(
  { mcpServers: { math: { url: "http://localhost:3000/mcp" } } },
  { toolNames: "bare" }
);
const tools = await client.listTools();

try {
  await tools[0].invoke({ a: 1, b: 2 });
} catch (error) {
  if ((error as Error).name === "MCPConnectionError") console.error("server down");
  else if ((error as Error).name === "ToolException") console.error("the tool failed");
  else throw error;
}
