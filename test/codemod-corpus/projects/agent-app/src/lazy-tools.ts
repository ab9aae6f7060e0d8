import { MATH_SERVER } from "./env.js";

let cached: Promise<string[]> | undefined;

async function loadNames(): Promise<string[]> {
  const mod = await import("./mcp/shim.js");
  const client = new mod.MultiServerMCPClient({
    mcpServers: { math: { command: "node", args: ["--import", "tsx", MATH_SERVER] } },
  });
  try {
    const tools = await client.getTools();
    const echo = tools.find((t) => t.name === "echo");
    console.log("lazy echo:", await echo!.invoke({ text: "lazy" }));
    return tools.map((t) => t.name).sort();
  } finally {
    await client.close();
  }
}

export function toolNamesOnce(): Promise<string[]> {
  return (cached ??= loadNames());
}

const names = await toolNamesOnce();
console.log("lazy names:", names.slice(0, 5).join(","));
