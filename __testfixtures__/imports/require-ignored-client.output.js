// TODO(mcp-migrate): `loadMcpTools` is gone: use `await new MCPAdapter(client, options).listTools()`
const { MCPAdapter, loadMcpTools } = require("langchain-mcp-bridge");

const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });

// mcp-migrate-ignore
const legacy = new MultiServerMCPClient({ mcpServers: {} });
module.exports = { client, legacy, loadMcpTools };
