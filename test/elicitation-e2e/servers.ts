// Real servers for the end-to-end elicitation tests, both eras, reachable in-process, over
// Streamable HTTP and as stdio children (run this file: `node --import tsx servers.ts <era>`).
// Modern: an SDK v2 McpServer returning `input_required` (same tools as
// test/elicitation/servers/modern.ts, which serves them over HTTP). Legacy: the SDK 1.x server of
// test/elicitation/servers/legacy.ts, pushing `elicitation/create`.
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { McpServer, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { z } from "zod";
import { createLegacyElicitationServer } from "../elicitation/servers/legacy.js";

export { createLegacyElicitationServer };
export { startLegacyElicitationHttp, type LegacyRecord } from "../elicitation/servers/legacy.js";
export { startModernElicitationServer } from "../elicitation/servers/modern.js";

/** What the modern server saw: every tools/call and the state it echoed. */
export interface ModernE2ERecord {
  calls: Array<{ tool: string; requestState?: string; inputResponses?: unknown }>;
}

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const DATE_FORM = {
  type: "object" as const,
  properties: { date: { type: "string" as const, format: "date" as const } },
  required: ["date"],
};
const form = (field: string, type: "string" | "integer" = "string") => ({
  type: "object" as const,
  properties: {
    [field]: type === "string" ? { type: "string" as const } : { type: "integer" as const },
  },
  required: [field],
});

function answerOf(responses: unknown, key: string, field: string): string {
  const view = inputResponse(responses as Record<string, unknown>, key);
  if (view.kind !== "elicit") return "missing";
  if (view.action !== "accept") return view.action;
  return String(view.content?.[field]);
}

/** The modern (2026-07-28) elicitation server, as an in-process v2 McpServer. */
export function createModernElicitationServer(record: ModernE2ERecord = { calls: [] }): McpServer {
  const server = new McpServer({ name: "modern-elicit", version: "2.0.0" });
  const rekeyStates = new Map<string, string>();
  const seen = (tool: string, ctx: any): string | undefined => {
    const requestState = ctx.mcpReq.requestState?.() as string | undefined;
    record.calls.push({ tool, requestState, inputResponses: ctx.mcpReq.inputResponses });
    return requestState;
  };

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

  // A fresh key and state every time the first round runs (langchain#40263); an answer counts
  // only under the key its echoed state was minted for.
  server.registerTool(
    "rekey",
    { description: "Re-keys every first round", inputSchema: z.object({}) },
    async (_args, ctx) => {
      const state = seen("rekey", ctx);
      const boundKey = state === undefined ? undefined : rekeyStates.get(state);
      if (boundKey === undefined) {
        const key = `q-${randomUUID().slice(0, 8)}`;
        const minted = `s-${randomUUID().slice(0, 8)}`;
        rekeyStates.set(minted, key);
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

  server.registerTool(
    "signup",
    { description: "Two questions, one after another", inputSchema: z.object({}) },
    async (_args, ctx) => {
      const state = seen("signup", ctx);
      if (state === undefined) {
        return inputRequired({
          inputRequests: {
            name: inputRequired.elicit({ message: "Your name?", requestedSchema: form("name") }),
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
              requestedSchema: form("age", "integer"),
            }),
          },
          requestState: `signup-2:${name}`,
        });
      }
      const name = state.slice("signup-2:".length);
      return text(`signup: ${name}, ${answerOf(ctx.mcpReq.inputResponses, "age", "age")}`);
    },
  );

  // Two keys in one round, so a resume can answer one and leave the other open.
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
            first: inputRequired.elicit({ message: "First name?", requestedSchema: form("first") }),
            last: inputRequired.elicit({ message: "Last name?", requestedSchema: form("last") }),
          },
          requestState: "fullname-1",
        });
      }
      return text(
        `fullname: ${answerOf(responses, "first", "first")} ${answerOf(responses, "last", "last")}`,
      );
    },
  );

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
      return inputRequired({ inputRequests: { r: inputRequired.listRoots() }, requestState: "r1" });
    },
  );
  return server;
}

/** This file as a stdio server of `era`, for an MCPConfig entry. */
export function stdioEntry(era: "modern" | "legacy") {
  return {
    command: process.execPath,
    args: ["--import", "tsx", fileURLToPath(import.meta.url), era],
  };
}

// Run as a stdio server: `node --import tsx test/elicitation-e2e/servers.ts modern|legacy`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === "legacy") {
    const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
    await createLegacyElicitationServer({ calls: 0, pushed: [] }).connect(
      new StdioServerTransport(),
    );
  } else {
    const { serveStdio } = await import("@modelcontextprotocol/server/stdio");
    const record: ModernE2ERecord = { calls: [] };
    serveStdio(() => createModernElicitationServer(record));
  }
}
