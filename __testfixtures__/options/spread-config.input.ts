import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { sharedDefaults } from "./spread-config-defaults.js";

const servers = {
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
};

const tuning = {
  throwOnLoadError: false,
  defaultToolTimeout: 5_000,
};

// Only servers in the spread: nothing for a person to do.
export const plain = new MultiServerMCPClient({ ...servers });

// Old options in a spread of this file: named in the marker.
export const tuned = new MultiServerMCPClient({ ...tuning, ...servers });

// A spread from another module: every old option it might hold is named.
export const shared = new MultiServerMCPClient({ ...sharedDefaults, ...servers });
