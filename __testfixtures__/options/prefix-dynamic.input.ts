import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const settings = {
  prefix: process.env.TOOL_PREFIX,
  byServer: process.env.PREFIX_BY_SERVER === "1",
};

export const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
  },
  prefixToolNameWithServerName: settings.byServer,
  additionalToolNamePrefix: settings.prefix,
});
