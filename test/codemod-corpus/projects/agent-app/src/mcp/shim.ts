// Loaded lazily so cold starts that never touch tools do not pay for the MCP SDK.
export { MultiServerMCPClient } from "@langchain/mcp-adapters";
export type { ClientConfig } from "@langchain/mcp-adapters";
