import { MCPAdapter } from 'langchain-mcp-bridge'

// Only the extra prefix is given: the server prefix default differs by generation.
export const onlyExtra = new MCPAdapter({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
}, { toolNames: 'bare' })

// Only the server prefix is given: the extra prefix default differs by generation.
export const onlyServer = new MCPAdapter({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
}, { toolNames: 'bare' })

// Both given: the names do not depend on the version.
export const both = new MCPAdapter({
  mcpServers: { math: { command: 'node', args: ['./math-server.js'] } },
}, { toolNames: (server, tool) => `${server}__${tool}` })
