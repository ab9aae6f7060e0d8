import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import * as conf from "./config.js";
import { defaultConfig } from "./settings/index.js";
import defaults from "./defaults.js";
import { handledConfig } from "./handlers.js";
import timeConfig from "./mcp.json" with { type: "json" };
import legacyServers from "./legacy-servers.json" with { type: "json" };
import { limitsConfig } from "./limits.js";

export const search = new MultiServerMCPClient(defaultConfig);
export const again = new MultiServerMCPClient(conf.mcpConfig);
export const legacy = new MultiServerMCPClient(defaults);
export const handled = new MultiServerMCPClient(handledConfig);
export const time = new MultiServerMCPClient(timeConfig);
export const old = new MultiServerMCPClient(legacyServers);
export const slow = new MultiServerMCPClient(limitsConfig);
