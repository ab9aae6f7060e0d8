import { MultiServerMCPClient } from '@langchain/mcp-adapters'

// Only the extra prefix is given: the server prefix default differs by generation.
export const onlyExtra = new MultiServerMCPClient({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
  additionalToolNamePrefix: '',
})

// Only the server prefix is given: the extra prefix default differs by generation.
export const onlyServer = new MultiServerMCPClient({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
  prefixToolNameWithServerName: false,
})

// Both given: the names do not depend on the version.
export const both = new MultiServerMCPClient({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
  prefixToolNameWithServerName: true,
  additionalToolNamePrefix: '',
})
