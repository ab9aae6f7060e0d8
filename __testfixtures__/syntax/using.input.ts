import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
});

export async function scoped() {
  await using _closer = {
    async [Symbol.asyncDispose]() {
      await client.close();
    },
  };
  using _timer = { [Symbol.dispose]() {} };
  return client.getTools();
}
