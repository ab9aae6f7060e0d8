const { MultiServerMCPClient } = require("@langchain/mcp-adapters");
const { createAgent } = require("langchain");

async function main() {
  const client = new MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["math.js"] } },
    afterToolCall: ({ result }) => ({ result: [`wrapped: ${result[0]}`, []] }),
  });
  const tools = await client.getTools();
  return createAgent({ model: "openai:gpt-4o", tools });
}

module.exports = { main };
