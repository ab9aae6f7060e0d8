import { MCPAdapter } from "langchain-mcp-bridge";

function progressPrinter(prefix: string) {
  return (progress: { progress: number }, source: { name: string }) =>
    console.log(prefix, source.name, progress.progress);
}

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  progressHandler: ((onProgress_) =>
    (progress, total, message, source) => {
      const oldProgress = { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) };
      const oldSource = { type: "tool", name: source.tool ?? "", server: source.server };
      return onProgress_(oldProgress, oldSource);
    })(progressPrinter("progress")),
});
