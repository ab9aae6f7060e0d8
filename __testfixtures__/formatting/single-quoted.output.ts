import { MCPAdapter } from 'langchain-mcp-bridge';

const client = new MCPAdapter({
  mcpServers: {
    docs: { transport: 'sse', url: 'http://localhost:8000/sse' },
  },
}, { toolNames: (_server, tool) => `mcp__${tool}` });

export const tools = await client.listTools({ servers: ['docs'] });
