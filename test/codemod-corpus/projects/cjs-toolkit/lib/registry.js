const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

class Registry {
  constructor(client = new MultiServerMCPClient({ math: { command: "node", args: ["m.js"] } })) {
    this.client = client;
    /** @type {Map<string, import("@langchain/core/tools").StructuredToolInterface>} */
    this.byName = new Map();
  }

  load() {
    return this.client.getTools().then((tools) => {
      for (const tool of tools) this.byName.set(tool.name, tool);
      return this.byName.size;
    });
  }

  dispose() {
    return this.client.close();
  }
}

module.exports = Registry;
