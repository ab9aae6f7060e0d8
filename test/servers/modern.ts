// The MODERN test server: SDK v2 (`@modelcontextprotocol/server`). It speaks 2026-07-28 to a
// negotiating client and the 2025 handshake to a legacy one (the SDK serves both eras from one
// factory). Run this file directly to serve it over stdio.
import { createServer as createHttpServer } from "node:http";
import { fileURLToPath } from "node:url";
import {
  McpServer,
  acceptedContent,
  createMcpHandler,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { z } from "zod";
import { listenRecording, type HttpServerHandle } from "./http.js";
import {
  ORDER_INPUT_SCHEMA,
  PNG_BASE64,
  newRecord,
  stdioStartHooks,
  runSlow,
  statsText,
  type ServerRecord,
} from "./shared.js";

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

/** A modern-era request carries the per-request `_meta` envelope; a legacy one does not. */
const isModern = (ctx: ServerContext) => ctx.mcpReq.envelope !== undefined;

/** A fresh v2 `McpServer` with the shared tool set. `record` collects what it saw. */
export function createModernServer(record: ServerRecord = newRecord()): McpServer {
  const server = new McpServer(
    { name: "modern-test-server", version: "2.0.0" },
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
      inputSchema: z.object({ a: z.number(), b: z.number() }),
      annotations: { readOnlyHint: true, idempotentHint: true, destructiveHint: false },
    },
    counted(async ({ a, b }) => text(String(a + b))),
  );
  server.registerTool(
    "echo",
    { description: "Echo the text back", inputSchema: z.object({ text: z.string() }) },
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
    { description: "Always fails", inputSchema: z.object({ message: z.string().optional() }) },
    counted(async ({ message }) => ({ ...text(message ?? "it failed"), isError: true })),
  );
  server.registerTool(
    "structured",
    {
      description: "Structured result",
      inputSchema: z.object({ n: z.number() }),
      outputSchema: z.object({ value: z.number(), squared: z.number() }),
    },
    counted(async ({ n }) => ({
      ...text(JSON.stringify({ value: n, squared: n * n })),
      structuredContent: { value: n, squared: n * n },
    })),
  );
  server.registerTool(
    "big",
    { description: "N bytes of text", inputSchema: z.object({ bytes: z.number() }) },
    counted(async ({ bytes }) => text("x".repeat(bytes))),
  );
  server.registerTool(
    "slow",
    { description: "Waits ms, honours cancellation", inputSchema: z.object({ ms: z.number() }) },
    counted(async ({ ms }, ctx) => text(await runSlow(record, ms, ctx.mcpReq.signal))),
  );
  server.registerTool(
    "progress",
    { description: "Reports progress", inputSchema: z.object({ steps: z.number() }) },
    counted(async ({ steps }, ctx) => {
      const progressToken = ctx.mcpReq._meta?.progressToken;
      if (progressToken !== undefined) {
        for (let i = 1; i <= steps; i++) {
          await ctx.mcpReq.notify({
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
    { description: "Sends log messages", inputSchema: z.object({ message: z.string() }) },
    counted(async ({ message }, ctx) => {
      await ctx.mcpReq.log("info", message, "test-logger");
      return text("logged");
    }),
  );
  server.registerTool(
    "order",
    {
      description: "Place an order ($ref schema)",
      inputSchema: fromJsonSchema<{ item: string; shipTo: { street: string; city: string } }>(
        ORDER_INPUT_SCHEMA as never,
      ),
    },
    counted(async (args) => text(`ordered ${args.item} to ${args.shipTo.city}`)),
  );
  server.registerTool(
    "delete_item",
    {
      description: "Deletes an item",
      inputSchema: z.object({ id: z.string() }),
      annotations: { destructiveHint: true, readOnlyHint: false, title: "Delete item" },
    },
    counted(async ({ id }) => text(`deleted ${id}`)),
  );

  const nameSchema = z.object({ name: z.string() });
  server.registerTool(
    "ask",
    { description: "Asks the user for a name (elicitation)" },
    counted(async (ctx: ServerContext) => {
      if (!isModern(ctx)) {
        const answer = await ctx.mcpReq.elicitInput({
          message: "What is your name?",
          requestedSchema: {
            type: "object",
            properties: { name: { type: "string" } },
            required: ["name"],
          },
        });
        if (answer.action !== "accept") return text(answer.action);
        record.answered++;
        return text(`hello ${answer.content?.name}`);
      }
      const view = inputResponse(ctx.mcpReq.inputResponses, "name");
      if (view.kind === "elicit" && view.action !== "accept") return text(view.action);
      const accepted = acceptedContent(ctx.mcpReq.inputResponses, "name", nameSchema);
      if (accepted) {
        record.answered++;
        return text(`hello ${accepted.name}`);
      }
      return inputRequired({
        inputRequests: {
          name: inputRequired.elicit({
            message: "What is your name?",
            requestedSchema: nameSchema,
          }),
        },
        requestState: "round-1",
      });
    }),
  );
  server.registerTool(
    "sample",
    { description: "Asks the client for an LLM sample" },
    counted(async (ctx: ServerContext) => {
      const params = {
        messages: [{ role: "user" as const, content: { type: "text" as const, text: "hi" } }],
        maxTokens: 10,
      };
      if (!isModern(ctx)) {
        const result = await ctx.mcpReq.requestSampling(params);
        return text(JSON.stringify(result.content));
      }
      if (ctx.mcpReq.inputResponses?.s) return text("sampled");
      return inputRequired({ inputRequests: { s: inputRequired.createMessage(params) } });
    }),
  );
  server.registerTool(
    "roots",
    { description: "Asks the client for its roots" },
    counted(async (ctx: ServerContext) => {
      if (!isModern(ctx)) {
        const result = await ctx.mcpReq.send({ method: "roots/list" });
        return text(JSON.stringify(result));
      }
      if (ctx.mcpReq.inputResponses?.r) return text("rooted");
      return inputRequired({ inputRequests: { r: inputRequired.listRoots() } });
    }),
  );
  server.registerTool(
    "stats",
    { description: "What this server process has seen (tests only)" },
    async (ctx: ServerContext) => text(statsText(record, isModern(ctx) ? "modern" : "legacy")),
  );

  server.registerPrompt(
    "greeting",
    { description: "A greeting", argsSchema: z.object({ name: z.string() }) },
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

/**
 * Serves the modern server over Streamable HTTP on 127.0.0.1 (free port). Modern requests are
 * stateless; legacy clients are served by the SDK's stateless fallback (no sessions).
 * `latencyMs` holds every request that long first (so work started together overlaps).
 */
export async function startModernHttp({ latencyMs = 0 } = {}): Promise<HttpServerHandle> {
  const record = newRecord();
  const handler = createMcpHandler(() => createModernServer(record));
  const nodeHandler = toNodeHandler(handler);
  const http = createHttpServer((req, res) => {
    if (latencyMs > 0) setTimeout(() => void nodeHandler(req, res), latencyMs);
    else void nodeHandler(req, res);
  });
  return listenRecording(http, record, async () => handler.close(), {
    sessionCount: () => 0,
    expireSessions: () => {},
    notifyToolsChanged: () => handler.notify.toolsChanged(),
  });
}

// Run as a stdio server: `node --import tsx test/servers/modern.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { serveStdio } = await import("@modelcontextprotocol/server/stdio");
  const record = newRecord();
  serveStdio(() => createModernServer(record));
  stdioStartHooks();
}
