import { MultiServerMCPClient } from "@langchain/mcp-adapters";

export default function makeClient() {
  return new MultiServerMCPClient({ mcpServers: {} });
}
