import { MCPAdapter } from "langchain-mcp-bridge";

const client = new MCPAdapter({
  mcpServers: {
    docs: { url: "http://localhost:8000/mcp" },
    files: { command: "node", args: ["./files-server.js"] },
  },
}, { toolNames: "bare" });

export const everything = await Promise.all(
  client.serverNames.map(async (server) => [server, await client.client(server).listResources()] as const),
).then((entries) => Object.fromEntries(entries));
export const docsOnly = await Promise.all(
  ["docs"].map(async (server) => [server, await client.client(server).listResources()] as const),
).then((entries) => Object.fromEntries(entries));
export const templates = await Promise.all(
  ["docs", "files"].map(async (server) => [server, await client.client(server).listResourceTemplates()] as const),
).then((entries) => Object.fromEntries(entries));
export const readme = await client.client("docs").readResource("docs://readme").then((result) => result.contents);
await Promise.all(client.serverNames.map((server) => client.client(server).setLoggingLevel("debug"))).then(() => undefined);
await client.client("files").setLoggingLevel("warning");
