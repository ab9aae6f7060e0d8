// One place the rest of the app gets MCP from.
export { MultiServerMCPClient as McpHub } from "@langchain/mcp-adapters";
export type { Connection as ServerConnection } from "@langchain/mcp-adapters";
export { Toolbox } from "./toolbox.js";
