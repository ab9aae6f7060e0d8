export { MCPAdapter } from "langchain-mcp-bridge";
export type { MCPServerEntry as ServerEntry, MCPConfig } from "langchain-mcp-bridge";
export * from "langchain-mcp-bridge";
