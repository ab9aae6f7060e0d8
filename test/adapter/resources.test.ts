// Resources as standard content blocks, and the opt-in `load_mcp_resource` tool through a real
// agent, from real servers: an in-process v2 server, the test servers of both eras and the
// published server-everything.
import path from "node:path";
import { AIMessage, ToolMessage, createAgent, fakeModel } from "langchain";
import { MemorySaver } from "@langchain/langgraph";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListResourcesRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import {
  ClientGroup,
  InMemoryTransport,
  MCPAdapter,
  MCPConfigError,
  RESOURCE_TOOL_NAME,
} from "../../runtime/src/index.js";
import { PNG_BASE64, createLegacyServer, createModernServer } from "../servers/index.js";

const EVERYTHING = path.resolve(
  __dirname,
  "../../node_modules/@modelcontextprotocol/server-everything/dist/index.js",
);
const PDF_BASE64 = Buffer.from("%PDF-1.7 fake").toString("base64");

/** A v2 server with a text, a PNG and a PDF resource, and a template. */
function libraryServer() {
  const server = new McpServer({ name: "library", version: "1.0.0" });
  server.registerResource(
    "notes",
    "lib://notes",
    { mimeType: "text/plain", description: "Meeting notes" },
    async (uri) => ({ contents: [{ uri: uri.href, mimeType: "text/plain", text: "ship it" }] }),
  );
  server.registerResource("logo", "lib://logo", { mimeType: "image/png" }, async (uri) => ({
    contents: [{ uri: uri.href, mimeType: "image/png", blob: PNG_BASE64 }],
  }));
  server.registerResource(
    "report",
    "lib://report",
    { mimeType: "application/pdf" },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: "application/pdf", blob: PDF_BASE64 }],
    }),
  );
  server.registerResource(
    "chapter",
    new ResourceTemplate("lib://chapters/{n}", { list: undefined }),
    { description: "A chapter by number" },
    async (uri, { n }) => ({ contents: [{ uri: uri.href, text: `chapter ${n}` }] }),
  );
  return server;
}

const adapters: MCPAdapter[] = [];
const adapterFor = (target: unknown) => {
  const adapter = new MCPAdapter(target);
  adapters.push(adapter);
  return adapter;
};
afterEach(async () => {
  await Promise.all(adapters.splice(0).map((a) => a.close()));
});

describe("adapter.listResources", () => {
  it("resources and templates of one server, each with its server", async () => {
    const adapter = adapterFor(new InMemoryTransport(libraryServer()));
    expect(await adapter.listResources()).toEqual([
      {
        kind: "resource",
        uri: "lib://notes",
        name: "notes",
        server: "in-memory",
        mimeType: "text/plain",
        description: "Meeting notes",
      },
      {
        kind: "resource",
        uri: "lib://logo",
        name: "logo",
        server: "in-memory",
        mimeType: "image/png",
      },
      {
        kind: "resource",
        uri: "lib://report",
        name: "report",
        server: "in-memory",
        mimeType: "application/pdf",
      },
      {
        kind: "template",
        uriTemplate: "lib://chapters/{n}",
        name: "chapter",
        server: "in-memory",
        description: "A chapter by number",
      },
    ]);
  });

  it("a server that serves resources but no templates (method not found): its resources", async () => {
    const server = new Server(
      { name: "raw", version: "1.0.0" },
      { capabilities: { resources: {} } },
    );
    server.setRequestHandler(ListResourcesRequestSchema, async () => ({
      resources: [{ uri: "raw://one", name: "one" }],
    }));
    const adapter = adapterFor(server);
    expect(await adapter.listResources()).toEqual([
      { kind: "resource", uri: "raw://one", name: "one", server: "in-memory" },
    ]);
  });

  it("several servers of both eras: one list, `servers` narrows it", async () => {
    const adapter = adapterFor(
      new ClientGroup({ modern: createModernServer(), legacy: createLegacyServer() }),
    );
    const all = await adapter.listResources();
    expect(all.map((r) => [r.server, r.kind === "resource" ? r.uri : r.uriTemplate])).toEqual([
      ["modern", "test://readme"],
      ["legacy", "test://readme"],
    ]);
    const one = await adapter.listResources({ servers: ["legacy"] });
    expect(one.map((r) => r.server)).toEqual(["legacy"]);
    await expect(adapter.listResources({ servers: ["nope"] })).rejects.toThrow(
      'No MCP server named "nope" (servers: "modern", "legacy")',
    );
  });
});

