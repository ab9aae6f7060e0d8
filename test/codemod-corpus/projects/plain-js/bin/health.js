#!/usr/bin/env node
// Used by the container's health check: exits 0 when every server answers.
const { connectWithRetry } = require('../src/retry')
const { buildServers } = require('../src/servers')

connectWithRetry({ mcpServers: buildServers(), throwOnLoadError: true })
  .then(async client => {
    const tools = await client.getTools('math')
    console.log(`math: ${tools.length > 0 ? 'up' : 'down'}`)
    await client.close()
  })
  .catch(err => {
    console.log('down:', err.message)
    process.exit(1)
  })
