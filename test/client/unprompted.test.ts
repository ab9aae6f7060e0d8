// Requests a legacy server sends on its own (not for a call), or that no call can answer:
// answered with the JSON-RPC error that fits, and a call in flight keeps its result.
import { afterEach, describe, expect, it } from "vitest";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import {
  CallToolRequestSchema,
  CreateMessageResultSchema,
  McpError,
  ListRootsResultSchema,
  ResultSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { MCPClient, NotImplementedError } from "../../runtime/src/index.js";
import { text } from "./helpers.js";

interface Unprompted {
  method: string;
  /** The JSON-RPC error code the client answered with (undefined: it answered a result). */
  code?: number;
}

/** An SDK 1.x server that sends `method` itself right after the handshake, like server-everything. */
function serverAsking(method: string, seen: Unprompted[], delayMs = 50): McpServer {
  const server = new McpServer({ name: "unprompted", version: "1.0.0" });
  const schema =
    method === "roots/list"
      ? ListRootsResultSchema
      : method === "sampling/createMessage"
        ? CreateMessageResultSchema
        : ResultSchema;
  const params =
    method === "sampling/createMessage"
      ? { messages: [{ role: "user", content: { type: "text", text: "hi" } }], maxTokens: 5 }
      : {};
  server.server.oninitialized = () => {
    setTimeout(() => {
      server.server.request({ method, params } as never, schema).then(
        () => seen.push({ method }),
        (error: { code?: number }) => seen.push({ method, code: error.code }),
      );
    }, delayMs);
  };
  server.registerTool(
    "slow",
    { description: "Answers after a while", inputSchema: { ms: z.number() } },
    async ({ ms }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { content: [{ type: "text", text: `done after ${ms}` }] };
    },
  );
  return server;
}

let client: MCPClient | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
}

describe.each(["roots/list", "sampling/createMessage", "x-vendor/unknown"])(
  "a server that asks %s on its own",
  (method) => {
    it.each(["shared", "per-call"] as const)(
      "(%s session) gets -32601 and the call in flight keeps its result",
      async (session) => {
        const seen: Unprompted[] = [];
        client = new MCPClient(serverAsking(method, seen), { name: "srv", session });
        const result = await client.callTool("slow", { ms: 300 });
        expect(text(result)).toBe("done after 300");
        await until(() => seen.length > 0);
        expect(seen).toEqual([{ method, code: -32601 }]);
      },
    );

    it("before any call: -32601, and the next call works", async () => {
      const seen: Unprompted[] = [];
      client = new MCPClient(serverAsking(method, seen, 0), { name: "srv" });
      await client.connect();
      await until(() => seen.length > 0);
      expect(seen).toEqual([{ method, code: -32601 }]);
      expect(text(await client.callTool("slow", { ms: 1 }))).toBe("done after 1");
    });
  },
);

it("a refused request explains only a call that then fails", async () => {
  const server = new McpServer({ name: "needs-roots", version: "1.0.0" });
  server.registerTool("needs_roots", { description: "Fails without roots" }, async () => {
    try {
      await server.server.listRoots();
      return { content: [{ type: "text", text: "rooted" }] };
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: String(error) }] };
    }
  });
  client = new MCPClient(server, { name: "srv" });
  const error = await client.callTool("needs_roots").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotImplementedError);
  expect((error as NotImplementedError).method).toBe("roots/list");
  expect((error as NotImplementedError).tool).toBe("needs_roots");
});

it("declares form elicitation only (URL mode with an elicitationHandler); never sampling or roots", async () => {
  const plain = new McpServer({ name: "caps", version: "1.0.0" });
  client = new MCPClient(plain, { name: "srv" });
  await client.connect();
  expect(plain.server.getClientCapabilities()).toEqual({ elicitation: { form: {} } });
  await client.close();
  const withHandler = new McpServer({ name: "caps", version: "1.0.0" });
  client = new MCPClient(withHandler, {
    name: "srv",
    elicitationHandler: () => ({ action: "decline" }),
  });
  await client.connect();
  expect(withHandler.server.getClientCapabilities()).toEqual({
    elicitation: { form: {}, url: {} },
  });
});

it("a server's -32042 (URL elicitation required) fails the call with NotImplementedError", async () => {
  const server = new Server(
    { name: "url-only", version: "1.0.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(CallToolRequestSchema, async () => {
    throw new McpError(-32042, "URL elicitation required", {
      elicitations: [{ mode: "url", elicitationId: "e1", url: "https://example.invalid/consent" }],
    });
  });
  client = new MCPClient(server, { name: "srv" });
  const error = await client.callTool("consent").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NotImplementedError);
  expect((error as NotImplementedError).method).toBe("elicitation/create (URL mode)");
  expect((error as NotImplementedError).tool).toBe("consent");
});
