/** @type {import("jest").Config} */
// TODO(mcp-migrate): `^@langchain/mcp-adapters$` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name `langchain-mcp-bridge`, which has no subpaths
// TODO(mcp-migrate): `node_modules/(?!@langchain/mcp-adapters)` names the old package in a way the codemod cannot rewrite (a subpath, a pattern, a key, a module declaration): make it name `langchain-mcp-bridge`, which has no subpaths
module.exports = {
  moduleNameMapper: {
    "^@langchain/mcp-adapters$": "<rootDir>/test/mcp-stub.js",
  },
  transformIgnorePatterns: ["node_modules/(?!@langchain/mcp-adapters)"],
  setupFiles: [require.resolve("langchain-mcp-bridge")],
};
