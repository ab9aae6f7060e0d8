const path = require('path')

const SERVER = process.env.MATH_SERVER || path.join(__dirname, '..', 'servers', 'math.ts')

// One entry per server name listed in MCP_SERVERS (comma separated); all run the same script
// in this repo, with their own env.
function buildServers(names = (process.env.MCP_SERVERS || 'math').split(',')) {
  const servers = {}
  for (const name of names) {
    servers[name] = {
      transport: 'stdio',
      command: process.execPath,
      args: ['--import', 'tsx', SERVER],
      env: { ...process.env, BOT_SERVER_NAME: name },
      // In production a crashed server comes back; in scripts it must not outlive them.
      restart: process.env.NODE_ENV === 'production'
        ? { enabled: true, maxAttempts: 3, delayMs: 500 }
        : undefined
    }
  }
  return servers
}

module.exports = { buildServers }
