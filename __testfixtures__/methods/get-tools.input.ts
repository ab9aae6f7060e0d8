import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["./math-server.js"] },
    weather: { url: "http://localhost:8000/mcp" },
  },
});

export const all = await client.getTools();
export const some = await client.getTools("math", "weather");
const wanted = ["math"];
export const listed = await client.getTools(wanted);
export const scoped = await client.getTools(["weather"], { headers: { "X-Trace": "1" } });

await client.close();
