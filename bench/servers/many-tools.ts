// An SDK 1.x server with sessions over Streamable HTTP listing N tools (argv[2]), each with a
// small object schema and annotations, for the listTools bench. Prints its port once listening.
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import * as z from "zod";

const count = Number(process.argv[2] ?? 5000);
const sessions = new Map<string, StreamableHTTPServerTransport>();

function manyToolServer(): McpServer {
  const server = new McpServer({ name: "bench-many", version: "1.0.0" });
  for (let i = 0; i < count; i++) {
    server.registerTool(
      `tool_${i}`,
      {
        description: `Tool number ${i}: looks up a record by id and returns its fields`,
        inputSchema: { id: z.string(), limit: z.number().int().optional(), verbose: z.boolean() },
        annotations: { readOnlyHint: i % 2 === 0, title: `Tool ${i}` },
      },
      async ({ id }) => ({ content: [{ type: "text" as const, text: id }] }),
    );
  }
  return server;
}

const http = createServer((req, res) => {
  void (async () => {
    const id = req.headers["mcp-session-id"];
    const existing = typeof id === "string" ? sessions.get(id) : undefined;
    if (existing) return existing.handleRequest(req, res);
    if (req.method !== "POST") return void res.writeHead(404).end();
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    await manyToolServer().connect(transport);
    await transport.handleRequest(req, res);
  })().catch((error) => {
    if (!res.headersSent) res.writeHead(500);
    res.end(String(error));
  });
});
http.listen(0, "127.0.0.1", () => {
  process.stdout.write(`${(http.address() as AddressInfo).port}\n`);
});
