import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const useSse = process.env.MATH_TRANSPORT === "sse";

const client = new MultiServerMCPClient();
if (useSse) {
  await client.connectToServerViaSSE("math", "http://localhost:9000/sse", { "X-Team": "tools" });
} else {
  await client.connectToServerViaStdio("math", "node", ["./math-server.js"]);
}
await client.connectToServerViaStdio("files", "npx", ["-y", "files-server"], { ROOT: "/data" }, {
  enabled: true,
  maxAttempts: 2,
});

export const tools = client.getTools();
