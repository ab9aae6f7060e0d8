/** @type {import("jest").Config} */
module.exports = {
  moduleNameMapper: {
    "^@langchain/mcp-adapters$": "<rootDir>/test/mcp-stub.js",
  },
  transformIgnorePatterns: ["node_modules/(?!@langchain/mcp-adapters)"],
  setupFiles: [require.resolve("@langchain/mcp-adapters")],
};
