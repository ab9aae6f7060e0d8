import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
}, { toolNames: "bare" });

export async function scoped() {
  await using _closer = {
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
  using _timer = { [Symbol.dispose]() {} };
  return client.listTools();
}
