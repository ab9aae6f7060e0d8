// Server definitions, built from the environment in one place.
import type { Connection } from "@langchain/mcp-adapters";

export function calculatorServers(serverScript: string): Record<string, Connection> {
  return {
    calc: {
      command: process.execPath,
      args: ["--import", "tsx", serverScript],
    },
  };
}
