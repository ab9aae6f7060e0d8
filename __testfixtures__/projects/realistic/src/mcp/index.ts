// The app's MCP entry point: the client class under the app's own name, and its config.
export { MultiServerMCPClient as ToolClient } from "@langchain/mcp-adapters";
export * from "./config.js";
