import { MCPAdapter } from "langchain-mcp-bridge";
import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Migrated by hand later: the codemod leaves this client alone.
// mcp-migrate-ignore
const legacy = new MultiServerMCPClient({ mcpServers: { old: { transport: "stdio", command: "node", args: ["./old.js"] } } });

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
}, { toolNames: "bare" });

export const tools = await client.listTools();
// mcp-migrate-ignore
export const legacyTools = await legacy.getTools();
