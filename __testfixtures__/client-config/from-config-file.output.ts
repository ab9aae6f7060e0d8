import { loadMCPConfig, MCPAdapter } from "langchain-mcp-bridge";

// 0.3: a static, synchronous loader (often awaited anyway).
const client = new MCPAdapter(loadMCPConfig("./config/mcp.json"), { toolNames: "bare" });
const other = new MCPAdapter(loadMCPConfig(process.env.MCP_CONFIG ?? "mcp.json"), { toolNames: "bare" });

export const tools = await client.listTools();
export { other };
