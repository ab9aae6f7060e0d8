const { MCPAdapter } = require("langchain-mcp-bridge");

const client = new MCPAdapter({ mcpServers: {} }, { toolNames: "bare" });

// The client arrives through an options bag: not followed.
async function tools(options) {
  const { mcp } = options;
  try {
    // TODO(mcp-migrate): `initializeConnections` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `initializeConnections`; its counterpart is `connect`
    await mcp.initializeConnections();
    // TODO(mcp-migrate): `getTools` is read on a value the codemod cannot follow (a parameter, a field, a destructured value): if it is the old client, it is now an MCPAdapter, which has no `getTools`; its counterpart is `listTools`
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
