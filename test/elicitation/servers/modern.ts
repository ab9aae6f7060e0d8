// The MODERN (2026-07-28) server of the elicitation tests, the only one: an SDK v2 `McpServer`
// asking for input with `input_required` results. Served in-process
// (`createModernElicitationServer`), over Streamable HTTP (`startModernElicitationHttp`,
// stateless `createMcpHandler`: a fresh McpServer per request, so all state lives in the record)
// and as a stdio child (test/elicitation-e2e/servers.ts).
import { createServer, type Server as HttpServer } from "node:http";
import { randomUUID } from "node:crypto";
import {
  McpServer,
  createMcpHandler,
  inputRequired,
  inputResponse,
} from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { z } from "zod";

/** What the server saw: every tools/call with the input it carried. */
export interface ModernRecord {
  calls: Array<{ tool: string; requestState?: string; inputResponses?: Record<string, unknown> }>;
  /** States minted by `rekey`, each bound to the key it asked under. */
  rekeyStates: Map<string, string>;
}

export const newModernRecord = (): ModernRecord => ({ calls: [], rekeyStates: new Map() });

export interface ModernServerHandle {
  url: URL;
  record: ModernRecord;
  close(): Promise<void>;
}

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });

/** The form `book` and `rekey` ask with (`title` too: the bridge passes the schema on as is). */
const DATE_FORM = {
  type: "object" as const,
  properties: { date: { type: "string" as const, format: "date" as const, title: "Date" } },
  required: ["date"],
};
const stringForm = (field: string) => ({
  type: "object" as const,
  properties: { [field]: { type: "string" as const } },
  required: [field],
});

/** Reads the elicitation answer under `key` as a short string the tests can assert on. */
function answerOf(responses: unknown, key: string, field: string): string {
  const view = inputResponse(responses as Record<string, unknown>, key);
  if (view.kind !== "elicit") return "missing";
  if (view.action !== "accept") return view.action;
  return String(view.content?.[field]);
}

