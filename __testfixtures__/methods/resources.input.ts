import { MultiServerMCPClient } from "@langchain/mcp-adapters";

const client = new MultiServerMCPClient({
  mcpServers: {
    docs: { url: "http://localhost:8000/mcp" },
    files: { command: "node", args: ["./files-server.js"] },
  },
});

export const everything = await client.listResources();
export const docsOnly = await client.listResources("docs");
export const templates = await client.listResourceTemplates("docs", "files");
export const readme = await client.readResource("docs", "docs://readme");
await client.setLoggingLevel("debug");
await client.setLoggingLevel("files", "warning");
