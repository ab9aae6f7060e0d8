// Lazy connection, fail-fast connect, onConnectionError, client(), close() and `await using`,
// and handlers given once for every client the adapter builds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConfigError,
  MCPConnectionError,
  type Source,
} from "../../runtime/src/index.js";
import {
  createLegacyServer,
  startLegacyHttp,
  startModernHttp,
  type HttpServerHandle,
} from "../servers/index.js";

/** A URL nothing listens on: a server that was started and stopped. */
async function deadUrl(): Promise<string> {
  const http = await startModernHttp();
  const url = http.url.href;
  await http.close();
  return url;
}

describe("connecting", () => {
  let http: HttpServerHandle;
  beforeAll(async () => {
    http = await startModernHttp();
  });
  afterAll(() => http.close());

  it("connect() after listing keeps the live session (an in-process server takes one)", async () => {
    await using adapter = new MCPAdapter(createLegacyServer());
    const tools = await adapter.listTools();
    const connected = adapter.connect().then(() => "connected");
    const stuck = new Promise((resolve) => setTimeout(resolve, 3_000, "no answer"));
    expect(await Promise.race([connected, stuck])).toBe("connected");
    expect(await tools.find((tool) => tool.name === "add")!.invoke({ a: 1, b: 2 })).toBe("3");
  });

  it("is lazy: constructing an adapter sends nothing; listing tools connects", async () => {
    const before = http.requests.length;
    const adapter = new MCPAdapter({ mcpServers: { api: { url: http.url.href } } });
    await new Promise((r) => setTimeout(r, 50));
    expect(http.requests.length).toBe(before);
    await adapter.listTools();
    expect(http.requests.length).toBeGreaterThan(before);
    await adapter.close();
  });

  it("connect() fails fast on a dead server, naming it", async () => {
    const adapter = new MCPAdapter({ mcpServers: { ghost: { url: await deadUrl() } } });
    const error = await adapter.connect().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as MCPConnectionError).server).toBe("ghost");
    await adapter.close();
  });

  it('onConnectionError: "skip" leaves a dead server out, with a warning', async () => {
    const warnings: Error[] = [];
    const listener = (w: Error) => warnings.push(w);
    process.on("warning", listener);
    const adapter = new MCPAdapter(
      { mcpServers: { live: { url: http.url.href }, ghost: { url: await deadUrl() } } },
      { onConnectionError: "skip" },
    );
    try {
      const tools = await adapter.listTools();
      expect(tools.length).toBeGreaterThan(0);
      expect(tools.every((t) => t.name.startsWith("live_"))).toBe(true);
      await new Promise((r) => setImmediate(r));
      expect(warnings.some((w) => w.message.includes('"ghost"'))).toBe(true);
    } finally {
      process.off("warning", listener);
      await adapter.close();
    }
  });

  it("onConnectionError as a function: told which server failed; returning skips, throwing fails", async () => {
    const failures: string[] = [];
    const config = {
      mcpServers: { live: { url: http.url.href }, ghost: { url: await deadUrl() } },
    };
    const skipping = new MCPAdapter(config, {
      onConnectionError: ({ serverName, error }) => {
        failures.push(serverName);
        expect(error).toBeInstanceOf(MCPConnectionError);
      },
    });
    expect((await skipping.listTools()).length).toBeGreaterThan(0);
    expect(failures).toEqual(["ghost"]);
    await skipping.close();

    const strict = new MCPAdapter(config, {
      onConnectionError: ({ serverName }) => {
        throw new Error(`no ${serverName}, no agent`);
      },
    });
    await expect(strict.listTools()).rejects.toThrow("no ghost, no agent");
    await strict.close();
  });

  it('onConnectionError defaults to "throw"', async () => {
    const adapter = new MCPAdapter({
      mcpServers: { live: { url: http.url.href }, ghost: { url: await deadUrl() } },
    });
    await expect(adapter.listTools()).rejects.toBeInstanceOf(MCPConnectionError);
    await adapter.close();
  });
});

