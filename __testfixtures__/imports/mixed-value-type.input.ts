import {
  MultiServerMCPClient,
  type ClientConfig,
  type StdioConnection,
  type StreamableHTTPConnection,
} from "@langchain/mcp-adapters";

const files: StdioConnection = { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] };
const search: StreamableHTTPConnection = { url: "https://search.example.com/mcp" };

const config: ClientConfig = { mcpServers: { files, search } };

export const client = new MultiServerMCPClient(config);
