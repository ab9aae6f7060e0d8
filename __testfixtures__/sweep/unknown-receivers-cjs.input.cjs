const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

const client = new MultiServerMCPClient({ mcpServers: {} });

// The client arrives through an options bag: not followed.
async function tools(options) {
  const { mcp } = options;
  try {
    await mcp.initializeConnections();
    return await mcp.getTools("math");
  } catch (err) {
    return [];
  }
}

// Another library's object with a getTools method of its own.
const catalog = {
  getTools() {
    return [];
  },
};

module.exports = { client, tools, listed: catalog.getTools() };
