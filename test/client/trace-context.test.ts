// Trace context to servers (issue 28, item 2): a tool call inside an active OpenTelemetry span
// carries the span's W3C `traceparent` (and `tracestate`) in its `tools/call` `_meta`, seen by
// real in-process servers of both eras through a tool that echoes its `_meta`. The real SDK
// (tracer provider, AsyncLocalStorage context manager) makes the spans.
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ROOT_CONTEXT,
  TraceFlags,
  context,
  createTraceState,
  trace,
  type Span,
} from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { BasicTracerProvider } from "@opentelemetry/sdk-trace-base";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { MCPAdapter, MCPClient, MCPConfigError } from "../../runtime/src/index.js";
import { loadOtelApi, traceMeta } from "../../runtime/src/client/traceContext.js";
import { createLegacyServer, createModernServer, type Era } from "../servers/index.js";
import { createTaskBackend, createTaskServer } from "../tasks/server.js";
import { text } from "./helpers.js";

const tracer = new BasicTracerProvider().getTracer("trace-context-test");
const contextManager = new AsyncLocalStorageContextManager();
beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable());
});
afterAll(() => {
  context.disable();
});

/** A test server of `era` with a `meta` tool answering the `_meta` of its request as JSON. */
function metaServer(era: Era) {
  const echo = (meta: unknown) => ({
    content: [{ type: "text" as const, text: JSON.stringify(meta ?? {}) }],
  });
  if (era === "modern") {
    const server = createModernServer();
    server.registerTool(
      "meta",
      { description: "Echo _meta", inputSchema: z.object({ label: z.string() }) },
      async (_args, ctx) => echo(ctx.mcpReq._meta),
    );
    return server;
  }
  const server = createLegacyServer();
  server.registerTool(
    "meta",
    { description: "Echo _meta", inputSchema: { label: z.string() } },
    async (_args, extra) => echo(extra._meta),
  );
  return server;
}

type Seen = { traceparent?: string; tracestate?: string };
const seenBy = (result: { content?: unknown }): Seen => JSON.parse(text(result)) as Seen;

const traceparentOf = (span: Span, flags = "01") =>
  `00-${span.spanContext().traceId}-${span.spanContext().spanId}-${flags}`;

/** Runs `fn` inside a new active span (a child of `parent` when given). */
function inSpan<T>(fn: (span: Span) => Promise<T>, parent = context.active()): Promise<T> {
  return tracer.startActiveSpan("tool call", {}, parent, async (span) => {
    try {
      return await fn(span);
    } finally {
      span.end();
    }
  });
}

/** A remote parent span context with a trace state, as an incoming request would give. */
const remoteParent = (traceFlags: TraceFlags) =>
  trace.setSpanContext(ROOT_CONTEXT, {
    traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
    spanId: "00f067aa0ba902b7",
    traceFlags,
    isRemote: true,
    traceState: createTraceState("vendor=abc,other=1"),
  });

