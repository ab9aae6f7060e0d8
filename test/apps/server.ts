// An MCP Apps server for tests, built on `@modelcontextprotocol/ext-apps` (its server helpers)
// and the v2 SDK: tools with UI resources and every visibility, one UI resource, and a tool that
// reports the Apps capability the client declared. Run this file to serve it over stdio (2025 era).
import { createServer as createHttpServer } from "node:http";
import { fileURLToPath } from "node:url";
import {
  CLIENT_CAPABILITIES_META_KEY,
  McpServer,
  createMcpHandler,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import {
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
  getUiCapability,
  registerAppResource,
  registerAppTool,
} from "@modelcontextprotocol/ext-apps/server";
import { z } from "zod";
import { listenRecording, type HttpServerHandle } from "../servers/http.js";
import { newRecord, type ServerRecord } from "../servers/shared.js";

export const CART_URI = "ui://shop/cart.html";
export const CART_HTML = "<!doctype html><title>Cart</title><div id=cart></div>";
export const NOTES_URI = "ui://shop/notes.txt";
export const CART_CSP = { connectDomains: ["https://api.example.test"] };

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

/**
 * | tool              | visibility       | UI                                     |
 * | ----------------- | ---------------- | -------------------------------------- |
 * | `show_cart`       | (default: both)  | `ui://shop/cart.html`                  |
 * | `cart_total`      | `["model"]`      | `ui://shop/cart.html`                  |
 * | `update_quantity` | `["app"]`        | `ui://shop/cart.html`                  |
 * | `legacy_view`     | (default)        | only the legacy `ui/resourceUri` key   |
 * | `hidden`          | `[]`             | –                                      |
 * | `plain`           | –                | – (no `_meta`)                         |
 * | `ui_capability`   | –                | –; JSON of the client's declared Apps capability (`null`: none) |
 *
 * `record.calls` counts calls of `update_quantity`. Resources: the view `ui://shop/cart.html`
 * and `ui://shop/notes.txt`, a `ui://` resource that is plain text (no view).
 */
export function createAppsServer(record: ServerRecord = newRecord()): McpServer {
  const server = new McpServer(
    { name: "apps-test-server", version: "1.0.0" },
    { capabilities: { tools: {}, resources: {} } },
  );
  registerAppTool(
    server,
    "show_cart",
    { description: "Show the cart", _meta: { ui: { resourceUri: CART_URI } } },
    async () => text("2 items"),
  );
  registerAppTool(
    server,
    "cart_total",
    {
      description: "The cart's total",
      _meta: { ui: { resourceUri: CART_URI, visibility: ["model"] } },
    },
    async () => text("42"),
  );
  registerAppTool(
    server,
    "update_quantity",
    {
      description: "Set an item's quantity (called by the cart view)",
      inputSchema: z.object({ item: z.string(), quantity: z.number() }),
      _meta: { ui: { resourceUri: CART_URI, visibility: ["app"] } },
    },
    async ({ item, quantity }) => {
      record.calls++;
      return text(`${item} x${quantity}`);
    },
  );
  // Registered without the helper, which would add the modern key too.
  server.registerTool(
    "legacy_view",
    { description: "A view declared the old way", _meta: { [RESOURCE_URI_META_KEY]: CART_URI } },
    async () => text("legacy"),
  );
  registerAppTool(
    server,
    "hidden",
    { description: "Neither the model's nor the app's", _meta: { ui: { visibility: [] } } },
    async () => text("hidden"),
  );
  server.registerTool("plain", { description: "No UI" }, async () => text("plain"));
  server.registerTool(
    "ui_capability",
    { description: "The Apps capability the client declared, as JSON" },
    async (ctx: ServerContext) => {
      // 2026-07-28: per request, in the `_meta` envelope; 2025: once, in `initialize`.
      const declared = ctx.mcpReq.envelope
        ? (ctx.mcpReq.envelope as Record<string, unknown>)[CLIENT_CAPABILITIES_META_KEY]
        : server.server.getClientCapabilities();
      return text(JSON.stringify(getUiCapability(declared as never) ?? null));
    },
  );
  registerAppResource(server, "Cart view", CART_URI, { description: "The cart" }, async () => ({
    contents: [
      {
        uri: CART_URI,
        mimeType: RESOURCE_MIME_TYPE,
        text: CART_HTML,
        _meta: { ui: { csp: CART_CSP } },
      },
    ],
  }));
  server.registerResource("Notes", NOTES_URI, { mimeType: "text/plain" }, async () => ({
    contents: [{ uri: NOTES_URI, mimeType: "text/plain", text: "notes" }],
  }));
  return server;
}

/** The server over Streamable HTTP on 127.0.0.1 (stateless; 2025 clients via the SDK fallback). */
export async function startAppsHttp(): Promise<HttpServerHandle> {
  const record = newRecord();
  const handler = createMcpHandler(() => createAppsServer(record));
  const nodeHandler = toNodeHandler(handler);
  const http = createHttpServer((req, res) => void nodeHandler(req, res));
  return listenRecording(http, record, async () => handler.close());
}

/** `{ command, args }` starting this server as a stdio child that speaks only the 2025 handshake. */
export const appsStdioCommand = {
  command: process.execPath,
  args: ["--import", "tsx", fileURLToPath(import.meta.url)],
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // A plain `connect` serves only the 2025 era: the client's probe fails and it sends `initialize`.
  const { StdioServerTransport } = await import("@modelcontextprotocol/server/stdio");
  await createAppsServer().connect(new StdioServerTransport());
}
