import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent, humanInTheLoopMiddleware } from "langchain";

const client = new MultiServerMCPClient({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
    weather: { url: "http://localhost:3000/mcp" },
  },
  prefixToolNameWithServerName: true,
});

const tools = await client.getTools();
const add = tools.find((t) => t.name === "math__add");
const readOnly = tools.filter((t) => ["weather__forecast", "math__add"].includes(t.name));
export function describeTool(name: string) {
  switch (name) {
    case "math__add":
      return "adds";
    default:
      return "other";
  }
}
export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: tools.filter((t) => t.name !== "weather__alerts"),
  middleware: [humanInTheLoopMiddleware({ interruptOn: { math__add: true, "weather__forecast": false } })],
});
export { add, readOnly };
