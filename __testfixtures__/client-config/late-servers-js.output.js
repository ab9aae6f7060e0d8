const { MCPAdapter } = require("langchain-mcp-bridge");

function createClient(env) {
  const config = {};
  config.mcpServers = {};
  config.mcpServers.math = { transport: "stdio", command: "node", args: ["./math.js"] };
  if (env.DOCS_URL) config.mcpServers.docs = { url: env.DOCS_URL };
  return new MCPAdapter(config, { toolNames: "bare" });
}

module.exports = { createClient };
