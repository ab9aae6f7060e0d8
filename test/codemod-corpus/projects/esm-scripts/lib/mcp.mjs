import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const MATH_SERVER = process.env.MATH_SERVER ?? "./servers/math.ts";

/**
 * @param {Partial<import("@langchain/mcp-adapters").ClientConfig>} [overrides]
 */
export function makeClient(overrides = {}) {
  return new MultiServerMCPClient({
    mcpServers: {
      math: { command: "node", args: ["--import", "tsx", MATH_SERVER] },
    },
    ...overrides,
  });
}

/**
 * Print a tool result the same way whatever its shape.
 * @param {unknown} value
 */
export function show(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
