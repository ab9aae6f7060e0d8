import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

// What the server offers, read through its own client.
export async function inspect() {
  const math = await client.getClient("math");
  if (!math) return null;
  const tools = (await math.listTools()).tools;
  const templates = (await math.listResourceTemplates()).resourceTemplates.length;
  const prompts = await math.listPrompts();
  console.log(prompts.prompts.length);
  const alive = (await math.ping()) !== undefined;
  await math.ping();
  const sum = await math.callTool({ name: "add", arguments: { a: 1, b: 2 } });
  const greeting = await math.getPrompt({ name: "greeting", arguments: { name: "Ada" } });
  const readme = await math.readResource({ uri: "test://readme" });
  const version = math.getServerVersion();
  return { tools, templates, alive, sum, greeting, readme, version };
}

export async function toolNames(): Promise<string[]> {
  return (await (await client.getClient("math"))!.listTools()).tools.map((t) => t.name);
}