describe.each(["modern", "legacy"] as Era[])("MCPClient, %s server in process", (era) => {
  let client: MCPClient;
  let quiet: MCPClient;
  beforeAll(async () => {
    client = new MCPClient(metaServer(era));
    quiet = new MCPClient(metaServer(era), { traceContext: false });
    await Promise.all([client.connect(), quiet.connect()]);
  });
  afterAll(() => Promise.all([client.close(), quiet.close()]));

  it("sends the active span's traceparent", async () => {
    const [seen, expected] = await inSpan(async (span) => [
      seenBy(await client.callTool("meta", { label: "a" })),
      traceparentOf(span),
    ]);
    expect(seen.traceparent).toBe(expected);
    expect(seen.traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(seen).not.toHaveProperty("tracestate");
  });

  it("sends the span's tracestate, and its sampled flag as it is", async () => {
    const sampled = await inSpan(
      async (span) => [seenBy(await client.callTool("meta", { label: "b" })), span] as const,
      remoteParent(TraceFlags.SAMPLED),
    );
    expect(sampled[0].traceparent).toBe(traceparentOf(sampled[1]));
    expect(sampled[0].traceparent).toContain("4bf92f3577b34da6a3ce929d0e0e4736");
    expect(sampled[0].tracestate).toBe("vendor=abc,other=1");
    // A parent that was not sampled: the (non-recording) span is still propagated, flags 00.
    const unsampled = await inSpan(
      async (span) => [seenBy(await client.callTool("meta", { label: "c" })), span] as const,
      remoteParent(TraceFlags.NONE),
    );
    expect(unsampled[0].traceparent).toBe(traceparentOf(unsampled[1], "00"));
  });

  it("sends nothing outside a span", async () => {
    const seen = seenBy(await client.callTool("meta", { label: "d" }));
    expect(seen).not.toHaveProperty("traceparent");
    expect(seen).not.toHaveProperty("tracestate");
  });

  it("sends nothing with traceContext: false", async () => {
    const seen = await inSpan(
      async () => seenBy(await quiet.callTool("meta", { label: "e" })),
      remoteParent(TraceFlags.SAMPLED),
    );
    expect(seen).not.toHaveProperty("traceparent");
    expect(seen).not.toHaveProperty("tracestate");
  });

  it("a caller's _meta.traceparent wins (and no tracestate of ours goes with it)", async () => {
    const mine = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    const seen = await inSpan(
      async () =>
        seenBy(
          await client.callTool("meta", { label: "f" }, { _meta: { traceparent: mine, k: 1 } }),
        ),
      remoteParent(TraceFlags.SAMPLED),
    );
    expect(seen).toMatchObject({ traceparent: mine, k: 1 });
    expect(seen).not.toHaveProperty("tracestate");
  });
});

describe("MCPAdapter tools (tool.invoke)", () => {
  const metaTool = async (adapter: MCPAdapter) => {
    const tool = (await adapter.listTools()).find((t) => t.name === "meta")!;
    return async () => {
      const output = await tool.invoke({ label: "x" });
      return JSON.parse(typeof output === "string" ? output : text(output)) as Seen;
    };
  };

  it("send the active span's trace context by default", async () => {
    const adapter = new MCPAdapter(metaServer("modern"));
    try {
      const call = await metaTool(adapter);
      const [seen, span] = await inSpan(
        async (s) => [await call(), s] as const,
        remoteParent(TraceFlags.SAMPLED),
      );
      expect(seen.traceparent).toBe(traceparentOf(span));
      expect(seen.tracestate).toBe("vendor=abc,other=1");
    } finally {
      await adapter.close();
    }
  });

  it("send none with traceContext: false (passed to the clients it builds)", async () => {
    const quiet = new MCPAdapter(metaServer("legacy"), { traceContext: false });
    try {
      const call = await metaTool(quiet);
      const seen = await inSpan(call, remoteParent(TraceFlags.SAMPLED));
      expect(seen).not.toHaveProperty("traceparent");
      expect(seen).not.toHaveProperty("tracestate");
    } finally {
      await quiet.close();
    }
  });
});

describe("the traceContext option", () => {
  it("is checked like the other options", () => {
    expect(() => new MCPClient(metaServer("modern"), { traceContext: "no" as never })).toThrow(
      MCPConfigError,
    );
    expect(() => new MCPAdapter(metaServer("modern"), { traceContext: 0 as never })).toThrow(
      /Invalid option "traceContext": 0\. Accepted: true or false/,
    );
  });
});

describe("without @opentelemetry/api", () => {
  it("a failed resolution means no trace context, inside a span too, and nothing throws", async () => {
    // A require from a directory with no node_modules: Node's own MODULE_NOT_FOUND.
    const empty = mkdtempSync(join(tmpdir(), "no-otel-"));
    try {
      const requireNowhere = createRequire(join(empty, "index.js"));
      expect(() => requireNowhere("@opentelemetry/api")).toThrow(
        expect.objectContaining({ code: "MODULE_NOT_FOUND" }),
      );
      const api = loadOtelApi(requireNowhere);
      expect(api).toBeUndefined();
      await inSpan(async (span) => {
        expect(traceMeta(api)).toBeUndefined();
        // The installed API, in the same span, does give it.
        expect(traceMeta(loadOtelApi())).toEqual({ traceparent: traceparentOf(span) });
      });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("another load failure warns and sends nothing", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on("warning", onWarning);
    try {
      const api = loadOtelApi(() => {
        throw new SyntaxError("Unexpected token");
      });
      expect(api).toBeUndefined();
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.join("\n")).toMatch(/@opentelemetry\/api could not be loaded/);
  });
});

describe("a 2025-11-25 task-augmented call", () => {
  it("creates its task with the span's traceparent (its own request, not a plain tools/call)", async () => {
    const backend = createTaskBackend();
    await using client = new MCPClient(createTaskServer(backend), {
      tasks: { pollInterval: { min: 10, max: 50 } },
    });
    await client.listTools(); // learns that `research` runs as a task
    const { result, expected } = await inSpan(async (span) => ({
      result: await client.callTool("research", { topic: "bees", ms: 30 }),
      expected: traceparentOf(span),
    }));
    expect(text(result)).toBe("report on bees");
    expect(backend.record).toMatchObject({ created: 1, traceparents: [expected] });
  });
});
