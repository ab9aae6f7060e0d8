#!/usr/bin/env node
// Ask one tool directly, the way the support staff debug a server: node bin/ask.mjs add 6 7
import * as adapters from '@langchain/mcp-adapters'
import mcpServers from '../src/servers.js'

const [name = 'add', a = '6', b = '7'] = process.argv.slice(2)
const client = new adapters.MultiServerMCPClient({
  mcpServers: mcpServers.buildServers(['math']),
  useStandardContentBlocks: true,
  outputHandling: { text: 'content', resource: 'artifact' }
})
const tools = await client.getTools()
const tool = tools.find(t => t.name === name)
const message = await tool.invoke({
  type: 'tool_call',
  id: 'call-1',
  name,
  args: { a: Number(a), b: Number(b) }
})
const text = typeof message.content === 'string' ? message.content : message.content.map(c => c.text).join('')
console.log(`${name}(${a}, ${b}) ->`, text)
await client.close()
