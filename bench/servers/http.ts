// Both HTTP servers in one child process, so that the measured client process does not also
// pay for serving. Prints `{"modern":port,"legacy":port}` once listening.
// - modern: `createMcpHandler` (session-less; 2025 clients are served statelessly);
// - legacy: SDK 1.x Streamable HTTP with real sessions, counted so the bench can see which
//   clients leave sessions open after close() (GET /stats).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { legacyServer, modernServer } from "./tools.js";

const modernHandler = toNodeHandler(createMcpHandler(() => modernServer()));
const sessions = new Map<string, StreamableHTTPServerTransport>();
let sessionsOpened = 0;

async function legacy(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.url === "/stats") {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ open: sessions.size, opened: sessionsOpened }));
    return;
  }
  const id = req.headers["mcp-session-id"];
  const existing = typeof id === "string" ? sessions.get(id) : undefined;
  if (existing) return existing.handleRequest(req, res);
  if (req.method !== "POST") {
    res.writeHead(404).end();
    return;
  }
  const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
    sessionIdGenerator: () => randomUUID(),
    onsessioninitialized: (sid) => {
      sessions.set(sid, transport);
      sessionsOpened++;
    },
  });
  transport.onclose = () => {
    if (transport.sessionId) sessions.delete(transport.sessionId);
  };
  await legacyServer().connect(transport);
  await transport.handleRequest(req, res);
}

function listen(handler: (req: IncomingMessage, res: ServerResponse) => unknown): Promise<number> {
  const server = createServer((req, res) => {
    Promise.resolve(handler(req, res)).catch((error) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  server.keepAliveTimeout = 60_000;
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

const ports = { modern: await listen(modernHandler), legacy: await listen(legacy) };
process.stdout.write(JSON.stringify(ports) + "\n");
