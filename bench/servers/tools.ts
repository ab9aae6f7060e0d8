// The two tools every bench server exposes, for both protocol eras, so that every client in
// the runtime table calls byte-identical tools: `add` (trivial) and `text` (~100 KB of text).
import { McpServer as ModernMcpServer } from "@modelcontextprotocol/server";
import { McpServer as LegacyMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";

export const TEXT_BYTES = 100_000;
// Built once: the bench measures transport and conversion, not string building.
export const BIG_TEXT = "lorem ipsum dolor sit amet "
  .repeat(Math.ceil(TEXT_BYTES / 27))
  .slice(0, TEXT_BYTES);

const addShape = { a: z.number(), b: z.number() };
const addResult = (a: number, b: number) => ({
  content: [{ type: "text" as const, text: String(a + b) }],
});
const textResult = () => ({ content: [{ type: "text" as const, text: BIG_TEXT }] });

/** A v2 (`@modelcontextprotocol/server`) server: serves the 2026-07-28 era, and 2025 clients through the entry's fallback. */
export function modernServer(): ModernMcpServer {
  const server = new ModernMcpServer(
    { name: "bench-modern", version: "1.0.0" },
    { capabilities: { tools: {} } },
  );
  server.registerTool(
    "add",
    { description: "Add two numbers", inputSchema: z.object(addShape) },
    async ({ a, b }) => addResult(a, b),
  );
  server.registerTool(
    "text",
    { description: "About 100 KB of text", inputSchema: z.object({}) },
    async () => textResult(),
  );
  return server;
}

/** An SDK 1.x `McpServer`: the 2025 era only (initialize handshake, sessions). */
export function legacyServer(): LegacyMcpServer {
  const server = new LegacyMcpServer({ name: "bench-legacy", version: "1.0.0" });
  server.registerTool(
    "add",
    { description: "Add two numbers", inputSchema: addShape },
    async ({ a, b }) => addResult(a, b),
  );
  server.registerTool("text", { description: "About 100 KB of text", inputSchema: {} }, async () =>
    textResult(),
  );
  return server;
}
