import { MultiServerMCPClient } from "@langchain/mcp-adapters";
import { createAgent } from "langchain";

const math = new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["math.js"] } },
  beforeToolCall: ({ name }) => console.log("math tool", name),
});
const web = new MultiServerMCPClient({
  mcpServers: { web: { url: "http://localhost:3000/mcp" } },
  beforeToolCall: ({ name }) => console.log("web tool", name),
});

const mathTools = await math.getTools();
const webTools = await web.getTools();
export const agent = createAgent({ model: "openai:gpt-4o", tools: [...mathTools, ...webTools] });
