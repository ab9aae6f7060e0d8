// Target inference and the SDK objects accepted as targets.
import { pathToFileURL } from "node:url";
import {
  Client as ClientV2,
  InMemoryTransport as InMemoryV2,
  StreamableHTTPClientTransport,
} from "@modelcontextprotocol/client";
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { Server as ServerV2 } from "@modelcontextprotocol/server";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { afterEach, describe, expect, it } from "vitest";
import { ClientGroup, MCPClient } from "../../runtime/src/client/index.js";
import { MCPConfigError, MCPConnectionError } from "../../runtime/src/errors.js";
import {
  ACCEPTED_TARGETS,
  CustomTransport,
  InMemoryTransport,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
  inferTransport,
} from "../../runtime/src/transports/index.js";
import {
  createLegacyServer,
  createModernServer,
  serverScript,
  startLegacyHttp,
  startModernHttp,
} from "../servers/index.js";
import { stats, text } from "./helpers.js";

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step().catch(() => {});
});
function track<T extends { close(): Promise<void> }>(thing: T): T {
  cleanup.push(() => thing.close());
  return thing;
}

describe("inferTransport", () => {
  it("maps URLs, script paths and server objects to transports", () => {
    expect(inferTransport("http://127.0.0.1:9/mcp")).toBeInstanceOf(StreamableHttpTransport);
    expect(inferTransport(new URL("https://example.com/mcp"))).toBeInstanceOf(
      StreamableHttpTransport,
    );
    const py = inferTransport("/srv/server.py") as StdioTransport;
    expect(py.options.command).toMatch(/^python3?$/);
    expect(py.options.args).toEqual(["/srv/server.py"]);
    const js = inferTransport("./server.mjs") as StdioTransport;
    expect(js.options).toMatchObject({ command: process.execPath, args: ["./server.mjs"] });
    const ts = inferTransport(pathToFileURL("/srv/server.ts")) as StdioTransport;
    expect(ts.options).toMatchObject({
      command: process.execPath,
      args: ["--import", "tsx", "/srv/server.ts"],
    });
    expect(inferTransport("file:///srv/server.cjs")).toBeInstanceOf(StdioTransport);
    expect(inferTransport(createModernServer())).toBeInstanceOf(InMemoryTransport);
    expect(inferTransport(createLegacyServer())).toBeInstanceOf(InMemoryTransport);
    expect(inferTransport(createLegacyServer().server)).toBeInstanceOf(InMemoryTransport);
    const [clientSide] = InMemoryV2.createLinkedPair();
    expect(inferTransport(clientSide)).toBeInstanceOf(CustomTransport);
    expect(inferTransport(() => clientSide)).toBeInstanceOf(CustomTransport);
    const own = new StdioTransport({ command: "x" });
    expect(inferTransport(own)).toBe(own);
  });

  it.each([
    ["a number", 42],
    ["null", null],
    ["a plain object", { foo: 1 }],
    ["an unknown scheme", "ftp://example.com/x"],
    ["a script of unknown kind", "./server.rb"],
    ["an array", ["http://x"]],
  ])("rejects %s with MCPConfigError listing the accepted forms", (_, target) => {
    const error = (() => {
      try {
        inferTransport(target);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(MCPConfigError);
    for (const form of ACCEPTED_TARGETS) expect((error as Error).message).toContain(form);
  });

  it("rejects WebSocket URLs, pointing to Streamable HTTP", () => {
    expect(() => inferTransport("ws://127.0.0.1:1/mcp")).toThrow(/WebSocket.*Streamable HTTP/);
  });

  it("never echoes credentials of a rejected URL", () => {
    expect(() => inferTransport("ftp://user:hunter2@example.com/x")).toThrow(MCPConfigError);
    try {
      inferTransport("ftp://user:hunter2@example.com/x");
    } catch (error) {
      expect((error as Error).message).not.toContain("hunter2");
    }
  });

  it("MCPClient rejects bad targets the same way", () => {
    expect(() => new MCPClient({ nope: true })).toThrow(MCPConfigError);
  });
});

describe("SSETransport", () => {
  it("warns once that SSE is deprecated", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    new SSETransport("http://127.0.0.1:1/sse");
    new SSETransport("http://127.0.0.1:1/sse");
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off("warning", onWarning);
    // Once per process (each test file runs in its own process; no SSE before this test here).
    expect(warnings.filter((message) => /SSE.*deprecated/.test(message)).length).toBe(1);
  });
});

describe("targets that are SDK objects", () => {
  it("an SDK 1.x Client, already connected, is used as is and not closed by close()", async () => {
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await createLegacyServer().connect(serverSide);
    const sdk = new ClientV1({ name: "app", version: "1" });
    await sdk.connect(clientSide);
    const client = new MCPClient(sdk, { name: "given" });
    expect((await client.listTools()).length).toBeGreaterThan(5);
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    expect(client.serverInfo()).toEqual({ name: "legacy-test-server", version: "1.0.0" });
    await client.close();
    // Still the caller's: it keeps working.
    const direct = await sdk.callTool({ name: "add", arguments: { a: 2, b: 2 } });
    expect(text(direct as { content?: unknown })).toBe("4");
    await sdk.close();
  });

  it("an SDK 1.x Client not yet connected works once its owner connects it", async () => {
    const sdk = new ClientV1({ name: "app", version: "1" });
    const client = new MCPClient(sdk, { name: "later" });
    const early = await client.callTool("add", { a: 1, b: 2 }).catch((e: unknown) => e);
    expect(early).toBeInstanceOf(MCPConnectionError);
    expect((early as Error).message).toMatch(/not connected/);
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await createLegacyServer().connect(serverSide);
    await sdk.connect(clientSide);
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    await sdk.close();
  });

  it("an SDK v2 Client not yet connected fails clearly, then works once its owner connects it", async () => {
    const http = track(await startModernHttp());
    const sdk = new ClientV2(
      { name: "app", version: "1" },
      { versionNegotiation: { mode: "auto" } },
    );
    const client = new MCPClient(sdk, { name: "later-v2" });
    const early = await client.listTools().catch((e: unknown) => e);
    expect(early).toBeInstanceOf(MCPConnectionError);
    expect((early as Error).message).toMatch(/not connected.*connect\(\) first/);
    await expect(client.callTool("add", { a: 1, b: 2 })).rejects.toThrow(
      /tool "add" on MCP server "later-v2".*not connected/,
    );
    await sdk.connect(new StreamableHTTPClientTransport(http.url));
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    expect(client.protocolEra()).toBe("modern");
    await client.close();
    // Still the caller's after close().
    expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
    await sdk.close();
  });

  it("an SDK v2 Client is used as is", async () => {
    const http = track(await startLegacyHttp());
    const sdk = new ClientV2(
      { name: "app", version: "1" },
      { versionNegotiation: { mode: "auto" } },
    );
    await sdk.connect(new StreamableHTTPClientTransport(http.url));
    const client = new MCPClient(sdk);
    expect(text(await client.callTool("echo", { text: "v2" }))).toBe("v2");
    await sdk.close();
  });

  it("an SDK Transport instance serves one session; a factory serves every session", async () => {
    const http = track(await startLegacyHttp());
    const once = new MCPClient(new StreamableHTTPClientTransport(http.url));
    expect(text(await once.callTool("add", { a: 1, b: 1 }))).toBe("2");
    await once.close();
    await expect(once.callTool("add", { a: 1, b: 1 })).rejects.toThrow(/already used/);

    const factory = new MCPClient(() => new StreamableHTTPClientTransport(http.url));
    expect(text(await factory.callTool("add", { a: 1, b: 1 }))).toBe("2");
    await factory.close();
    expect(text(await factory.callTool("add", { a: 2, b: 1 }))).toBe("3");
  });

  it("an SDK 1.x transport instance works with the v2 client", async () => {
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await createLegacyServer().connect(serverSide);
    const client = track(new MCPClient(clientSide));
    expect(text(await client.callTool("add", { a: 5, b: 5 }))).toBe("10");
  });

  it("a low-level v2 Server is served in-process on the modern era", async () => {
    const server = new ServerV2(
      { name: "low-level", version: "0.1.0" },
      { capabilities: { tools: {} } },
    );
    server.setRequestHandler("tools/list", async () => ({
      tools: [{ name: "ping_me", inputSchema: { type: "object" as const } }],
    }));
    server.setRequestHandler("tools/call", async (request) => ({
      content: [{ type: "text" as const, text: `pong from ${request.params.name}` }],
    }));
    const client = track(new MCPClient(server));
    expect((await client.listTools()).map((tool) => tool.name)).toEqual(["ping_me"]);
    expect(text(await client.callTool("ping_me"))).toBe("pong from ping_me");
    expect(client.serverInfo()).toEqual({ name: "low-level", version: "0.1.0" });
    expect(client.protocolEra()).toBe("modern");
  });

  it("a script path runs the server over stdio", async () => {
    const client = track(new MCPClient(serverScript("legacy"), { name: "script" }));
    expect((await stats(client)).era).toBe("legacy");
    expect(client.name).toBe("script");
    expect(new MCPClient(serverScript("modern")).name).toBe("modern");
  });

  it("a script path that does not exist says so (not the child's bare 'Connection closed')", async () => {
    const client = track(new MCPClient("./no-such-server.js", { timeout: 10_000 }));
    const error = await client.listTools().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as Error).message).toMatch(
      /the server script \.\/no-such-server\.js does not exist/,
    );
  });
});

describe("ClientGroup", () => {
  it("builds named clients from targets and MCPClients", async () => {
    const existing = new MCPClient(createLegacyServer());
    const group = track(
      new ClientGroup({ math: createModernServer(), docs: existing }, { timeout: 5000 }),
    );
    const clients = group.clients();
    expect([...clients.keys()]).toEqual(["math", "docs"]);
    expect(clients.get("docs")).toBe(existing);
    expect(existing.name).toBe("docs");
    expect(clients.get("math")!.name).toBe("math");
    await group.connect();
    expect(text(await group.client("math")!.callTool("add", { a: 1, b: 1 }))).toBe("2");
    expect(text(await group.client("docs")!.callTool("add", { a: 2, b: 2 }))).toBe("4");
  });

  it("rejects an empty group and bad targets", () => {
    expect(() => new ClientGroup({})).toThrow(MCPConfigError);
    expect(() => new ClientGroup({ bad: 7 })).toThrow(MCPConfigError);
  });
});
