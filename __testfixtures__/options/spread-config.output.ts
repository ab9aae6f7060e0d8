import { MCPAdapter } from "langchain-mcp-bridge";
import { sharedDefaults } from "./spread-config-defaults.js";

const servers = {
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
};

const tuning = {
  throwOnLoadError: false,
  defaultToolTimeout: 5_000,
};

// Only servers in the spread: nothing for a person to do.
export const plain = new MCPAdapter({ ...servers }, { toolNames: "bare" });

// Old options in a spread of this file: named in the marker.
// TODO(mcp-migrate): the config spreads `tuning`, which holds `throwOnLoadError`, `defaultToolTimeout`: MCPAdapter's config takes only mcpServers; move the options to its second argument (toolNames, timeout, onConnectionError, …)
export const tuned = new MCPAdapter({ ...tuning, ...servers }, { toolNames: "bare" });

// A spread from another module: every old option it might hold is named.
// TODO(mcp-migrate): the config spreads `sharedDefaults` (`sharedDefaults` is imported from "./spread-config-defaults.js"): MCPAdapter's config takes only mcpServers; if it holds any of prefixToolNameWithServerName, additionalToolNamePrefix, throwOnLoadError, useStandardContentBlocks, outputHandling, defaultToolTimeout, onConnectionError, onMessage, onProgress, onCancelled, onInitialized, onPromptsListChanged, onResourcesListChanged, onResourcesUpdated, onRootsListChanged, onToolsListChanged, beforeToolCall, afterToolCall, move them to its second argument
export const shared = new MCPAdapter({ ...sharedDefaults, ...servers }, { toolNames: "bare" });
