import { MCPAdapter } from "langchain-mcp-bridge";
import * as conf from "./config.js";
import { defaultConfig } from "./settings/index.js";
import defaults from "./defaults.js";
import { handledConfig } from "./handlers.js";

export const search = new MCPAdapter(defaultConfig, { toolNames: "bare" });
export const again = new MCPAdapter(conf.mcpConfig, {
  toolNames: (server, tool) => `${server}__${tool}`,
  timeout: 30_000
});
export const legacy = new MCPAdapter(defaults, { toolNames: "bare" });
// TODO(mcp-migrate): the options of `handledConfig` (in "./handlers.js") could not be moved here (`onConnectionError` is computed there): give them to MCPAdapter as its second argument (toolNames, timeout, onConnectionError, …)
export const handled = new MCPAdapter(handledConfig);
