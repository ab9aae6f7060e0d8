import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

const tools = await client.listTools();
export const add = tools.find((t) => t.name === "add");
