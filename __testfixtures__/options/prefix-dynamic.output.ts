import { MCPAdapter } from "langchain-mcp-bridge";

const settings = {
  prefix: process.env.TOOL_PREFIX,
  byServer: process.env.PREFIX_BY_SERVER === "1",
};

export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
}, {
  toolNames: (server, tool) => `${(settings.prefix ?? "") ? `${settings.prefix ?? ""}__` : ""}${settings.byServer ? `${server}__` : ""}${tool}`,
});
