"use strict";
const path = require("node:path");
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

/** @typedef {import("@langchain/mcp-adapters").ClientConfig} ClientConfig */
/** @typedef {import("@langchain/core/tools").DynamicStructuredTool} DynamicStructuredTool */

function serverScript() {
  return process.env.MATH_SERVER || path.join(__dirname, "..", "servers", "math.ts");
}

/**
 * @param {{ userDataDir?: string }} [opts]
 * @returns {ClientConfig}
 */
function makeConfig(opts = {}) {
  return {
    mcpServers: {
      math: {
        command: process.execPath.endsWith("electron") ? "node" : process.execPath,
        args: ["--import", "tsx", serverScript()],
        env: opts.userDataDir ? { DESK_DATA: opts.userDataDir } : undefined,
        // The app keeps the server alive; one-off scripts must be able to exit.
        restart: opts.userDataDir ? { enabled: true, maxAttempts: 2, delayMs: 250 } : undefined,
      },
    },
    onConnectionError: "ignore",
  };
}

/** @param {{ userDataDir?: string }} [opts] */
function createClient(opts) {
  return new MultiServerMCPClient(makeConfig(opts));
}

/**
 * @param {InstanceType<typeof MultiServerMCPClient>} client
 * @returns {Promise<string[]>}
 */
async function listToolNames(client) {
  /** @type {DynamicStructuredTool[]} */
  const tools = await client.getTools();
  return tools.map((t) => t.name).sort();
}

module.exports = { createClient, listToolNames, makeConfig };
