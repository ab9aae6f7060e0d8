// JavaScript's types live in JSDoc comments: `import("<old>").Name` there is migrated as the
// same type in TypeScript is (the target module, the new name); a name with none is marked.
const { makeAdapter } = require("./adapter-factory");

/**
 * @param {Partial<import("langchain-mcp-bridge").MCPConfig>} [config]
 * @returns {import('langchain-mcp-bridge').MCPAdapter}
 */
function makeClient(config = {}) {
  return makeAdapter(config);
}

/** @typedef {import("langchain-mcp-bridge").MCPServerEntry} Entry */

/** @type {import("@langchain/mcp-adapters").OutputHandling | undefined} */
// TODO(mcp-migrate): `OutputHandling` has no counterpart: results always use standard content blocks and structured content goes to `artifact`
const handling = undefined;

// A line comment keeps its form: import("langchain-mcp-bridge").MCPStdioServerEntry
/** @param {typeof import("langchain-mcp-bridge")} mod */
function fromModule(mod) {
  return mod;
}

module.exports = { makeClient, handling, fromModule };
