import { MCPAdapter } from "langchain-mcp-bridge";
import { createAgent, humanInTheLoopMiddleware } from "langchain";

const client = new MCPAdapter({
  mcpServers: {
    math: { command: "node", args: ["math.js"] },
    weather: { url: "http://localhost:3000/mcp" },
  },
});

const tools = await client.listTools();
const add = tools.find((t) => t.name === "math_add");
const readOnly = tools.filter((t) => ["weather_forecast", "math_add"].includes(t.name));
export function describeTool(name: string) {
  switch (name) {
    case "math__add":
      // TODO(mcp-migrate): --adopt-prefixes: "math__add" looks like an old tool name; if it names a tool, write "math_add"
      return "adds";
    default:
      return "other";
  }
}
export const agent = createAgent({
  model: "openai:gpt-4o",
  tools: tools.filter((t) => t.name !== "weather_alerts"),
  middleware: [humanInTheLoopMiddleware({ interruptOn: { math_add: true, "weather_forecast": false } })],
});
export { add, readOnly };
