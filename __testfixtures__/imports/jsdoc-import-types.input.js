// JavaScript's types live in JSDoc comments: `import("<old>").Name` there is migrated as the
// same type in TypeScript is (the target module, the new name); a name with none is marked.
const { makeAdapter } = require("./adapter-factory");

/**
 * @param {Partial<import("@langchain/mcp-adapters").ClientConfig>} [config]
 * @returns {import('@langchain/mcp-adapters').MultiServerMCPClient}
 */
function makeClient(config = {}) {
  return makeAdapter(config);
}

/** @typedef {import("@langchain/mcp-adapters").Connection} Entry */

/** @type {import("@langchain/mcp-adapters").OutputHandling | undefined} */
const handling = undefined;

// A line comment keeps its form: import("@langchain/mcp-adapters").StdioConnection
/** @param {typeof import("@langchain/mcp-adapters")} mod */
function fromModule(mod) {
  return mod;
}

module.exports = { makeClient, handling, fromModule };
