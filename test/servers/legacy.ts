// The LEGACY test server: SDK 1.x (`@modelcontextprotocol/sdk` McpServer). It speaks only the
// 2025 handshake, with sessions. Run this file directly to serve it over stdio.
import { randomUUID } from "node:crypto";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from "node:http";
import { fileURLToPath } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { SSEServerTransport } from "@modelcontextprotocol/sdk/server/sse.js";
import {
  CreateMessageResultSchema,
  ElicitResultSchema,
  ListRootsResultSchema,
  isInitializeRequest,
} from "@modelcontextprotocol/sdk/types.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import type { ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
import { listenRecording, type HttpServerHandle } from "./http.js";
import {
  PNG_BASE64,
  newRecord,
  runSlow,
  statsText,
  stdioStartHooks,
  type ServerRecord,
} from "./shared.js";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

// Registered once: zod's global registry turns an `id` into a `$defs` entry and a `$ref`.
const Address = z.object({ street: z.string(), city: z.string() }).meta({ id: "Address" });

/** A fresh SDK 1.x `McpServer` with the shared tool set. `record` collects what it saw. */
export function createLegacyServer(record: ServerRecord = newRecord()): McpServer {
  const server = new McpServer(
    { name: "legacy-test-server", version: "1.0.0" },
    { capabilities: { tools: {}, logging: {}, prompts: {}, resources: {} } },
  );
  const counted = <A extends unknown[], R>(fn: (...args: A) => R) => {
    return (...args: A): R => {
      record.calls++;
      return fn(...args);
    };
  };

  server.registerTool(
    "add",
    {
      description: "Add two numbers",
      inputSchema: { a: z.number(), b: z.number() },
      annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false },
    },
    counted(async ({ a, b }) => text(String(a + b))),
  );
  server.registerTool(
    "echo",
    { description: "Echo the text back", inputSchema: { text: z.string() } },
    counted(async ({ text: t }) => text(t)),
  );
  server.registerTool(
    "image",
    { description: "A tiny PNG" },
    counted(async () => ({
      content: [{ type: "image" as const, data: PNG_BASE64, mimeType: "image/png" }],
    })),
  );
  server.registerTool(
    "fail",
    { description: "Always fails", inputSchema: { message: z.string().optional() } },
    counted(async ({ message }) => ({ ...text(message ?? "it failed"), isError: true })),
  );
  server.registerTool(
    "structured",
    {
      description: "Structured result",
      inputSchema: { n: z.number() },
      outputSchema: { value: z.number(), squared: z.number() },
    },
    counted(async ({ n }) => ({
      ...text(JSON.stringify({ value: n, squared: n * n })),
      structuredContent: { value: n, squared: n * n },
    })),
  );
  server.registerTool(
    "big",
    { description: "N bytes of text", inputSchema: { bytes: z.number() } },
    counted(async ({ bytes }) => text("x".repeat(bytes))),
  );
  server.registerTool(
    "slow",
    { description: "Waits ms, honours cancellation", inputSchema: { ms: z.number() } },
    counted(async ({ ms }, extra) => text(await runSlow(record, ms, extra.signal))),
  );
  server.registerTool(
    "progress",
    { description: "Reports progress", inputSchema: { steps: z.number() } },
    counted(async ({ steps }, extra) => {
      const progressToken = extra._meta?.progressToken;
      if (progressToken !== undefined) {
        for (let i = 1; i <= steps; i++) {
          await extra.sendNotification({
            method: "notifications/progress",
            params: { progressToken, progress: i, total: steps, message: `step ${i}` },
          });
        }
      }
      return text(`${steps} steps`);
    }),
  );
  server.registerTool(
    "log",
    { description: "Sends log messages", inputSchema: { message: z.string() } },
    counted(async ({ message }, extra) => {
      await extra.sendNotification({
        method: "notifications/message",
        params: { level: "info", data: message, logger: "test-logger" },
      });
      return text("logged");
    }),
  );
  server.registerTool(
    "order",
    {
      description: "Place an order ($ref schema)",
      inputSchema: z.object({ item: z.string(), shipTo: Address }),
    },
    counted(async (args) => text(`ordered ${args.item} to ${args.shipTo.city}`)),
  );
  server.registerTool(
    "delete_item",
    {
      description: "Deletes an item",
      inputSchema: { id: z.string() },
      annotations: { destructiveHint: true, readOnlyHint: false, title: "Delete item" },
    },
    counted(async ({ id }) => text(`deleted ${id}`)),
  );
  server.registerTool(
    "ask",
    { description: "Asks the user for a name (elicitation)" },
    counted(async (extra: Extra) => {
      const answer = await extra.sendRequest(
        {
          method: "elicitation/create",
          params: {
            message: "What is your name?",
            requestedSchema: {
              type: "object",
              properties: { name: { type: "string" } },
              required: ["name"],
            },
          },
        },
        ElicitResultSchema,
      );
      if (answer.action !== "accept") return text(answer.action);
      record.answered++;
      return text(`hello ${answer.content?.name}`);
    }),
  );
  server.registerTool(
    "sample",
    { description: "Asks the client for an LLM sample" },
    counted(async (extra: Extra) => {
      const result = await extra.sendRequest(
        {
          method: "sampling/createMessage",
          params: {
            messages: [{ role: "user", content: { type: "text", text: "hi" } }],
            maxTokens: 10,
          },
        },
        CreateMessageResultSchema,
      );
      return text(JSON.stringify(result.content));
    }),
  );
  server.registerTool(
    "roots",
    { description: "Asks the client for its roots" },
    counted(async (extra: Extra) => {
      const result = await extra.sendRequest({ method: "roots/list" }, ListRootsResultSchema);
      return text(JSON.stringify(result));
    }),
  );
  server.registerTool(
    "stats",
    { description: "What this server process has seen (tests only)" },
    async () => text(statsText(record, "legacy")),
  );

  server.registerPrompt(
    "greeting",
    { description: "A greeting", argsSchema: { name: z.string() } },
    ({ name }) => ({
      messages: [
        { role: "user" as const, content: { type: "text" as const, text: `Hello ${name}` } },
      ],
    }),
  );
  server.registerResource(
    "readme",
    "test://readme",
    { mimeType: "text/plain", description: "A readme" },
    async (uri) => ({ contents: [{ uri: uri.href, text: "read me" }] }),
  );
  return server;
}

