export { sharedClient, shutdown, sharedConfig } from "./mcp";
export type { ClientConfig, Connection, StdioConnection } from "@langchain/mcp-adapters";
