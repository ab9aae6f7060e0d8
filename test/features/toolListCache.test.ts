// Tool-list caching, counted on the server: a modern list is reused while its `ttlMs` lasts;
// a legacy session's until the server sends notifications/tools/list_changed; `refresh` and
// `bypass` always ask. Converted tools are the same objects while their descriptor is unchanged.
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import {
  startLegacyContextHttp,
  startModernContextHttp,
  type ContextServer,
} from "./contextServers.js";
import { until } from "../client/helpers.js";

const lists = (server: ContextServer) => server.rpcs.filter((r) => r.rpc === "tools/list").length;

let server: ContextServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("modern server: ttlMs", () => {
  it("a fresh list is served without tools/list; after ttlMs one request refreshes it", async () => {
    server = await startModernContextHttp({ ttlMs: 1500 });
    await using adapter = new MCPAdapter(server.url);
    const first = await adapter.listTools();
    expect(lists(server)).toBe(1);
    const second = await adapter.listTools();
    expect(lists(server)).toBe(1);
    // The converted tool is reused, not rebuilt.
    expect(second[0]).toBe(first[0]);

    await adapter.listTools({ cacheMode: "refresh" });
    expect(lists(server)).toBe(2);
    await adapter.listTools({ cacheMode: "bypass" });
    expect(lists(server)).toBe(3);
    await adapter.listTools();
    expect(lists(server)).toBe(3); // the refresh stored it; bypass did not replace it

    await sleep(1600);
    const later = await adapter.listTools();
    expect(lists(server)).toBe(4);
    expect(later[0]).toBe(first[0]);
    await adapter.listTools();
    expect(lists(server)).toBe(4);
  });

  it("without ttlMs every listTools asks the server (immediately stale)", async () => {
    server = await startModernContextHttp();
    await using adapter = new MCPAdapter(server.url);
    await adapter.listTools();
    await adapter.listTools();
    expect(lists(server)).toBe(2);
  });

  it("a changed list converts only the new tool", async () => {
    server = await startModernContextHttp({ ttlMs: 0 });
    await using adapter = new MCPAdapter(server.url);
    const [whoami] = await adapter.listTools();
    server.addTool("extra_1");
    const now = await adapter.listTools();
    expect(now.map((t) => t.name).sort()).toEqual(["extra_1", "whoami"]);
    expect(now.find((t) => t.name === "whoami")).toBe(whoami);
  });
});

describe("legacy session: notifications/tools/list_changed", () => {
  it("cached until the server announces a change, then one request refreshes it", async () => {
    server = await startLegacyContextHttp();
    await using adapter = new MCPAdapter(server.url);
    const [whoami] = await adapter.listTools();
    await adapter.listTools();
    await adapter.listTools();
    expect(lists(server)).toBe(1);

    server.addTool("extra_1");
    // The notification reaches the session on its event stream.
    let tools = await adapter.listTools();
    await until(async () => {
      tools = await adapter.listTools();
      return tools.length === 2;
    }, "the new tool to be listed");
    expect(lists(server)).toBe(2);
    expect(tools[0]).toBe(whoami);
    await adapter.listTools();
    expect(lists(server)).toBe(2);

    await adapter.listTools({ cacheMode: "refresh" });
    expect(lists(server)).toBe(3);
  });
});
