// The hosted tool server needs a fresh token now and then; when the first connection is refused
// we fall back to the local server so the agent still has its tools.
import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { MATH_SERVER } from "../env.js";

const REMOTE = process.env.TOOLS_URL ?? "http://127.0.0.1:9/mcp";

async function connect() {
  const primary = new MultiServerMCPClient({
    mcpServers: {
      hosted: {
        url: REMOTE,
        headers: { Authorization: `Bearer ${process.env.TOOLS_TOKEN ?? "expired"}` },
        automaticSSEFallback: false,
      },
    },
  });
  try {
    const tools = await primary.getTools();
    return { client: primary, tools, source: "hosted" };
  } catch (err) {
    await primary.close().catch(() => {});
    const retry = new MultiServerMCPClient({
      mcpServers: {
        local: { command: "node", args: ["--import", "tsx", MATH_SERVER] },
      },
    });
    const tools = await retry.getTools();
    return { client: retry, tools, source: "local" };
  }
}

const { client, tools, source } = await connect();
console.log(`source=${source} tools=${tools.length}`);
const echo = tools.find((t) => t.name === "echo");
console.log("echo:", await echo?.invoke({ text: "after retry" }));
await client.close();
