import { MultiServerMCPClient } from "@langchain/mcp-adapters";

// The client as the module's default export, and a second one by name.
export default new MultiServerMCPClient({
  mcpServers: { math: { command: "node", args: ["./math-server.js"] } },
});

export const weather = new MultiServerMCPClient({
  mcpServers: { weather: { url: "http://127.0.0.1:3000/mcp" } },
});
