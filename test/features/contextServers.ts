// Servers that show what a tool call carried: a `whoami` tool answers with the HTTP headers
// and `_meta` of its own request, and every HTTP request is recorded with its JSON-RPC method.
// Modern (SDK v2, Streamable HTTP, stateless) and legacy (SDK 1.x, sessions; Streamable HTTP
// and HTTP+SSE). Run directly (`modern` | `legacy` argument) to serve over stdio.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { McpServer as ModernServer, createMcpHandler } from "@modelcontextprotocol/server";
import { McpServer as LegacyServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { listenRecording, type HttpServerHandle } from "../servers/http.js";
import { newRecord } from "../servers/shared.js";

/** Headers `whoami` reports (lower-case). */
export const REPORTED_HEADERS = ["x-tenant", "x-trace", "x-user", "authorization"] as const;

/** What `whoami` answers (as JSON text). */
export interface Seen {
  label: string;
  headers: Partial<Record<(typeof REPORTED_HEADERS)[number], string>>;
  meta: Record<string, unknown>;
}

type HeaderLookup = (name: string) => string | null | undefined;

function seen(label: string, header: HeaderLookup, meta: Record<string, unknown> | undefined) {
  const headers: Seen["headers"] = {};
  for (const name of REPORTED_HEADERS) {
    const value = header(name);
    if (typeof value === "string") headers[name] = value;
  }
  const own = Object.fromEntries(
    Object.entries(meta ?? {}).filter(([k]) => k !== "progressToken" && !k.includes("/")),
  );
  const answer: Seen = { label, headers, meta: own };
  return { content: [{ type: "text" as const, text: JSON.stringify(answer) }] };
}

/** Tools a test adds while a server runs: plain `extra_<n>` tools returning their name. */
const plainTool = (name: string) => ({ content: [{ type: "text" as const, text: name }] });

export interface ModernOptions {
  /** `ttlMs` (and `cacheScope`) the server puts on `tools/list` results. */
  ttlMs?: number;
  cacheScope?: "public" | "private";
  /** Names of extra tools, read whenever a server instance is built (one per request). */
  extraTools?: string[];
}

export function modernContextServer(options: ModernOptions = {}): ModernServer {
  const cacheHints =
    options.ttlMs === undefined
      ? undefined
      : { "tools/list": { ttlMs: options.ttlMs, cacheScope: options.cacheScope ?? "private" } };
  const server = new ModernServer(
    { name: "context-modern", version: "1.0.0" },
    { capabilities: { tools: { listChanged: true } }, cacheHints },
  );
  for (const name of options.extraTools ?? [])
    server.registerTool(name, { description: `extra ${name}` }, async () => plainTool(name));
  server.registerTool(
    "whoami",
    { description: "What this request carried", inputSchema: z.object({ label: z.string() }) },
    async ({ label }, ctx) =>
      seen(label, (n) => ctx.http?.req?.headers.get(n), ctx.mcpReq._meta as never),
  );
  return server;
}

export function legacyContextServer(): LegacyServer {
  const server = new LegacyServer({ name: "context-legacy", version: "1.0.0" });
  server.registerTool(
    "whoami",
    { description: "What this request carried", inputSchema: { label: z.string() } },
    async ({ label }, extra) =>
      seen(
        label,
        (n) => {
          const value = extra.requestInfo?.headers[n];
          return Array.isArray(value) ? value.join(", ") : value;
        },
        extra._meta as never,
      ),
  );
  return server;
}

/** One HTTP request the server received, with the JSON-RPC method of a POST body. */
export interface RpcRequest {
  httpMethod: string;
  rpc?: string;
  headers: IncomingMessage["headers"];
}

export interface ContextServer extends HttpServerHandle {
  rpcs: RpcRequest[];
  /** Adds a tool to every server instance (now and later); legacy sessions are told at once. */
  addTool(name: string): void;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function rpcMethod(body: unknown): string | undefined {
  const message = Array.isArray(body) ? body[0] : body;
  return typeof message?.method === "string" ? message.method : undefined;
}

/** The v2 server over Streamable HTTP (modern clients; legacy ones get the stateless fallback). */
export async function startModernContextHttp(options: ModernOptions = {}): Promise<ContextServer> {
  const extraTools = [...(options.extraTools ?? [])];
  const handler = createMcpHandler(() => modernContextServer({ ...options, extraTools }));
  const rpcs: RpcRequest[] = [];
  const http = createServer((req, res) => {
    void (async () => {
      const body = req.method === "POST" ? await readBody(req) : undefined;
      rpcs.push({
        httpMethod: req.method ?? "",
        rpc: body ? rpcMethod(JSON.parse(body)) : undefined,
        headers: req.headers,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (typeof value === "string") headers.set(name, value);
      const controller = new AbortController();
      res.on("close", () => controller.abort());
      const response = await handler.fetch(
        new Request(`http://127.0.0.1${req.url}`, {
          method: req.method,
          headers,
          body,
          signal: controller.signal,
        }),
      );
      const out: Record<string, string> = {};
      response.headers.forEach((value, name) => (out[name] = value));
      res.writeHead(response.status, out);
      if (response.body) Readable.fromWeb(response.body as never).pipe(res);
      else res.end();
    })().catch((error) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  const handle = await listenRecording(http, newRecord(), () => handler.close());
  const addTool = (name: string) => {
    extraTools.push(name);
    handler.notify.toolsChanged();
  };
  return Object.assign(handle, { rpcs, addTool });
}

/** SDK 1.x servers with sessions: Streamable HTTP at /mcp and HTTP+SSE at /sse + /messages. */
export async function startLegacyContextHttp(): Promise<ContextServer & { sseUrl: URL }> {
  const extraTools: string[] = [];
  const newServer = () => {
    const server = legacyContextServer();
    for (const name of extraTools)
      server.registerTool(name, { description: `extra ${name}` }, async () => plainTool(name));
    servers.push(server);
    return server;
  };
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const sse = new Map<string, SSEServerTransport>();
  const servers: LegacyServer[] = [];
  const rpcs: RpcRequest[] = [];
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const text = req.method === "POST" ? await readBody(req) : undefined;
    const body = text ? JSON.parse(text) : undefined;
    rpcs.push({ httpMethod: req.method ?? "", rpc: rpcMethod(body), headers: req.headers });
    if (url.pathname === "/sse") {
      const server = newServer();
      const transport = new SSEServerTransport("/messages", res);
      sse.set(transport.sessionId, transport);
      await server.connect(transport);
      return;
    }
    if (url.pathname === "/messages") {
      const transport = sse.get(url.searchParams.get("sessionId") ?? "");
      if (!transport) return void res.writeHead(404).end();
      return transport.handlePostMessage(req, res, body);
    }
    const id = req.headers["mcp-session-id"];
    if (typeof id === "string") {
      const transport = sessions.get(id);
      if (!transport) return void res.writeHead(404).end();
      return transport.handleRequest(req, res, body);
    }
    if (!isInitializeRequest(body)) return void res.writeHead(400).end();
    const server = newServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sid) => void sessions.set(sid, transport),
    });
    await server.connect(transport);
    return transport.handleRequest(req, res, body);
  };
  const http = createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });
  const server = await listenRecording(
    http,
    newRecord(),
    async () => void (await Promise.all(servers.map((s) => s.close().catch(() => {})))),
    undefined,
    "/sse",
  );
  // Registering on a connected 1.x server sends notifications/tools/list_changed itself.
  const addTool = (name: string) => {
    extraTools.push(name);
    for (const s of servers)
      s.registerTool(name, { description: `extra ${name}` }, async () => plainTool(name));
  };
  return Object.assign(server, { rpcs, sseUrl: server.sseUrl!, addTool });
}

/** The `tools/call` requests of a server's record, with the header a test looks at. */
export function callHeaders(server: ContextServer, header: string): (string | undefined)[] {
  return server.rpcs
    .filter((r) => r.rpc === "tools/call")
    .map((r) => r.headers[header] as string | undefined);
}

// stdio: `node --import tsx test/features/contextServers.ts modern|legacy`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === "modern") {
    const { serveStdio } = await import("@modelcontextprotocol/server/stdio");
    serveStdio(() => modernContextServer());
  } else {
    const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
    await legacyContextServer().connect(new StdioServerTransport());
  }
}
