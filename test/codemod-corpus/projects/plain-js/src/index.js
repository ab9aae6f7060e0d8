const http = require('http')
const McpManager = require('./mcp')
const { buildServers } = require('./servers')
const { toText } = require('./results')

const manager = new McpManager(buildServers(), {
  onConnectionError: 'ignore'
})

const server = http.createServer(async (req, res) => {
  try {
    if (req.url === '/tools') {
      const tools = await manager.tools()
      res.end(JSON.stringify(tools.map(t => ({ name: t.name, description: t.description }))))
      return
    }
    const match = /^\/call\/(\w+)\?a=(\d+)&b=(\d+)$/.exec(req.url || '')
    if (match) {
      const tool = await manager.toolNamed(match[1])
      res.end(toText(await tool.invoke({ a: Number(match[2]), b: Number(match[3]) })))
      return
    }
    res.statusCode = 404
    res.end('not found')
  } catch (err) {
    res.statusCode = 500
    res.end(String(err))
  }
})

if (require.main === module) {
  server.listen(process.env.PORT || 3000, '127.0.0.1')
  process.on('SIGTERM', () => manager.stop().finally(() => process.exit(0)))
}

module.exports = { server, manager }
