export const MCP_OPTIONS = Symbol("MCP_OPTIONS");
export const MCP_CLIENT = Symbol("MCP_CLIENT");
