import { MCPAdapter } from "langchain-mcp-bridge";
import { reportProgress } from "./progress.js";

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  progressHandler: (progress, total, message, source) => {
    const oldProgress = { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) };
    const oldSource = { type: "tool", name: source.tool ?? "", server: source.server };
    return reportProgress(oldProgress, oldSource);
  },
});
