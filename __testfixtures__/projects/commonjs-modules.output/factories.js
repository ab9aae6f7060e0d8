const { MCPAdapter: Client } = require("langchain-mcp-bridge");

exports.makeClient = () =>
  new Client(
    { mcpServers: { files: { command: "npx", args: ["-y", "files-server"] } } },
    { toolNames: "bare" }
  );
