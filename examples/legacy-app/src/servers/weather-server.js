// A Streamable HTTP MCP server (SDK 1.x) with a deterministic forecast tool.
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const FORECASTS = { Paris: "sunny, 21°C", Oslo: "snow, -3°C", Lima: "fog, 17°C" };

function createWeatherServer() {
  const server = new McpServer({ name: "weather", version: "1.0.0" });
  server.registerTool(
    "forecast",
    { description: "Tomorrow's weather for a city", inputSchema: { city: z.string() } },
    async ({ city }) => ({
      content: [{ type: "text", text: `${city}: ${FORECASTS[city] ?? "no data"}` }],
    }),
  );
  return server;
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? JSON.parse(text) : undefined;
}

/** Listens on 127.0.0.1 (port 0: any free port); resolves to { port, close }. */
export async function startWeatherServer(port = 0) {
  const sessions = new Map();
  const http = createServer(async (req, res) => {
    if (!req.url?.startsWith("/mcp")) {
      res.writeHead(404).end();
      return;
    }
    const body = req.method === "POST" ? await readBody(req) : undefined;
    const id = req.headers["mcp-session-id"];
    let transport = typeof id === "string" ? sessions.get(id) : undefined;
    if (!transport && req.method === "POST" && isInitializeRequest(body)) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sid) => sessions.set(sid, transport),
      });
      transport.onclose = () => transport.sessionId && sessions.delete(transport.sessionId);
      await createWeatherServer().connect(transport);
    }
    if (!transport) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message: "Session not found" }, id: null }));
      return;
    }
    await transport.handleRequest(req, res, body);
  });
  await new Promise((resolve) => http.listen(port, "127.0.0.1", resolve));
  return {
    port: http.address().port,
    async close() {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      http.closeAllConnections();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
