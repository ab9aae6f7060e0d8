import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({ mcpServers: { math: { url: "http://localhost:3000/mcp" } } });
const tools = await client.getTools();

try {
  await tools[0].invoke({ a: 1, b: 2 });
} catch (error) {
  if ((error as Error).name === "MCPClientError") console.error("server down");
  else if ((error as Error).name === "ToolException") console.error("the tool failed");
  else throw error;
}
