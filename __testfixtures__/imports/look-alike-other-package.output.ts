import { MCPAdapter as McpAdaptersClient } from "langchain-mcp-bridge";
import { MultiServerMCPClient } from "./other-mcp.js";

// Another package's class of the same name: not ours to migrate.
const other = new MultiServerMCPClient({ servers: ["a"] });
export const otherTools = other.getTools();

export const client = new McpAdaptersClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });
export const tools = await client.listTools();
