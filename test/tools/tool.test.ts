// asLangChainTool against real servers: schemas as the model sees them and as validation
// uses them, degraded schemas, cancellation, timeouts and transport failures.
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { ToolInputParsingException } from "@langchain/core/tools";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  asLangChainTool,
  MCPClient,
  MCPConnectionError,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import { createModernServer, newRecord, startModernHttp } from "../servers/index.js";
import { createMediaServer } from "./mediaServer.js";

async function toolsOf(client: MCPClient, warnings: string[] = []) {
  const listed = await client.listTools();
  const tools = await Promise.all(
    listed.map((t) => asLangChainTool(t, client, { onWarning: (w) => warnings.push(w) })),
  );
  return new Map(tools.map((t) => [t.name, t]));
}

describe("schemas", () => {
  let client: MCPClient;
  let tools: Map<string, MCPStructuredTool>;
  beforeAll(async () => {
    client = new MCPClient(createMediaServer(), { name: "media" });
    tools = await toolsOf(client);
  });
  afterAll(() => client.close());

  it("a recursive $ref schema: the model gets it inlined, validation uses the real one", async () => {
    const tree = tools.get("tree")!;
    const parameters = convertToOpenAITool(tree).function.parameters;
    expect(JSON.stringify(parameters)).not.toContain("$ref");
    expect((parameters as any).properties.root.properties.value).toEqual({ type: "number" });

    let deep: any = { value: 0 };
    for (let i = 1; i < 6; i++) deep = { value: i, children: [deep] };
    expect(await tree.invoke({ root: deep })).toBe("depth 6");

    // A wrong leaf six levels down, below where the model view stops unrolling.
    let bad: any = { value: "zero" };
    for (let i = 1; i < 6; i++) bad = { value: i, children: [bad] };
    const error = await tree.invoke({ root: bad }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolInputParsingException);
    // The details say what to fix, so a model reading the error can correct its arguments.
    expect((error as Error).message).toMatch(/number/);
  });
});

describe("a schema that cannot be converted", () => {
  // A low-level SDK 1.x server: it lists whatever input schemas it is given.
  function serverWithSchemas(schemas: Record<string, unknown>) {
    const server = new Server({ name: "odd", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: Object.entries(schemas).map(([name, inputSchema]) => ({
        name,
        description: name,
        inputSchema: inputSchema as never,
      })),
    }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => ({
      content: [{ type: "text", text: JSON.stringify(request.params.arguments ?? {}) }],
    }));
    return server;
  }

  it("degrades to a permissive object with a warning; the other tools are unaffected", async () => {
    const client = new MCPClient(
      serverWithSchemas({
        remote_ref: {
          type: "object",
          properties: { spec: { $ref: "https://example.invalid/spec.json" } },
        },
        fine: { type: "object", properties: { n: { type: "number" } } },
      }),
      { name: "odd" },
    );
    try {
      const warnings: string[] = [];
      const tools = await toolsOf(client, warnings);
      expect([...tools.keys()]).toEqual(["remote_ref", "fine"]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/"remote_ref" on server "odd".*never fetched/);
      expect(await tools.get("remote_ref")!.invoke({ spec: { any: ["thing"] } })).toBe(
        '{"spec":{"any":["thing"]}}',
      );
      await expect(tools.get("fine")!.invoke({ n: "x" })).rejects.toBeInstanceOf(
        ToolInputParsingException,
      );
    } finally {
      await client.close();
    }
  });

  it("keeps $schema on the tool's schema and validates; a null optional argument is left out", async () => {
    const dialect = "https://json-schema.org/draft/2020-12/schema";
    const client = new MCPClient(
      serverWithSchemas({
        pick: {
          $schema: dialect,
          type: "object",
          properties: {
            region: { type: "string" },
            verbose: { type: "boolean" },
            note: { type: ["string", "null"] },
          },
          required: ["region"],
        },
      }),
      { name: "odd" },
    );
    try {
      const pick = (await toolsOf(client)).get("pick")!;
      expect((pick.schema as { $schema?: string }).$schema).toBe(dialect);
      // An optional boolean sent as null: not provided. A nullable one keeps its null.
      expect(await pick.invoke({ region: "eu", verbose: null, note: null })).toBe(
        '{"region":"eu","note":null}',
      );
      // A required one sent as null is still an error, and so is a wrong type.
      await expect(pick.invoke({ region: null })).rejects.toBeInstanceOf(ToolInputParsingException);
      await expect(pick.invoke({ region: "eu", verbose: "yes" })).rejects.toBeInstanceOf(
        ToolInputParsingException,
      );
    } finally {
      await client.close();
    }
  });

  it("without onWarning, the warning is a process warning", async () => {
    const client = new MCPClient(
      serverWithSchemas({ odd: { type: "object", properties: { a: { $ref: "#/nowhere" } } } }),
      {
        name: "odd",
      },
    );
    const seen: Error[] = [];
    const listener = (w: Error) => seen.push(w);
    process.on("warning", listener);
    try {
      const [mcpTool] = await client.listTools();
      const tool = await asLangChainTool(mcpTool, client);
      await new Promise((r) => setImmediate(r));
      expect(seen.map((w) => w.name)).toContain("MCPSchemaWarning");
      expect(await tool.invoke({ a: 1 })).toBe('{"a":1}');
    } finally {
      process.off("warning", listener);
      await client.close();
    }
  });
});

describe("per-call signal and timeout", () => {
  const record = newRecord();
  let client: MCPClient;
  let slow: MCPStructuredTool;
  beforeAll(async () => {
    client = new MCPClient(createModernServer(record), { name: "modern" });
    slow = (await toolsOf(client)).get("slow")!;
  });
  afterAll(() => client.close());

  it("an aborted RunnableConfig signal cancels the MCP request on the server", async () => {
    const before = record.cancelled;
    const controller = new AbortController();
    const call = slow.invoke({ ms: 5000 }, { signal: controller.signal });
    await waitFor(() => record.running === 1);
    controller.abort();
    await expect(call).rejects.toThrow();
    await waitFor(() => record.cancelled === before + 1);
    expect(record.running).toBe(0);
  });

  it("a RunnableConfig timeout cancels the MCP request on the server", async () => {
    const before = record.cancelled;
    const started = Date.now();
    await expect(slow.invoke({ ms: 5000 }, { timeout: 200 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    await waitFor(() => record.cancelled === before + 1);
  });

  it("a per-call timeout longer than the tool's default wins over it", async () => {
    const [mcpTool] = (await client.listTools()).filter((t) => t.name === "slow");
    const strict = await asLangChainTool(mcpTool, client, { timeout: 100 });
    await expect(strict.invoke({ ms: 400 })).rejects.toThrow();
    expect(await strict.invoke({ ms: 400 }, { timeout: 5000 })).toBe("slept 400ms");
  });
});

describe("transport failures", () => {
  it("throw MCPConnectionError naming the server and the tool", async () => {
    const http = await startModernHttp();
    const client = new MCPClient(http.url, { name: "weather" });
    try {
      const echo = (await toolsOf(client)).get("echo")!;
      expect(await echo.invoke({ text: "up" })).toBe("up");
      await http.close();
      const error = await echo.invoke({ text: "down" }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect((error as MCPConnectionError).server).toBe("weather");
      expect((error as MCPConnectionError).tool).toBe("echo");
      expect((error as Error).message).toMatch(/weather/);
    } finally {
      await http.close();
      await client.close();
    }
  });
});

async function waitFor(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
