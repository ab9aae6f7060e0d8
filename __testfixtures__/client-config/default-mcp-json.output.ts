import { loadMCPConfig, MCPAdapter } from "langchain-mcp-bridge";

// 0.2: with no config, the client read ./mcp.json.
const client = new MCPAdapter(loadMCPConfig("mcp.json"), { toolNames: "bare" });
await client.connect();

export const tools = await client.listTools();
