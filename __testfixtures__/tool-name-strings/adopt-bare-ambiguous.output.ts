import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
    weather: { url: "http://localhost:3000/mcp" },
  },
});

const tools = await client.listTools();
// TODO(mcp-migrate): --adopt-prefixes: "add" names a tool, but the codemod cannot tell which server it comes from: write "<server>_add"
export const add = tools.find((t) => t.name === "add");
