import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// 0.2: with no config, the client read ./mcp.json.
const client = new MultiServerMCPClient();
await client.initializeConnections();

export const tools = client.getTools();
