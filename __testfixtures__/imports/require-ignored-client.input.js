const { MultiServerMCPClient, loadMcpTools } = require("@langchain/mcp-adapters");

const client = new MultiServerMCPClient({ mcpServers: {} });

// mcp-migrate-ignore
const legacy = new MultiServerMCPClient({ mcpServers: {} });
module.exports = { client, legacy, loadMcpTools };
