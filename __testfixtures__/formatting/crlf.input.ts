import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// A file with Windows line endings.
const client = new MultiServerMCPClient({
  mcpServers: {
    math: { transport: "stdio", command: "node", args: ["math.js"] },
  },
  prefixToolNameWithServerName: false,
});

export const tools = await client.getTools();
export const math = client.getClient("math");
