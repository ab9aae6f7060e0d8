import { MCPAdapter } from "langchain-mcp-bridge";

const lines: string[] = [];

export const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
  },
}, {
  toolNames: "bare",
  // keep every log line
  logHandler: (log, source) => {
    lines.push(`${source.server}: ${String(log.data)}`);
  },
});
