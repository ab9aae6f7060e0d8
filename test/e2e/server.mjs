// The MCP server the e2e projects' programs talk to: SDK 1.x McpServer over stdio, started as
// a child process by each program (the path comes in E2E_SERVER). It lives in the repository so
// that its SDK is this repository's, whatever the scratch project has installed.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: process.argv[2] ?? "e2e", version: "1.0.0" });
const text = (t) => ({ content: [{ type: "text", text: t }] });
server.registerTool(
  "add",
  { description: "Add two numbers", inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => text(String(a + b)),
);
server.registerTool(
  "echo",
  { description: "Echo the text back", inputSchema: { text: z.string() } },
  async ({ text: t }) => text(t),
);
await server.connect(new StdioServerTransport());
