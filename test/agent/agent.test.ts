// createAgent (langchain) driving MCP tools from a two-server MCPConfig: one modern server as a
// stdio child, one legacy server over Streamable HTTP. The model is scripted (fakeModel), so the
// test reads exactly what a model would be given.
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { AIMessage, createAgent, fakeModel, ToolMessage, toolRetryMiddleware } from "langchain";
import { MemorySaver } from "@langchain/langgraph";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPConnectionError,
  type MCPConfig,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import {
  PNG_BASE64,
  startLegacyHttp,
  startModernHttp,
  stdioCommand,
  type HttpServerHandle,
} from "../servers/index.js";

/** Forwards HTTP from 127.0.0.1:`port` (0: any) to `target`'s host. */
async function startRelay(port: number, target: URL) {
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (reply) => {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  let closed: Promise<void> | undefined;
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      (closed ??= new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      })),
  };
}

const ask = (content: string) => ({ messages: [{ role: "user", content }] });
const thread = (id: string) => ({ configurable: { thread_id: id } });

describe("createAgent with MCP tools from two servers", () => {
  let legacyHttp: HttpServerHandle;
  let adapter: MCPAdapter;
  let tools: MCPStructuredTool[];

  beforeAll(async () => {
    legacyHttp = await startLegacyHttp();
    const config: MCPConfig = {
      mcpServers: {
        modern: stdioCommand("modern"),
        legacy: { url: legacyHttp.url.href },
      },
    };
    adapter = new MCPAdapter(config);
    tools = await adapter.listTools();
  });
  afterAll(async () => {
    await adapter.close();
    await legacyHttp.close();
  });

  it("every tool of both servers is offered, prefixed by server, in a form providers take", () => {
    const names = tools.map((t) => t.name);
    expect(names).toContain("modern_add");
    expect(names).toContain("legacy_add");
    expect(names).toContain("legacy_image");
    expect(names.filter((n) => n.startsWith("modern_"))).toHaveLength(names.length / 2);
    // What a chat model's bindTools sends: no $ref left, even for the $ref-based `order`.
    for (const name of ["modern_order", "legacy_order"]) {
      const definition = convertToOpenAITool(tools.find((t) => t.name === name)!);
      expect(JSON.stringify(definition.function.parameters)).not.toContain("$ref");
      expect((definition.function.parameters as any).properties.shipTo.required).toEqual([
        "street",
        "city",
      ]);
    }
  });

  it("text, image and error results reach the model as ToolMessages", async () => {
    const model = fakeModel()
      .respondWithTools([
        { name: "modern_add", args: { a: 2, b: 3 }, id: "t1" },
        { name: "legacy_image", args: {}, id: "t2" },
        { name: "modern_fail", args: { message: "the disk is full" }, id: "t3" },
      ])
      .respond(new AIMessage("Done: 5, a picture, and a failure."));
    const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
    const result = await agent.invoke(ask("do three things"), thread("results"));

    expect(model.callCount).toBe(2);
    const seen = model.calls[1].messages.filter(ToolMessage.isInstance);
    const byId = new Map(seen.map((m) => [m.tool_call_id, m]));
    expect(byId.get("t1")).toMatchObject({ content: "5", status: "success", name: "modern_add" });
    expect(byId.get("t2")!.content).toEqual([
      { type: "image", data: PNG_BASE64, mimeType: "image/png" },
    ]);
    expect(byId.get("t2")!.contentBlocks[0]).toMatchObject({
      type: "image",
      mimeType: "image/png",
    });
    // The server's own message, as an error the model can read and act on.
    expect(byId.get("t3")).toMatchObject({ content: "the disk is full", status: "error" });
    expect(result.messages.at(-1)!.content).toBe("Done: 5, a picture, and a failure.");
  });

  it("structured results keep the structure in the artifact of the agent's ToolMessage", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "legacy_structured", args: { n: 7 }, id: "s1" }])
      .respond(new AIMessage("49"));
    const agent = createAgent({ model, tools });
    const result = await agent.invoke(ask("square 7"));
    const message = result.messages.find(ToolMessage.isInstance)!;
    expect(message.artifact).toEqual({ structuredContent: { value: 7, squared: 49 } });
  });

  it("progress notifications stream on LangGraph's custom stream", async () => {
    const model = fakeModel()
      .respondWithTools([{ name: "modern_progress", args: { steps: 3 }, id: "p1" }])
      .respond(new AIMessage("done"));
    const agent = createAgent({ model, tools });
    const progress: unknown[] = [];
    for await (const chunk of await agent.stream(ask("go"), { streamMode: "custom" })) {
      progress.push(chunk);
    }
    expect(progress).toEqual(
      [1, 2, 3].map((i) => ({
        type: "mcp_progress",
        server: "modern",
        tool: "progress",
        progress: i,
        total: 3,
        message: `step ${i}`,
      })),
    );
  });
});