describe("adapter.readResource", () => {
  it("text → text, a PNG blob → image, another blob → file; each block says its URI", async () => {
    const adapter = adapterFor(new InMemoryTransport(libraryServer()));
    expect(await adapter.readResource("lib://notes")).toEqual([
      { type: "text", text: "ship it", metadata: { uri: "lib://notes" } },
    ]);
    expect(await adapter.readResource("lib://logo")).toEqual([
      { type: "image", data: PNG_BASE64, mimeType: "image/png", metadata: { uri: "lib://logo" } },
    ]);
    expect(await adapter.readResource("lib://report")).toEqual([
      {
        type: "file",
        data: PDF_BASE64,
        mimeType: "application/pdf",
        metadata: { uri: "lib://report" },
      },
    ]);
    expect(await adapter.readResource("lib://chapters/3")).toEqual([
      { type: "text", text: "chapter 3", metadata: { uri: "lib://chapters/3" } },
    ]);
  });

  it("several servers: the one that lists the URI, or `server`; two listing it is refused", async () => {
    const adapter = adapterFor(
      new ClientGroup({ library: libraryServer(), modern: createModernServer() }),
    );
    expect(await adapter.readResource("lib://notes")).toEqual([
      { type: "text", text: "ship it", metadata: { uri: "lib://notes" } },
    ]);
    expect(await adapter.readResource("test://readme", { server: "modern" })).toEqual([
      { type: "text", text: "read me", metadata: { uri: "test://readme" } },
    ]);
    await expect(adapter.readResource("lib://chapters/1")).rejects.toThrow(MCPConfigError);
    await expect(adapter.readResource("lib://chapters/1")).rejects.toThrow(
      /No MCP server lists the resource "lib:\/\/chapters\/1": name the server/,
    );
    const twice = adapterFor(
      new ClientGroup({ modern: createModernServer(), legacy: createLegacyServer() }),
    );
    await expect(twice.readResource("test://readme")).rejects.toThrow(
      /Several MCP servers list the resource "test:\/\/readme"/,
    );
  });

  it("server-everything over stdio: a listed text resource and a blob resource", async () => {
    const adapter = adapterFor({
      mcpServers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } },
    });
    const entries = await adapter.listResources();
    expect(entries.some((e) => e.kind === "template")).toBe(true);
    const blob = await adapter.readResource("demo://resource/dynamic/blob/1");
    expect(blob).toHaveLength(1);
    expect(blob[0]).toMatchObject({ type: "file", mimeType: "text/plain" });
    const data = (blob[0] as { data: string }).data;
    expect(Buffer.from(data, "base64").toString()).toMatch(/^Resource 1: This is a base64 blob/);
  }, 30_000);
});

describe("adapter.resourceTools", () => {
  it("a real agent loads a listed resource into the conversation", async () => {
    const adapter = adapterFor(new InMemoryTransport(libraryServer()));
    const [tool] = await adapter.resourceTools();
    expect(tool.name).toBe(RESOURCE_TOOL_NAME);
    expect(tool.description).toContain("- lib://notes: notes: Meeting notes");
    expect(tool.description).toContain("- lib://chapters/{n} (template): chapter");
    const model = fakeModel()
      .respondWithTools([{ name: RESOURCE_TOOL_NAME, args: { uri: "lib://notes" }, id: "r1" }])
      .respond(new AIMessage("The notes say: ship it."));
    const agent = createAgent({ model, tools: [tool], checkpointer: new MemorySaver() });
    const result = await agent.invoke(
      { messages: [{ role: "user", content: "what do the notes say?" }] },
      { configurable: { thread_id: "resources" } },
    );
    const message = result.messages.find(ToolMessage.isInstance)!;
    expect(message.content).toEqual([
      { type: "text", text: "ship it", metadata: { uri: "lib://notes" } },
    ]);
  });

  it("several servers: the tool takes a `server`, limited to the adapter's servers", async () => {
    const adapter = adapterFor(
      new ClientGroup({ modern: createModernServer(), legacy: createLegacyServer() }),
    );
    const [tool] = await adapter.resourceTools();
    expect(tool.description).toContain("- test://readme [server legacy]: readme: A readme");
    const out = await tool.invoke({ uri: "test://readme", server: "legacy" });
    expect(out).toEqual([{ type: "text", text: "read me", metadata: { uri: "test://readme" } }]);
    await expect(tool.invoke({ uri: "test://readme", server: "other" })).rejects.toThrow();
  });
});
