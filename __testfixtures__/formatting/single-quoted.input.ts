import { MultiServerMCPClient } from '@langchain/mcp-adapters';

const client = new MultiServerMCPClient({
  mcpServers: {
    docs: { transport: 'sse', url: 'http://localhost:8000/sse' },
  },
  additionalToolNamePrefix: 'mcp',
});

export const tools = await client.getTools('docs');
