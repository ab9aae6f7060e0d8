import { MCPAdapter } from "langchain-mcp-bridge";

// TODO(mcp-migrate): `onProgress` became `progressHandler`: its `source` still has `type`, `name` (the tool) and `server`, but no longer the call's `args`
export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  progressHandler: (progress, total, message, source) =>
    ((progress, source) => console.log(source.args, progress.progress))(
      { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) },
      { type: "tool", name: source.tool ?? "", server: source.server },
    ),
});
