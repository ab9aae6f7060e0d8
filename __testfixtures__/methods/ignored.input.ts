import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// Migrated by hand later: the codemod leaves this client alone.
// mcp-migrate-ignore
const legacy = new MultiServerMCPClient({ mcpServers: { old: { transport: "stdio", command: "node", args: ["./old.js"] } } });

const client = new MultiServerMCPClient({
  mcpServers: { math: { transport: "stdio", command: "node", args: ["./math-server.js"] } },
});

export const tools = await client.getTools();
// mcp-migrate-ignore
export const legacyTools = await legacy.getTools();
