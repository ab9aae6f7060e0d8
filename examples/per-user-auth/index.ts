// One MCPAdapter serving many users: each tool call carries the token of the user named in its
// RunnableConfig (`configurable.userId`). Run: MCP_URL=http://127.0.0.1:3000/mcp npx tsx index.ts
import { MCPAdapter } from "langchain-mcp-bridge";

// Where your app keeps each signed-in user's access token (a session store, a database, …).
const tokens = new Map([
  ["alice", "token-of-alice"],
  ["bob", "token-of-bob"],
]);

await using adapter = new MCPAdapter(process.env.MCP_URL!, {
  // Asked for every request: the tool call's config names the user; outside a call
  // (connecting, listing tools) there is none, and no token is sent.
  auth: ({ config }) => tokens.get(config?.configurable?.userId as string),
});
const [whoami] = await adapter.listTools();

const answers = await Promise.all(
  ["alice", "bob"].map((userId) =>
    whoami.invoke({ label: userId }, { configurable: { userId } }),
  ),
);
for (const answer of answers) console.log(answer);
