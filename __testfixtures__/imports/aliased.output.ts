import { MCPAdapter as McpClient, type MCPServerEntry as Entry } from "langchain-mcp-bridge";

const math: Entry = { command: "node", args: ["./math-server.js"] };

export const client = new McpClient({ mcpServers: { math } }, { toolNames: "bare" });
export const tools = await client.listTools();
