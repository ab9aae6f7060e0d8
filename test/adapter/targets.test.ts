// Every target form MCPAdapter accepts, each against a real server, and the ones it rejects.
import { Client as ClientV2, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport as SdkInMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ClientGroup,
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  StreamableHttpTransport,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import {
  createLegacyServer,
  createModernServer,
  serverScript,
  startLegacyHttp,
  startModernHttp,
  type HttpServerHandle,
} from "../servers/index.js";

/** Lists the adapter's tools, calls `add` (or `{prefix}add`), and closes the adapter. */
async function addThrough(adapter: MCPAdapter, name = "add"): Promise<unknown> {
  try {
    const tools = await adapter.listTools();
    const add = tools.find((t: MCPStructuredTool) => t.name === name);
    expect(add, `tool ${name} among ${tools.map((t) => t.name).join(", ")}`).toBeDefined();
    return await add!.invoke({ a: 20, b: 22 });
  } finally {
    await adapter.close();
  }
}

describe("single-server targets", () => {
  let modernHttp: HttpServerHandle;
  beforeAll(async () => {
    modernHttp = await startModernHttp();
  });
  afterAll(() => modernHttp.close());

  it('an "http://…" string is Streamable HTTP', async () => {
    expect(await addThrough(new MCPAdapter(modernHttp.url.href))).toBe("42");
  });

  it("a URL object is Streamable HTTP", async () => {
    expect(await addThrough(new MCPAdapter(modernHttp.url))).toBe("42");
  });

  it("a .ts script path is a stdio child (run with tsx)", async () => {
    expect(await addThrough(new MCPAdapter(serverScript("legacy")))).toBe("42");
  });

  it.each([
    ["v2 McpServer", createModernServer],
    ["SDK 1.x McpServer", createLegacyServer],
  ])("an in-process %s", async (_, create) => {
    expect(await addThrough(new MCPAdapter(create()))).toBe("42");
  });

  it("a transport description", async () => {
    expect(await addThrough(new MCPAdapter(new StreamableHttpTransport(modernHttp.url)))).toBe(
      "42",
    );
  });

  it("an SDK Transport instance", async () => {
    const transport = new StreamableHTTPClientTransport(modernHttp.url);
    expect(await addThrough(new MCPAdapter(transport))).toBe("42");
  });

  it("a function returning an SDK Transport (called again for each connection)", async () => {
    let opened = 0;
    const factory = () => {
      opened++;
      return new StreamableHTTPClientTransport(modernHttp.url);
    };
    expect(await addThrough(new MCPAdapter(factory))).toBe("42");
    expect(opened).toBeGreaterThan(0);
  });

  it("an MCPClient, used as is (its name and handlers kept)", async () => {
    const client = new MCPClient(modernHttp.url, { name: "mine" });
    const adapter = new MCPAdapter(client);
    expect(adapter.client()).toBe(client);
    expect(adapter.serverNames).toEqual(["mine"]);
    expect(await addThrough(adapter)).toBe("42");
  });

  it("an SDK v2 Client, connected", async () => {
    const client = new ClientV2({ name: "app", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(modernHttp.url));
    try {
      expect(await addThrough(new MCPAdapter(client))).toBe("42");
    } finally {
      await client.close();
    }
  });

  it("an SDK 1.x Client already connected (what loadMcpTools(name, client) got)", async () => {
    const [clientSide, serverSide] = SdkInMemoryTransport.createLinkedPair();
    await createLegacyServer().connect(serverSide);
    const client = new ClientV1({ name: "old-app", version: "1.0.0" });
    await client.connect(clientSide);
    try {
      expect(await addThrough(new MCPAdapter(client))).toBe("42");
    } finally {
      await client.close();
    }
  });
});

describe("multi-server targets", () => {
  let legacyHttp: HttpServerHandle;
  beforeAll(async () => {
    legacyHttp = await startLegacyHttp({ sse: true });
  });
  afterAll(() => legacyHttp.close());

  it("a ClientGroup: one client per name, tools prefixed", async () => {
    const group = new ClientGroup({ a: createModernServer(), b: legacyHttp.url });
    const adapter = new MCPAdapter(group);
    expect(adapter.serverNames).toEqual(["a", "b"]);
    expect(await addThrough(adapter, "b_add")).toBe("42");
  });

  it("an MCPConfig url entry with headers sends them", async () => {
    const adapter = new MCPAdapter({
      mcpServers: { svc: { url: legacyHttp.url.href, headers: { "x-team": "blue" } } },
    });
    expect(await addThrough(adapter)).toBe("42");
    expect(legacyHttp.requests.some((r) => r.headers["x-team"] === "blue")).toBe(true);
  });

  it.each([["type"], ["transport"]])(
    'an MCPConfig entry with %s: "sse" works, with a deprecation warning naming the server',
    async (key) => {
      const warnings: Error[] = [];
      const listener = (w: Error) => warnings.push(w);
      process.on("warning", listener);
      try {
        const adapter = new MCPAdapter({
          mcpServers: { oldsse: { url: legacyHttp.sseUrl!.href, [key]: "sse" } as never },
        });
        expect(await addThrough(adapter)).toBe("42");
        await new Promise((r) => setImmediate(r));
        const deprecation = warnings.find((w) => w.message.includes('"oldsse"'));
        expect(deprecation?.name).toBe("DeprecationWarning");
        expect(deprecation?.message).toMatch(/Streamable HTTP/);
      } finally {
        process.off("warning", listener);
      }
    },
  );
});

describe("rejected targets", () => {
  it.each([
    ["a ws:// url", { url: "ws://127.0.0.1:9/mcp" }],
    ['type: "websocket"', { url: "http://127.0.0.1:9/mcp", type: "websocket" }],
    ['transport: "ws"', { url: "http://127.0.0.1:9/mcp", transport: "ws" }],
  ])("WebSocket in an MCPConfig (%s): says to move to Streamable HTTP", (_, entry) => {
    expect(() => new MCPAdapter({ mcpServers: { sock: entry as never } })).toThrow(
      /"sock".*WebSocket.*Streamable HTTP/s,
    );
  });

  it("a ws:// target string is rejected too", () => {
    expect(() => new MCPAdapter("ws://127.0.0.1:9/mcp")).toThrow(/Streamable HTTP/);
  });

  it.each([
    ["a number", 42],
    ["an unrelated object", { hello: "world" }],
  ])("%s: an error listing every accepted form", (_, target) => {
    const error = (() => {
      try {
        new MCPAdapter(target);
      } catch (e) {
        return e as Error;
      }
    })();
    expect(error).toBeInstanceOf(MCPConfigError);
    for (const form of [
      "http",
      "McpServer",
      "SDK Client",
      "MCPClient",
      "MCPConfig",
      "ClientGroup",
    ]) {
      expect(error!.message).toContain(form);
    }
  });

  it('an old "servers"-keyed object points to mcpServers and loadMCPConfig', () => {
    expect(() => new MCPAdapter({ servers: { a: { command: "x" } } })).toThrow(
      /mcpServers.*loadMCPConfig/,
    );
  });

  it.each([
    ["no command nor url", {}, /neither "command" nor "url"/],
    ["both", { command: "node", url: "http://x" }, /not both/],
    ["args not strings", { command: "node", args: [1] }, /"args" must be an array of strings/],
    ["a bad url", { url: "not a url" }, /not a valid URL/],
    ["an unknown type", { url: "http://x", type: "carrier-pigeon" }, /unknown transport type/],
  ])("a bad entry (%s) names the server, the problem and what is accepted", (_, entry, problem) => {
    const attempt = () => new MCPAdapter({ mcpServers: { broken: entry as never } });
    expect(attempt).toThrow(MCPConfigError);
    expect(attempt).toThrow(problem);
    expect(attempt).toThrow(/"broken".*Accepted entries/s);
  });

  it("an old entry's authProvider is refused (its requests would carry no credentials)", () => {
    const attempt = () =>
      new MCPAdapter({
        mcpServers: { remote: { url: "https://x.example/mcp", authProvider: {} } as never },
      });
    expect(attempt).toThrow(MCPConfigError);
    expect(attempt).toThrow(/"remote".*"authProvider".*new MCPClient\(url, \{ auth \}\)/s);
  });

  it("an old entry key the runtime does not read is a warning that names it and what to do", async () => {
    const warnings: Error[] = [];
    const collect = (w: Error) => warnings.push(w);
    process.on("warning", collect);
    try {
      new MCPAdapter({
        mcpServers: {
          slow: { command: "node", args: ["s.js"], defaultToolTimeout: 30_000 } as never,
        },
      });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", collect);
    }
    const old = warnings.filter((w) => (w as { code?: string }).code === "MCP_OLD_ENTRY_KEY");
    expect(old.map((w) => w.message)).toEqual([
      expect.stringMatching(/"slow": "defaultToolTimeout" is not read here.*timeout/),
    ]);
  });

  it("old ClientConfig options beside mcpServers are warned about; hooks are refused", async () => {
    const warnings: Error[] = [];
    const collect = (w: Error) => warnings.push(w);
    process.on("warning", collect);
    const math = { command: "node", args: ["m.js"] };
    try {
      new MCPAdapter({
        mcpServers: { math },
        prefixToolNameWithServerName: false,
        onMessage: () => {},
      } as never);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off("warning", collect);
    }
    const old = warnings.filter((w) => (w as { code?: string }).code === "MCP_OLD_CONFIG_KEY");
    expect(old.map((w) => w.message)).toEqual([
      expect.stringMatching(/"prefixToolNameWithServerName" is not an MCPConfig key.*toolNames/),
      expect.stringMatching(/"onMessage" is not an MCPConfig key.*logHandler/),
    ]);
    const hooked = { mcpServers: { math }, beforeToolCall: () => ({}) } as never;
    expect(() => new MCPAdapter(hooked)).toThrow(
      /"beforeToolCall" is not an MCPConfig key.*wrapToolCall middleware/,
    );
  });

  it("an error about headers never repeats their values", () => {
    let message = "";
    try {
      new MCPAdapter({
        mcpServers: {
          api: {
            url: "https://api.example.com/mcp",
            headers: { Authorization: "Bearer sk-SECRET-123", retries: 3 } as never,
          },
        },
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/"headers" must be an object of string values/);
    expect(message).not.toContain("sk-SECRET-123");
  });

  it("an empty mcpServers is an error", () => {
    expect(() => new MCPAdapter({ mcpServers: {} })).toThrow(/empty/);
  });
});