describe("a dead server under createAgent (default settings)", () => {
  it("makes agent.invoke reject with MCPConnectionError naming server and tool", async () => {
    const http = await startModernHttp();
    const adapter = new MCPAdapter({ mcpServers: { weather: { url: http.url.href } } });
    try {
      const tools = await adapter.listTools();
      await http.close(); // the server dies after the tools were listed
      const model = fakeModel()
        .respondWithTools([{ name: "echo", args: { text: "hello" }, id: "d1" }])
        .respond(new AIMessage("the model must never get here"));
      const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });

      const error = await agent.invoke(ask("echo hello"), thread("dead")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect(error).toMatchObject({ server: "weather", tool: "echo" });
      // The failure stopped the run: the model was not asked to act on a dead connection.
      expect(model.callCount).toBe(1);
    } finally {
      await http.close();
      await adapter.close();
    }
  });

  it("with a checkpointer, the failed step resumes once the server is back", async () => {
    const backend = await startModernHttp();
    // A relay on a fixed port stands for the server's address: stopping it is the outage.
    let relay = await startRelay(0, backend.url);
    const port = relay.port;
    const adapter = new MCPAdapter({
      mcpServers: { calc: { url: `http://127.0.0.1:${port}/mcp` } },
    });
    try {
      const tools = await adapter.listTools();
      await relay.close();
      const model = fakeModel()
        .respondWithTools([{ name: "add", args: { a: 1, b: 2 }, id: "r1" }])
        .respond(new AIMessage("three"));
      const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
      const config = thread("resume");
      await expect(agent.invoke(ask("add 1 and 2"), config)).rejects.toBeInstanceOf(
        MCPConnectionError,
      );

      relay = await startRelay(port, backend.url);
      const result = await agent.invoke(null, config);
      expect(result.messages.find(ToolMessage.isInstance)?.content).toBe("3");
      expect(result.messages.at(-1)!.content).toBe("three");
      expect(model.callCount).toBe(2);
    } finally {
      await relay.close();
      await adapter.close();
      await backend.close();
    }
  });

  it("without a checkpointer too", async () => {
    const http = await startModernHttp();
    const adapter = new MCPAdapter(http.url);
    try {
      const tools = await adapter.listTools();
      await http.close();
      const model = fakeModel()
        .respondWithTools([{ name: "add", args: { a: 1, b: 1 }, id: "d2" }])
        .respond(new AIMessage("unreachable"));
      const agent = createAgent({ model, tools });
      await expect(agent.invoke(ask("add"))).rejects.toBeInstanceOf(MCPConnectionError);
    } finally {
      await http.close();
      await adapter.close();
    }
  });

  it("with wrapToolCall middleware (toolRetryMiddleware) too: the error is the MCPConnectionError", async () => {
    const http = await startModernHttp();
    const adapter = new MCPAdapter(http.url);
    try {
      const tools = await adapter.listTools();
      await http.close();
      const model = fakeModel()
        .respondWithTools([{ name: "add", args: { a: 1, b: 1 }, id: "m1" }])
        .respond(new AIMessage("unreachable"));
      const middleware = [toolRetryMiddleware({ maxRetries: 1, initialDelayMs: 1 })];
      const agent = createAgent({ model, tools, middleware });
      const error = await agent.invoke(ask("add")).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect(error).toMatchObject({ tool: "add" });
    } finally {
      await http.close();
      await adapter.close();
    }
  });

  it("a server error (isError) does not stop the run: the model reads it", async () => {
    // The control case for the two above: only transport failures raise.
    const http = await startModernHttp();
    await using adapter = new MCPAdapter(http.url);
    try {
      const model = fakeModel()
        .respondWithTools([{ name: "fail", args: {}, id: "e1" }])
        .respond(new AIMessage("I saw the error"));
      const agent = createAgent({ model, tools: await adapter.listTools() });
      const result = await agent.invoke(ask("fail"));
      expect(result.messages.find(ToolMessage.isInstance)).toMatchObject({
        status: "error",
        content: "it failed",
      });
      expect(result.messages.at(-1)!.content).toBe("I saw the error");
    } finally {
      await http.close();
    }
  });
});