/** A fresh server object writing to `record`. */
export function createModernElicitationServer(record: ModernRecord = newModernRecord()): McpServer {
  const server = new McpServer({ name: "modern-elicit", version: "2.0.0" });
  const seen = (tool: string, ctx: any): string | undefined => {
    const requestState = ctx.mcpReq.requestState?.() as string | undefined;
    record.calls.push({ tool, requestState, inputResponses: ctx.mcpReq.inputResponses });
    return requestState;
  };

  // One question, fixed key and state.
  server.registerTool(
    "book",
    { description: "Book a table", inputSchema: z.object({ party: z.number() }) },
    async ({ party }, ctx) => {
      if (seen("book", ctx) !== "book-1") {
        return inputRequired({
          inputRequests: {
            date: inputRequired.elicit({
              message: `Which date for ${party}?`,
              requestedSchema: DATE_FORM,
            }),
          },
          requestState: "book-1",
        });
      }
      return text(`book ${party}: ${answerOf(ctx.mcpReq.inputResponses, "date", "date")}`);
    },
  );

  // Mints a fresh key and state every time the first round runs (langchain#40263), and only
  // accepts an answer sent under the key that its echoed state was minted for.
  server.registerTool(
    "rekey",
    { description: "Re-keys every first round", inputSchema: z.object({}) },
    async (_args, ctx) => {
      const state = seen("rekey", ctx);
      const boundKey = state === undefined ? undefined : record.rekeyStates.get(state);
      if (boundKey === undefined) {
        const key = `q-${randomUUID().slice(0, 8)}`;
        const minted = `s-${randomUUID().slice(0, 8)}`;
        record.rekeyStates.set(minted, key);
        return inputRequired({
          inputRequests: {
            [key]: inputRequired.elicit({ message: "Which date?", requestedSchema: DATE_FORM }),
          },
          requestState: minted,
        });
      }
      return text(`rekey: ${answerOf(ctx.mcpReq.inputResponses, boundKey, "date")}`);
    },
  );

  // Two questions in sequence: a name, then (in a second round) an age. A declined or
  // cancelled name ends the call, as on the legacy server.
  server.registerTool(
    "signup",
    { description: "Two questions, one after another", inputSchema: z.object({}) },
    async (_args, ctx) => {
      const state = seen("signup", ctx);
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            name: inputRequired.elicit({
              message: "Your name?",
              requestedSchema: stringForm("name"),
            }),
          },
          requestState: "signup-1",
        });
      }
      if (state === "signup-1") {
        const name = answerOf(ctx.mcpReq.inputResponses, "name", "name");
        if (name === "decline" || name === "cancel") return text(`signup: ${name}`);
        return inputRequired({
          inputRequests: {
            age: inputRequired.elicit({
              message: `How old are you, ${name}?`,
              requestedSchema: {
                type: "object",
                properties: { age: { type: "integer", minimum: 0, maximum: 150 } },
                required: ["age"],
              },
            }),
          },
          requestState: `signup-2:${name}`,
        });
      }
      const name = state.slice("signup-2:".length);
      return text(`signup: ${name}, ${answerOf(ctx.mcpReq.inputResponses, "age", "age")}`);
    },
  );

  // Two questions in one round, so a resume can answer one and leave the other open.
  server.registerTool(
    "fullname",
    { description: "Two keys in one round", inputSchema: z.object({}) },
    async (_args, ctx) => {
      const state = seen("fullname", ctx);
      const responses = ctx.mcpReq.inputResponses;
      if (
        state !== "fullname-1" ||
        inputResponse(responses, "first").kind === "missing" ||
        inputResponse(responses, "last").kind === "missing"
      ) {
        return inputRequired({
          inputRequests: {
            first: inputRequired.elicit({
              message: "First name?",
              requestedSchema: stringForm("first"),
            }),
            last: inputRequired.elicit({
              message: "Last name?",
              requestedSchema: stringForm("last"),
            }),
          },
          requestState: "fullname-1",
        });
      }
      return text(
        `fullname: ${answerOf(responses, "first", "first")} ${answerOf(responses, "last", "last")}`,
      );
    },
  );

  // Asks nothing: shows that a connection is still usable after a failed call.
  server.registerTool(
    "add",
    { description: "Adds", inputSchema: z.object({ a: z.number(), b: z.number() }) },
    async ({ a, b }, ctx) => {
      seen("add", ctx);
      return text(String(a + b));
    },
  );

  server.registerTool(
    "sample",
    { description: "Asks for sampling", inputSchema: z.object({}) },
    async (_a, ctx) => {
      seen("sample", ctx);
      return inputRequired({
        inputRequests: {
          s: inputRequired.createMessage({
            messages: [{ role: "user", content: { type: "text", text: "hi" } }],
            maxTokens: 5,
          }),
        },
        requestState: "sample-1",
      });
    },
  );
  server.registerTool(
    "roots",
    { description: "Asks for roots", inputSchema: z.object({}) },
    async (_a, ctx) => {
      seen("roots", ctx);
      return inputRequired({
        inputRequests: { r: inputRequired.listRoots() },
        requestState: "roots-1",
      });
    },
  );
  return server;
}

/** Serves the server over stateless Streamable HTTP on 127.0.0.1 at a free port. */
export async function startModernElicitationHttp(
  record: ModernRecord = newModernRecord(),
): Promise<ModernServerHandle> {
  return { ...(await serveModernHttp(() => createModernElicitationServer(record))), record };
}

/** Serves v2 servers made by `create` (one per request) over stateless Streamable HTTP. */
export async function serveModernHttp(
  create: () => McpServer,
): Promise<{ url: URL; close(): Promise<void> }> {
  const handler = toNodeHandler(createMcpHandler(create));
  const http: HttpServer = createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as { port: number };
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
