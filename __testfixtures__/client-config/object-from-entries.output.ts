import { MCPAdapter, type MCPServerEntry } from "langchain-mcp-bridge";

const names = ["alpha", "beta"];

export const client = new MCPAdapter({
  mcpServers: Object.fromEntries(
    names.map((name): [string, MCPServerEntry] => [
      name,
      { url: `http://localhost:8000/${name}/mcp` },
    ]),
  ),
}, { toolNames: "bare" });
