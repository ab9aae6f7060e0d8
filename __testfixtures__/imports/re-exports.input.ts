export { MultiServerMCPClient } from "@langchain/mcp-adapters";
export type { Connection as ServerEntry, ClientConfig } from "@langchain/mcp-adapters";
export * from "@langchain/mcp-adapters";
