import { sharedClient, shutdown } from "../../shared/mcp";

async function run(): Promise<void> {
  const client = sharedClient();
  const tools = await client.getTools();
  console.log("agent tools:", tools.map((t) => t.name).sort().join(" "));
  const add = tools.find((t) => t.name === "add");
  const echo = tools.find((t) => t.name === "echo");
  if (!add || !echo) throw new Error("tool missing");
  console.log("agent add:", await add.invoke({ a: 100, b: 1 }));
  console.log("agent echo:", await echo.invoke({ text: "monorepo" }));
  const up = await client.getClient("math");
  console.log("math up:", up !== undefined);
}

try {
  await run();
} finally {
  await shutdown();
}
