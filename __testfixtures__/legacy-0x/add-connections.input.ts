import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const extra = {
  weather: { transport: "sse" as const, url: "http://localhost:9000/sse" },
};

const client = new MultiServerMCPClient({
  math: { transport: "stdio", command: "node", args: ["./math-server.js"] },
});
client.addConnections(extra);
client.addConfigFromFile("./more-servers.json");

export const ready = client.initializeConnections();
