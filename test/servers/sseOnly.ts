// A server that speaks ONLY the deprecated HTTP+SSE transport (SDK 1.x `SSEServerTransport`),
// as many deployed servers still do: GET /sse opens the event stream, POST /messages carries the
// client's messages, and any other POST (a Streamable HTTP attempt) is refused the way their
// frameworks refuse it (404 "Cannot POST /sse", 405, or 400).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { listenRecording, type HttpServerHandle } from "./http.js";
import { createLegacyServer } from "./legacy.js";
import { newRecord } from "./shared.js";

export interface SseOnlyOptions {
  /** What a POST outside /messages gets; default 404. */
  postStatus?: 400 | 404 | 405;
  /** When set, every request needs `Authorization: Bearer <token>` (else HTTP 401). */
  token?: string;
}

/** Starts an SSE-only server on 127.0.0.1; `handle.sseUrl` is its `/sse` endpoint. */
export async function startSseOnlyHttp(options: SseOnlyOptions = {}): Promise<HttpServerHandle> {
  const record = newRecord();
  const sessions = new Map<string, { transport: SSEServerTransport; server: McpServer }>();

  const refusePost = (res: ServerResponse, path: string) => {
    const status = options.postStatus ?? 404;
    const headers = status === 405 ? { allow: "GET" } : {};
    res.writeHead(status, { "content-type": "text/html", ...headers }).end(`Cannot POST ${path}`);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (options.token && req.headers.authorization !== `Bearer ${options.token}`) {
      res.writeHead(401, { "content-type": "application/json" });
      return void res.end(JSON.stringify({ error: "invalid_token" }));
    }
    if (req.method === "GET" && url.pathname === "/sse") {
      const server = createLegacyServer(record);
      const transport = new SSEServerTransport("/messages", res);
      sessions.set(transport.sessionId, { transport, server });
      transport.onclose = () => void sessions.delete(transport.sessionId);
      return server.connect(transport);
    }
    if (req.method === "POST" && url.pathname === "/messages") {
      const session = sessions.get(url.searchParams.get("sessionId") ?? "");
      if (!session) return void res.writeHead(404).end("Session not found");
      return session.transport.handlePostMessage(req, res);
    }
    if (req.method === "POST") return refusePost(res, url.pathname);
    res.writeHead(404).end(`Cannot ${req.method} ${url.pathname}`);
  };

  const http = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  const closeAll = async () => {
    const all = [...sessions.values()];
    sessions.clear();
    await Promise.all(all.map(({ server }) => server.close().catch(() => {})));
  };
  return listenRecording(
    http,
    record,
    closeAll,
    { sessionCount: () => sessions.size, expireSessions: () => void closeAll() },
    "/sse",
  );
}
