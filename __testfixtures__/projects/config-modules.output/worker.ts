import { MCPAdapter } from "langchain-mcp-bridge";
import * as conf from "./config.js";
import { defaultConfig } from "./settings/index.js";
import defaults from "./defaults.js";
import { handledConfig } from "./handlers.js";
import timeConfig from "./mcp.json" with { type: "json" };
import legacyServers from "./legacy-servers.json" with { type: "json" };
import { limitsConfig } from "./limits.js";

export const search = new MCPAdapter(defaultConfig, { toolNames: "bare" });
export const again = new MCPAdapter(conf.mcpConfig, {
  toolNames: (server, tool) => `${server}__${tool}`,
  timeout: 30_000
});
export const legacy = new MCPAdapter(defaults, { toolNames: "bare" });
// TODO(mcp-migrate): the options of `handledConfig` (in "./handlers.js") could not be moved here (`onConnectionError` is computed there): give them to MCPAdapter as its second argument (toolNames, timeout, onConnectionError, …)
export const handled = new MCPAdapter(handledConfig);
export const time = new MCPAdapter(timeConfig, { toolNames: "bare" });
// TODO(mcp-migrate): the config `legacyServers` cannot be followed in this file (`legacyServers` is imported from "./legacy-servers.json"): MCPAdapter takes { mcpServers: { name: entry } } (wrap a bare server map), entries without "transport"/"type" keys (except "sse"), and the old options (prefixToolNameWithServerName, …) as a second argument
export const old = new MCPAdapter(legacyServers, { toolNames: "bare" });
// TODO(mcp-migrate): the options of `limitsConfig` (in "./limits.js") could not be moved here (it is also used at limits-check.ts:4): give them to MCPAdapter as its second argument (toolNames, timeout, onConnectionError, …)
export const slow = new MCPAdapter(limitsConfig);
