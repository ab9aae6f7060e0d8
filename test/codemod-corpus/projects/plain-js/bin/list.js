#!/usr/bin/env node
const McpManager = require('../src/mcp')
const { buildServers } = require('../src/servers')
const { toText } = require('../src/results')

async function main () {
  const manager = new McpManager(buildServers())
  const tools = await manager.tools()
  console.log('tools:', tools.map(t => t.name).sort().join(', '))
  const add = await manager.toolNamed('add')
  console.log('2 + 5 =', toText(await add.invoke({ a: 2, b: 5 })))
  const sdk = await manager.sdk('math')
  const listed = await sdk.listTools()
  console.log('sdk sees', listed.tools.length, 'tools')
  await manager.stop()
}

main().catch(err => {
  console.error(err)
  process.exit(1)
})
