// Per-call headers and `_meta` (RunnableConfig `configurable.mcp`, `withMCPCallContext` in
// middleware, MCPClient.callTool options) against real servers of both eras: each call's
// server-side request sees its own context and nothing else, also with parallel calls on one
// shared legacy session; requests outside calls never carry it.
import { fileURLToPath } from "node:url";
import { MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, createMiddleware, fakeModel, ToolMessage } from "langchain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  SSETransport,
  StdioTransport,
  withMCPCallContext,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import {
  startLegacyContextHttp,
  startModernContextHttp,
  type ContextServer,
  type Seen,
} from "./contextServers.js";

const SERVER_SCRIPT = fileURLToPath(new URL("./contextServers.ts", import.meta.url));
const stdio = (era: string) =>
  new StdioTransport({ command: process.execPath, args: ["--import", "tsx", SERVER_SCRIPT, era] });

const parse = (content: unknown): Seen => JSON.parse(content as string) as Seen;

let modern: ContextServer;
let legacy: ContextServer & { sseUrl: URL };
beforeAll(async () => {
  [modern, legacy] = await Promise.all([startModernContextHttp(), startLegacyContextHttp()]);
});
afterAll(async () => {
  await Promise.all([modern?.close(), legacy?.close()]);
});

type Case = { name: string; http: () => ContextServer | undefined; target: () => unknown };
const CASES: Case[] = [
  { name: "modern Streamable HTTP", http: () => modern, target: () => modern.url },
  { name: "legacy Streamable HTTP (shared session)", http: () => legacy, target: () => legacy.url },
  { name: "legacy HTTP+SSE", http: () => legacy, target: () => new SSETransport(legacy.sseUrl) },
  { name: "modern stdio", http: () => undefined, target: () => stdio("modern") },
  { name: "legacy stdio", http: () => undefined, target: () => stdio("legacy") },
];

describe.each(CASES)("per-call context: $name", ({ http, target }) => {
  let adapter: MCPAdapter;
  let whoami: MCPStructuredTool;
  beforeAll(async () => {
    adapter = new MCPAdapter(target());
    [whoami] = await adapter.listTools();
  });
  afterAll(() => adapter.close());

  it("40 parallel calls: each sees its own headers and _meta, the calls without see none", async () => {
    const server = http();
    const before = server?.rpcs.length ?? 0;
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0
          ? whoami.invoke(
              { label: `c${i}` },
              {
                configurable: {
                  mcp: { headers: { "X-Tenant": `t${i}` }, _meta: { tenant: `t${i}` } },
                },
              },
            )
          : whoami.invoke({ label: `c${i}` }),
      ),
    );
    results.forEach((content, i) => {
      const seen = parse(content);
      expect(seen.label).toBe(`c${i}`);
      if (i % 2 === 0) {
        expect(seen.meta).toEqual({ tenant: `t${i}` });
        if (server) expect(seen.headers["x-tenant"]).toBe(`t${i}`);
      } else {
        expect(seen.meta).toEqual({});
        expect(seen.headers["x-tenant"]).toBeUndefined();
      }
    });
    if (server) {
      // Only tools/call requests carried a tenant: 20 of them, each a different one.
      const carried = server.rpcs.slice(before).filter((r) => r.headers["x-tenant"]);
      expect(carried.every((r) => r.rpc === "tools/call")).toBe(true);
      expect(new Set(carried.map((r) => r.headers["x-tenant"])).size).toBe(20);
    }
  });

  it("middleware sets them for the call it wraps, over the call site's", async () => {
    const traced = createMiddleware({
      name: "Trace",
      wrapToolCall: (request, handler) =>
        withMCPCallContext(
          {
            headers: { "X-Trace": `trace-${request.toolCall.id}` },
            _meta: { trace: request.toolCall.id },
          },
          () => handler(request),
        ),
    });
    const model = fakeModel()
      .respondWithTools([
        { name: "whoami", args: { label: "a" }, id: "call-a" },
        { name: "whoami", args: { label: "b" }, id: "call-b" },
      ])
      .respond(new AIMessage("done"));
    const agent = createAgent({
      model,
      tools: [whoami],
      middleware: [traced],
      checkpointer: new MemorySaver(),
    });
    const result = await agent.invoke(
      { messages: [{ role: "user", content: "who am I" }] },
      {
        configurable: {
          thread_id: "mw",
          mcp: { headers: { "X-Tenant": "acme", "X-Trace": "outer" }, _meta: { tenant: "acme" } },
        },
      },
    );
    const messages = result.messages.filter(ToolMessage.isInstance);
    expect(messages).toHaveLength(2);
    for (const message of messages) {
      const seen = parse(message.content);
      const id = message.tool_call_id;
      expect(seen.meta).toEqual({ tenant: "acme", trace: id });
      if (http()) {
        expect(seen.headers["x-trace"]).toBe(`trace-${id}`);
        expect(seen.headers["x-tenant"]).toBe("acme");
      }
    }
  });
});

describe("per-call context: options and errors", () => {
  it("MCPClient.callTool takes headers and _meta directly", async () => {
    await using client = new MCPClient(legacy.url);
    const result = await client.callTool(
      "whoami",
      { label: "direct" },
      { headers: { "X-Tenant": "direct" }, _meta: { tenant: "direct" } },
    );
    const seen = parse((result.content[0] as { text: string }).text);
    expect(seen.headers["x-tenant"]).toBe("direct");
    expect(seen.meta).toEqual({ tenant: "direct" });
  });

  it("a transport header, a bad name or a line break is refused, naming the header, never the value", async () => {
    await using adapter = new MCPAdapter(modern.url);
    const [whoami] = await adapter.listTools();
    const calls = modern.rpcs.filter((r) => r.rpc === "tools/call").length;
    for (const headers of [
      { "Mcp-Session-Id": "secret-value-1" },
      { "bad name": "secret-value-2" },
      { "X-Tenant": "secret-value-3\r\nX-Evil: 1" },
    ]) {
      const error = await whoami
        .invoke({ label: "x" }, { configurable: { mcp: { headers } } })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConfigError);
      expect(String((error as Error).message)).toContain(Object.keys(headers)[0]);
      expect(String((error as Error).message)).not.toContain("secret-value");
    }
    expect(() => withMCPCallContext({ _meta: [] as never }, () => 1)).toThrow(
      /"_meta" must be an object/,
    );
    // Nothing was sent.
    expect(modern.rpcs.filter((r) => r.rpc === "tools/call").length).toBe(calls);
  });

  it("headers through a user's SDK Client fail the call instead of being dropped", async () => {
    const { Client, StreamableHTTPClientTransport } = await import("@modelcontextprotocol/client");
    const sdk = new Client({ name: "user", version: "1" });
    await sdk.connect(new StreamableHTTPClientTransport(legacy.url));
    try {
      const client = new MCPClient(sdk);
      await expect(
        client.callTool("whoami", { label: "x" }, { headers: { "X-Tenant": "t" } }),
      ).rejects.toThrow(/per-call headers cannot be sent through an SDK Client/);
      // _meta alone works there.
      const result = await client.callTool("whoami", { label: "m" }, { _meta: { tenant: "m" } });
      expect(parse((result.content[0] as { text: string }).text).meta).toEqual({ tenant: "m" });
    } finally {
      await sdk.close();
    }
  });
});
