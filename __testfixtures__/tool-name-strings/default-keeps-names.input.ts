import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
    weather: { url: "http://localhost:3000/mcp" },
  },
  prefixToolNameWithServerName: true,
});

const tools = await client.getTools();
export const add = tools.find((t) => t.name === "math__add");
