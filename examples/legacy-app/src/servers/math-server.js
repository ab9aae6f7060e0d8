// A stdio MCP server (SDK 1.x) with two arithmetic tools.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

const server = new McpServer({ name: "math", version: "1.0.0" });
const text = (t) => ({ content: [{ type: "text", text: t }] });

server.registerTool(
  "add",
  { description: "Add two numbers", inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => text(String(a + b)),
);
server.registerTool(
  "multiply",
  { description: "Multiply two numbers", inputSchema: { a: z.number(), b: z.number() } },
  async ({ a, b }) => text(String(a * b)),
);

await server.connect(new StdioServerTransport());
