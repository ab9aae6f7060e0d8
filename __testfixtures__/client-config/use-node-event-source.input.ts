import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  search: {
    transport: "sse",
    url: "http://localhost:9000/sse",
    useNodeEventSource: true,
  },
});

export const ready = client.initializeConnections();
