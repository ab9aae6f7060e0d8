const { Client } = require("@modelcontextprotocol/sdk/client/index.js");
const { StdioClientTransport } = require("@modelcontextprotocol/sdk/client/stdio.js");
const { loadMcpTools } = require("@langchain/mcp-adapters");

async function main() {
  const sdk = new Client({ name: "raw", version: "1.0.0" });
  await sdk.connect(
    new StdioClientTransport({ command: "node", args: ["--import", "tsx", process.env.MATH_SERVER || "./servers/math.ts"] }),
  );
  const tools = await loadMcpTools("math", sdk, {
    throwOnLoadError: true,
    prefixToolNameWithServerName: true,
    additionalToolNamePrefix: "mcp",
  });
  const add = tools.find((t) => t.name === "mcp__math__add");
  console.log("add:", await add.invoke({ a: 2, b: 3 }));
  await sdk.close();
}

main();
