import { MultiServerMCPClient, enableLogging, disableLogging } from "@langchain/mcp-adapters";

// Verbose while debugging.
enableLogging("debug");

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});
await client.initializeConnections();

disableLogging();
export const tools = client.getTools();
