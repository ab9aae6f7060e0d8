const MATH_SERVER = process.env.MATH_SERVER ?? "./servers/math.ts";

export async function loadTools() {
  const { MultiServerMCPClient } = await import("@langchain/mcp-adapters");
  const client = new MultiServerMCPClient({
    math: { transport: "stdio", command: "node", args: ["--import", "tsx", MATH_SERVER] },
  });
  return { client, tools: await client.getTools() };
}

const { client, tools } = await loadTools();
try {
  console.log("dynamic:", tools.length > 3);
} finally {
  await client.close();
}
