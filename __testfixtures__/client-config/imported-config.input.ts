import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { mcpConfig } from "./shared-config.js";

// The config is built at run time in another module: it cannot be checked from here.
export const client = new MultiServerMCPClient(mcpConfig);
