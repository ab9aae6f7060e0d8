import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: (request, state, config) => {
    console.log(request.name, Object.keys(state as object), config.configurable?.thread_id);
  },
});
