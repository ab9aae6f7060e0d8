// MCP Apps against a real server built on @modelcontextprotocol/ext-apps: app-only tools never
// reach the model, views are readable, and the Apps capability is declared only on opt-in, on
// the 2026-07-28 wire (Streamable HTTP) and in the 2025 handshake (stdio).
import { AIMessage, createAgent, createMiddleware, fakeModel, ToolMessage } from "langchain";
import { MemorySaver } from "@langchain/langgraph";
import { Client } from "@modelcontextprotocol/client";
import {
  EXTENSION_ID,
  RESOURCE_MIME_TYPE,
  RESOURCE_URI_META_KEY,
} from "@modelcontextprotocol/ext-apps/server";
import { afterAll, beforeAll, describe, expect, it, test } from "vitest";
import {
  LEGACY_UI_RESOURCE_URI_KEY,
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  MCPUIResourceError,
  StdioTransport,
  UI_EXTENSION_ID,
  UI_MIME_TYPE,
  isAppOnly,
  isModelVisible,
  mcpMetadata,
  readUIResource,
  uiResourceUri,
  type MCPAdapterOptions,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import type { HttpServerHandle } from "../servers/index.js";
import {
  CART_CSP,
  CART_HTML,
  CART_URI,
  NOTES_URI,
  appsStdioCommand,
  createAppsServer,
  startAppsHttp,
} from "./server.js";

const MODEL_TOOLS = ["show_cart", "cart_total", "legacy_view", "plain", "ui_capability"];
const byName = (tools: MCPStructuredTool[], name: string) => tools.find((t) => t.name === name)!;
const names = (tools: { name: string }[]) => tools.map((t) => t.name);

let http: HttpServerHandle;
beforeAll(async () => {
  http = await startAppsHttp();
});
afterAll(() => http.close());

test("the extension's names are those of @modelcontextprotocol/ext-apps", () => {
  expect(UI_EXTENSION_ID).toBe(EXTENSION_ID);
  expect(UI_MIME_TYPE).toBe(RESOURCE_MIME_TYPE);
  expect(LEGACY_UI_RESOURCE_URI_KEY).toBe(RESOURCE_URI_META_KEY);
});

describe.each([
  { wire: "Streamable HTTP, 2026-07-28", era: "modern", target: () => http.url.href },
  {
    wire: "stdio, 2025 handshake",
    era: "legacy",
    target: () => new StdioTransport(appsStdioCommand),
  },
])("over $wire", ({ era, target }) => {
  const adapters: MCPAdapter[] = [];
  const adapter = (options?: MCPAdapterOptions) => {
    const made = new MCPAdapter(target(), options);
    adapters.push(made);
    return made;
  };
  afterAll(() => Promise.all(adapters.map((a) => a.close())));

  /** What the server saw the client declare, from inside a tool call. */
  const declared = async (a: MCPAdapter) => {
    const result = await a.client().callTool("ui_capability", {});
    expect(a.client().protocolEra()).toBe(era);
    return JSON.parse((result.content[0] as { text: string }).text);
  };

  it("declares nothing without the opt-in", async () => {
    expect(await declared(adapter())).toBeNull();
    expect(await declared(adapter({ apps: false }))).toBeNull();
  });

  it("declares the extension with the view MIME type on `apps: true`", async () => {
    expect(await declared(adapter({ apps: true }))).toEqual({ mimeTypes: [UI_MIME_TYPE] });
  });

  it("declares the MIME types given in `apps: { mimeTypes }`", async () => {
    const mimeTypes = [UI_MIME_TYPE, "text/html;profile=mcp-app-next"];
    expect(await declared(adapter({ apps: { mimeTypes } }))).toEqual({ mimeTypes });
  });

  it("gives the model only model-visible tools, also without the opt-in", async () => {
    for (const a of [adapter(), adapter({ apps: true })]) {
      expect(names(await a.listTools())).toEqual(MODEL_TOOLS);
    }
  });

  it("keeps app-only tools apart in appTools, callable", async () => {
    const a = adapter({ apps: true });
    const appTools = await a.appTools();
    expect(names(appTools)).toEqual(["update_quantity"]);
    expect(await appTools[0].invoke({ item: "tea", quantity: 2 })).toBe("tea x2");
    // A tool visible to nobody (`visibility: []`) is in neither list.
    expect(names([...appTools, ...(await a.listTools())])).not.toContain("hidden");
  });

  it("exposes each tool's view in its metadata and reads it", async () => {
    const a = adapter({ apps: true });
    const tools = await a.listTools();
    const showCart = byName(tools, "show_cart");
    expect(mcpMetadata(showCart)?.tool?._meta?.ui).toEqual({ resourceUri: CART_URI });
    expect(uiResourceUri(showCart)).toBe(CART_URI);
    expect(uiResourceUri(byName(tools, "legacy_view"))).toBe(CART_URI); // the legacy key
    expect(uiResourceUri(byName(tools, "plain"))).toBeUndefined();

    const view = await a.readUIResource(showCart);
    expect(view).toEqual({
      uri: CART_URI,
      mimeType: UI_MIME_TYPE,
      html: CART_HTML,
      _meta: { ui: { csp: CART_CSP } },
    });
    // A view named by the legacy key, an app-only tool's view, and the same through the client.
    expect((await a.readUIResource(byName(tools, "legacy_view"))).html).toBe(CART_HTML);
    const [updateQuantity] = await a.appTools();
    expect((await a.readUIResource(updateQuantity)).html).toBe(CART_HTML);
    expect((await a.client().readResource(CART_URI)).contents[0]).toMatchObject({
      uri: CART_URI,
      text: CART_HTML,
    });
  });
});

describe("createAgent with an Apps server", () => {
  let adapter: MCPAdapter;
  beforeAll(() => {
    adapter = new MCPAdapter({ mcpServers: { shop: { url: http.url.href } } }, { apps: true });
  });
  afterAll(() => adapter.close());

  it("never offers the model an app-only tool, and a call to one does not reach the server", async () => {
    const tools = await adapter.listTools();
    // What the agent hands the model on each turn, and what the model is bound with.
    const offered: string[][] = [];
    const recordTools = createMiddleware({
      name: "RecordTools",
      wrapModelCall: (request, handler) => {
        offered.push(names(request.tools as { name: string }[]));
        return handler(request);
      },
    });
    const model = fakeModel()
      .respondWithTools([{ name: "update_quantity", args: { item: "tea", quantity: 9 }, id: "c1" }])
      .respond(new AIMessage("done"));
    const bound: string[][] = [];
    const bindTools = model.bindTools.bind(model);
    model.bindTools = (list) => {
      bound.push(names(list as { name: string }[]));
      return bindTools(list);
    };
    const agent = createAgent({
      model,
      tools,
      middleware: [recordTools],
      checkpointer: new MemorySaver(),
    });
    const calledBefore = http.record.calls;
    const result = await agent.invoke(
      { messages: [{ role: "user", content: "set tea to 9" }] },
      { configurable: { thread_id: "apps-1" } },
    );

    expect(offered.length).toBe(2);
    for (const list of [...offered, ...bound]) expect(list.sort()).toEqual([...MODEL_TOOLS].sort());
    expect(bound.length).toBeGreaterThan(0);
    const reply = result.messages.find((m) => ToolMessage.isInstance(m))!;
    expect(reply.status).toBe("error");
    expect(http.record.calls).toBe(calledBefore);
  });
});

describe("the apps option", () => {
  const cases: [unknown, string][] = [
    ["yes", 'Invalid option "apps": a string'],
    [[UI_MIME_TYPE], 'Invalid option "apps": an array'],
    [{ mimeTypes: [] }, '"mimeTypes" must be a non-empty array of non-empty strings'],
    [{ mimeTypes: [UI_MIME_TYPE, ""] }, '"mimeTypes" must be a non-empty array'],
    [{ mimeType: [UI_MIME_TYPE] }, 'unknown key "mimeType"'],
  ];
  it.each(cases)("rejects %j with a clear error, on clients and adapters", (apps, message) => {
    for (const build of [
      () => new MCPClient(createAppsServer(), { apps } as never),
      () => new MCPAdapter(createAppsServer(), { apps } as never),
    ]) {
      expect(build).toThrow(MCPConfigError);
      expect(build).toThrow(message);
      expect(build).toThrow(`Accepted: true, false, or { mimeTypes: ["${UI_MIME_TYPE}"`);
    }
  });

  it("cannot be declared on an SDK client the user connected", () => {
    const sdk = new Client({ name: "mine", version: "1" });
    expect(() => new MCPClient(sdk, { apps: true })).toThrow(
      `create it with capabilities.extensions["${UI_EXTENSION_ID}"] instead`,
    );
  });
});

describe("readUIResource", () => {
  it("reads only view MIME types the client accepts", async () => {
    await using plain = new MCPClient(createAppsServer());
    const read = readUIResource(plain, NOTES_URI);
    await expect(read).rejects.toThrow(MCPUIResourceError);
    await expect(read).rejects.toThrow(
      `The view "${NOTES_URI}" of MCP server "${plain.name}" is "text/plain", not a view type`,
    );
    await using textViews = new MCPClient(createAppsServer(), {
      apps: { mimeTypes: ["text/plain"] },
    });
    expect((await readUIResource(textViews, NOTES_URI)).html).toBe("notes");
  });

  it("says so when a tool has no view or a URI is not ui://", async () => {
    await using client = new MCPClient(createAppsServer());
    const [plain] = (await client.listTools()).filter((t) => t.name === "plain");
    await expect(readUIResource(client, plain)).rejects.toThrow(
      'Cannot read a view: the tool "plain" has no view',
    );
    await expect(readUIResource(client, "test://readme")).rejects.toThrow(MCPConfigError);
  });
});

test("visibility readers follow the extension's defaults on listed tools", () => {
  const listed = (ui?: unknown) => ({ name: "t", inputSchema: {}, _meta: { ui } });
  expect(isModelVisible(listed())).toBe(true);
  expect(isAppOnly(listed())).toBe(false);
  expect(isAppOnly(listed({ visibility: ["app"] }))).toBe(true);
  expect(isModelVisible(listed({ visibility: ["app"] }))).toBe(false);
  expect(isModelVisible(listed({ visibility: "app" }))).toBe(false); // one string, one entry
  expect(isAppOnly(listed({ visibility: ["model", "app"] }))).toBe(false);
  expect(isModelVisible({ name: "not from MCP" })).toBe(true);
});
