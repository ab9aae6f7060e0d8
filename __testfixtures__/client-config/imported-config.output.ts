import { MCPAdapter } from "langchain-mcp-bridge";
import { mcpConfig } from "./shared-config.js";

// The config is built at run time in another module: it cannot be checked from here.
// TODO(mcp-migrate): the config `mcpConfig` cannot be followed in this file (`mcpConfig` is imported from "./shared-config.js"): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument
export const client = new MCPAdapter(mcpConfig, { toolNames: "bare" });
