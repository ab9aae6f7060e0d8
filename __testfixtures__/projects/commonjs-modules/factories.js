const { MultiServerMCPClient: Client } = require("@langchain/mcp-adapters");

exports.makeClient = () =>
  new Client({ mcpServers: { files: { command: "npx", args: ["-y", "files-server"] } } });
