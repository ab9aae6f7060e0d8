import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import * as conf from "./config.js";
import { defaultConfig } from "./settings/index.js";
import defaults from "./defaults.js";
import { handledConfig } from "./handlers.js";

export const search = new MultiServerMCPClient(defaultConfig);
export const again = new MultiServerMCPClient(conf.mcpConfig);
export const legacy = new MultiServerMCPClient(defaults);
export const handled = new MultiServerMCPClient(handledConfig);