export interface LegacyHttpOptions {
  /** Also serve the deprecated HTTP+SSE transport: GET `/sse`, POST `/messages`. */
  sse?: boolean;
}

/**
 * Serves the legacy server over sessionful Streamable HTTP (`/mcp`) on 127.0.0.1, and over
 * HTTP+SSE (`/sse`) with `{ sse: true }`. One `McpServer` per session, as SDK 1.x requires.
 */
export async function startLegacyHttp(options: LegacyHttpOptions = {}): Promise<HttpServerHandle> {
  const record = newRecord();
  const sessions = new Map<
    string,
    { transport: StreamableHTTPServerTransport; server: McpServer }
  >();
  const sseSessions = new Map<string, { transport: SSEServerTransport; server: McpServer }>();

  const notFound = (res: ServerResponse, message: string) => {
    res
      .writeHead(404, { "content-type": "application/json" })
      .end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32001, message }, id: null }));
  };

  const readJson = async (req: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    return body ? JSON.parse(body) : undefined;
  };

  const handleMcp = async (req: IncomingMessage, res: ServerResponse) => {
    const sessionId = req.headers["mcp-session-id"];
    const body = req.method === "POST" ? await readJson(req) : undefined;
    if (typeof sessionId === "string") {
      const session = sessions.get(sessionId);
      if (!session) return notFound(res, "Session not found");
      return session.transport.handleRequest(req, res, body);
    }
    if (req.method === "POST" && isInitializeRequest(body)) {
      const server = createLegacyServer(record);
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, { transport, server }),
        onsessionclosed: (id) => void sessions.delete(id),
      });
      transport.onclose = () => {
        if (transport.sessionId) sessions.delete(transport.sessionId);
      };
      await server.connect(transport);
      return transport.handleRequest(req, res, body);
    }
    res.writeHead(400, { "content-type": "application/json" }).end(
      JSON.stringify({
        jsonrpc: "2.0",
        error: { code: -32000, message: "Bad Request: no session" },
        id: null,
      }),
    );
  };

  const handleSse = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    if (req.method === "GET" && url.pathname === "/sse") {
      const server = createLegacyServer(record);
      const transport = new SSEServerTransport("/messages", res);
      sseSessions.set(transport.sessionId, { transport, server });
      transport.onclose = () => void sseSessions.delete(transport.sessionId);
      await server.connect(transport);
      return;
    }
    const session = sseSessions.get(url.searchParams.get("sessionId") ?? "");
    if (!session) return notFound(res, "Session not found");
    await session.transport.handlePostMessage(req, res);
  };

  const http = createHttpServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const handle =
      options.sse && url.pathname !== "/mcp" ? handleSse(req, res, url) : handleMcp(req, res);
    handle.catch((error) => {
      if (!res.headersSent) res.writeHead(500).end(String(error));
    });
  });

  const closeAll = async () => {
    const all = [...sessions.values(), ...sseSessions.values()];
    sessions.clear();
    sseSessions.clear();
    await Promise.all(all.map(({ server }) => server.close().catch(() => {})));
  };

  return listenRecording(
    http,
    record,
    closeAll,
    {
      sessionCount: () => sessions.size + sseSessions.size,
      // The server forgets the sessions (as after a restart); clients holding one get 404.
      expireSessions: () => void closeAll(),
      notifyToolsChanged: () => {
        for (const { server } of [...sessions.values(), ...sseSessions.values()]) {
          server.sendToolListChanged();
        }
      },
    },
    options.sse ? "/sse" : undefined,
  );
}

// Run as a stdio server: `node --import tsx test/servers/legacy.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
  await createLegacyServer().connect(new StdioServerTransport());
  stdioStartHooks();
}
