// A LEGACY (2025-era) server for the elicitation tests: SDK 1.x `McpServer` that pushes
// `elicitation/create` over the live session while a tool call runs.
import { createServer, type IncomingMessage } from "node:http";
import { randomUUID } from "node:crypto";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { isInitializeRequest } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export interface LegacyRecord {
  /** tools/call requests received (a resumed call is replayed, so it counts again). */
  calls: number;
  /** Every pushed question with the action the client answered. */
  pushed: Array<{ message: string; action: string; content?: Record<string, unknown> }>;
}

/** `onRecord` is called after each change of `record` (a stdio child writes it out). */
export function createLegacyElicitationServer(
  record: LegacyRecord,
  onRecord: () => void = () => {},
): McpServer {
  const server = new McpServer({ name: "legacy-elicit", version: "1.0.0" });
  const ask = async (message: string, field: string, type: "string" | "integer") => {
    const result = await server.server.elicitInput({
      message,
      requestedSchema: {
        type: "object",
        properties: { [field]: type === "string" ? { type: "string" } : { type: "integer" } },
        required: [field],
      } as any,
    });
    record.pushed.push({ message, action: result.action, content: result.content });
    onRecord();
    return result.action === "accept" ? String(result.content?.[field]) : result.action;
  };

  server.registerTool(
    "book",
    { description: "Book a table", inputSchema: { party: z.number() } },
    async ({ party }) => {
      record.calls++;
      onRecord();
      const result = await server.server.elicitInput({
        message: `Which date for ${party}?`,
        requestedSchema: {
          type: "object",
          properties: { date: { type: "string", format: "date" } },
          required: ["date"],
        },
      });
      record.pushed.push({
        message: `Which date for ${party}?`,
        action: result.action,
        content: result.content,
      });
      onRecord();
      const answer = result.action === "accept" ? String(result.content?.date) : result.action;
      return { content: [{ type: "text", text: `book ${party}: ${answer}` }] };
    },
  );

  server.registerTool("signup", { description: "Two questions in sequence" }, async () => {
    record.calls++;
    onRecord();
    const name = await ask("Your name?", "name", "string");
    if (name === "cancel" || name === "decline") {
      return { content: [{ type: "text", text: `signup: ${name}` }] };
    }
    const age = await ask(`How old are you, ${name}?`, "age", "integer");
    return { content: [{ type: "text", text: `signup: ${name}, ${age}` }] };
  });
  // Pushed sampling and roots requests; a refusal comes back as an error result.
  server.registerTool("sample", { description: "Asks for sampling" }, async () => {
    record.calls++;
    await server.server.createMessage({
      messages: [{ role: "user", content: { type: "text", text: "hi" } }],
      maxTokens: 5,
    });
    return { content: [{ type: "text", text: "sampled" }] };
  });
  server.registerTool("roots", { description: "Asks for roots" }, async () => {
    record.calls++;
    await server.server.listRoots();
    return { content: [{ type: "text", text: "rooted" }] };
  });
  return server;
}

/** A connected in-memory pair: give `clientSide` to the client, the server is already on the other. */
export async function connectLegacyElicitationServer(record: LegacyRecord) {
  const server = createLegacyElicitationServer(record);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  return { server, clientSide };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? JSON.parse(Buffer.concat(chunks).toString("utf8")) : undefined;
}

/**
 * Serves the legacy server over sessionful Streamable HTTP on 127.0.0.1 (one 1.x server per
 * session): pushed questions travel on the tool call's SSE response stream.
 */
export function startLegacyElicitationHttp(record: LegacyRecord) {
  return serveLegacyHttp(() => createLegacyElicitationServer(record));
}

/** Serves a 1.x server made by `create` over sessionful Streamable HTTP (one per session). */
export async function serveLegacyHttp(create: () => McpServer) {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http = createServer(async (req, res) => {
    const body = req.method === "POST" ? await readJson(req) : undefined;
    const sessionId = req.headers["mcp-session-id"] as string | undefined;
    let transport = sessionId ? sessions.get(sessionId) : undefined;
    if (!transport) {
      if (req.method !== "POST" || !isInitializeRequest(body)) {
        res.writeHead(404).end();
        return;
      }
      const created = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (id) => void sessions.set(id, created),
      });
      await create().connect(created);
      transport = created;
    }
    await transport.handleRequest(req, res, body);
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as { port: number };
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: async () => {
      await Promise.all([...sessions.values()].map((t) => t.close()));
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
