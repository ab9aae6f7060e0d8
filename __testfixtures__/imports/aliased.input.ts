import { MultiServerMCPClient as McpClient, type Connection as Entry } from "@langchain/mcp-adapters";

const math: Entry = { command: "node", args: ["./math-server.js"] };

export const client = new McpClient({ mcpServers: { math } });
export const tools = await client.getTools();
