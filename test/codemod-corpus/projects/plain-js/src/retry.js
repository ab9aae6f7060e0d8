const { MultiServerMCPClient } = require('@langchain/mcp-adapters')

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

/**
 * Connect, retrying a few times: the servers start slowly on a cold container.
 */
async function connectWithRetry (config, attempts = 3) {
  let lastError
  for (let i = 0; i < attempts; i++) {
    try {
      const client = new MultiServerMCPClient(config)
      await client.initializeConnections()
      return client
    } catch (err) {
      lastError = err
      await sleep(100 * (i + 1))
    }
  }
  throw lastError
}

module.exports = { connectWithRetry }
