import * as mcp from "@langchain/mcp-adapters";

const MATH_SERVER = process.env.MATH_SERVER ?? "./servers/math.ts";

async function main(): Promise<void> {
  const client = new mcp.MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["--import", "tsx", MATH_SERVER] } },
    additionalToolNamePrefix: "",
  });
  try {
    const tools = await client.getTools();
    const echo = tools.find((tool) => tool.name.endsWith("echo"));
    console.log("echo found:", echo !== undefined);
    const raw = await client.getClient("math");
    const listed = await raw?.listTools();
    console.log("raw tools > 3:", (listed?.tools.length ?? 0) > 3);
  } finally {
    await client.close();
  }
}

await main();
