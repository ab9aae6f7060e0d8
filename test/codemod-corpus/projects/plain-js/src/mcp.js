const { MultiServerMCPClient } = require('@langchain/mcp-adapters')

class McpManager {
  constructor (servers, options = {}) {
    this.client = new MultiServerMCPClient({
      mcpServers: servers,
      throwOnLoadError: true,
      prefixToolNameWithServerName: false,
      additionalToolNamePrefix: '',
      useStandardContentBlocks: true,
      ...options
    })
    this._tools = null
  }

  async tools () {
    if (!this._tools) this._tools = await this.client.getTools()
    return this._tools
  }

  async toolNamed (name) {
    const tools = await this.tools()
    const tool = tools.find(t => t.name === name)
    if (!tool) throw new Error(`no tool ${name}`)
    return tool
  }

  // The raw SDK client of one server, for the admin page
  sdk (server) {
    return this.client.getClient(server)
  }

  async stop () {
    await this.client.close()
  }
}

module.exports = McpManager
