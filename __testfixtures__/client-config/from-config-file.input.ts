import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// 0.3: a static, synchronous loader (often awaited anyway).
const client = await MultiServerMCPClient.fromConfigFile("./config/mcp.json");
const other = MultiServerMCPClient.fromConfigFile(process.env.MCP_CONFIG ?? "mcp.json");

export const tools = client.getTools();
export { other };
