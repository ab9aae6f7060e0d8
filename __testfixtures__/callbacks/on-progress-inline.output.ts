import { MCPAdapter } from "langchain-mcp-bridge";

const counts = new Map<string, number>();

export const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, {
  toolNames: "bare",
  progressHandler: (progress, total, message, source) =>
    ((progress, source) => {
      counts.set(source.name, (counts.get(source.name) ?? 0) + 1);
      console.log(`${source.server}/${source.name}: ${progress.progress}/${progress.total ?? "?"}`);
    })(
      { progress, ...(total === undefined ? {} : { total }), ...(message === undefined ? {} : { message }) },
      { type: "tool", name: source.tool ?? "", server: source.server },
    ),
});