describe("clients and lifetime", () => {
  let legacy: HttpServerHandle;
  let modern: HttpServerHandle;
  beforeAll(async () => {
    legacy = await startLegacyHttp();
    modern = await startModernHttp();
  });
  afterAll(async () => {
    await legacy.close();
    await modern.close();
  });

  it("client(name) exposes what the adapter does not wrap: prompts, resources, ping", async () => {
    await using adapter = new MCPAdapter({
      mcpServers: { a: { url: legacy.url.href }, b: { url: modern.url.href } },
    });
    const client = adapter.client("a");
    expect(client).toBeInstanceOf(MCPClient);
    expect((await client.listPrompts()).map((p) => p.name)).toContain("greeting");
    expect((await adapter.client("b").listResources()).map((r) => r.uri)).toContain(
      "test://readme",
    );
    await client.ping();
    expect(() => adapter.client()).toThrow(/several servers.*"a", "b"/);
    expect(() => adapter.client("c")).toThrow(MCPConfigError);
    expect(() => adapter.client("c")).toThrow(/"c".*"a", "b"/);
  });

  it("listTools({ servers }) rejects an unknown server name, listing the known ones", async () => {
    await using adapter = new MCPAdapter({ mcpServers: { a: { url: legacy.url.href } } });
    await expect(adapter.listTools({ servers: ["nope"] })).rejects.toThrow(/"nope".*"a"/);
  });

  it("`await using` closes the legacy session (HTTP DELETE); close() is idempotent", async () => {
    let adapter: MCPAdapter;
    {
      await using scoped = new MCPAdapter({ mcpServers: { a: { url: legacy.url.href } } });
      adapter = scoped;
      await scoped.listTools();
      expect(legacy.sessionCount()).toBe(1);
    }
    expect(legacy.sessionCount()).toBe(0);
    await adapter.close();
    await adapter.close();
  });

  it("a tool still works after the adapter closed, for that one call", async () => {
    const adapter = new MCPAdapter(legacy.url);
    const [add] = (await adapter.listTools()).filter((t) => t.name === "add");
    await adapter.close();
    expect(await add.invoke({ a: 4, b: 5 })).toBe("9");
    expect(legacy.sessionCount()).toBe(0);
  });

  it("progress and log handlers given to the adapter reach every client, with source naming the server", async () => {
    const progress: Array<[number, Source]> = [];
    const logs: Array<[unknown, Source]> = [];
    await using adapter = new MCPAdapter(
      { mcpServers: { old: { url: legacy.url.href }, new: { url: modern.url.href } } },
      {
        progressHandler: (p, _total, _message, source) => void progress.push([p, source]),
        logHandler: (log, source) => void logs.push([log.data, source]),
      },
    );
    const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
    await tools.get("old_progress")!.invoke({ steps: 2 });
    await tools.get("new_progress")!.invoke({ steps: 1 });
    await tools.get("new_log")!.invoke({ message: "hello from new" });
    expect(progress).toEqual([
      [1, { server: "old", tool: "progress" }],
      [2, { server: "old", tool: "progress" }],
      [1, { server: "new", tool: "progress" }],
    ]);
    expect(logs).toContainEqual(["hello from new", expect.objectContaining({ server: "new" })]);
  });

  it("an elicitationHandler given to the adapter answers both eras' questions, source naming the server", async () => {
    const asked: Source[] = [];
    await using adapter = new MCPAdapter(
      { mcpServers: { old: { url: legacy.url.href }, new: { url: modern.url.href } } },
      {
        elicitationHandler: (_request, source) => {
          asked.push(source);
          return { action: "accept", content: { name: "Ada" } };
        },
      },
    );
    const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
    expect(await tools.get("old_ask")!.invoke({})).toBe("hello Ada");
    expect(await tools.get("new_ask")!.invoke({})).toBe("hello Ada");
    expect(asked.map((s) => s.server)).toEqual(["old", "new"]);
  });

  it('session: "per-call" opens and releases a legacy session per call', async () => {
    await using adapter = new MCPAdapter(legacy.url, { session: "per-call" });
    const [echo] = (await adapter.listTools()).filter((t) => t.name === "echo");
    expect(await echo.invoke({ text: "once" })).toBe("once");
    expect(legacy.sessionCount()).toBe(0);
  });

  it("the adapter's timeout applies to its tools", async () => {
    await using adapter = new MCPAdapter(modern.url, { timeout: 150 });
    const [slow] = (await adapter.listTools()).filter((t) => t.name === "slow");
    const started = Date.now();
    await expect(slow.invoke({ ms: 3000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
