import {
  MCPAdapter,
  type MCPConfig,
  type MCPStdioServerEntry,
  type MCPHttpServerEntry,
} from "langchain-mcp-bridge";

const files: MCPStdioServerEntry = { command: "npx", args: ["-y", "@modelcontextprotocol/server-filesystem", "."] };
const search: MCPHttpServerEntry = { url: "https://search.example.com/mcp" };

const config: MCPConfig = { mcpServers: { files, search } };

export const client = new MCPAdapter(config, { toolNames: "bare" });
