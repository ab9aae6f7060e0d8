import { MultiServerMCPClient as McpAdaptersClient } from "@langchain/mcp-adapters";
import { MultiServerMCPClient } from "./other-mcp.js";

// Another package's class of the same name: not ours to migrate.
const other = new MultiServerMCPClient({ servers: ["a"] });
export const otherTools = other.getTools();

export const client = new McpAdaptersClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});
export const tools = await client.getTools();
