import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
    weather: { url: "http://localhost:3000/mcp" },
  },
}, { toolNames: (server, tool) => `${server}__${tool}` });

const tools = await client.listTools();
export const add = tools.find((t) => t.name === "math__add");
