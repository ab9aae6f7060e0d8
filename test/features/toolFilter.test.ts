// Tool selection per server, before naming and conversion: by names, and by a predicate on
// the MCP tool (the HITL recipe's isDestructive), against real servers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDestructive, isReadOnly, MCPAdapter, MCPConfigError } from "../../src/index.js";
import { startLegacyHttp, type HttpServerHandle } from "../servers/index.js";
import { startModernContextHttp, type ContextServer } from "./contextServers.js";

let legacy: HttpServerHandle;
let modern: ContextServer;
beforeAll(async () => {
  [legacy, modern] = await Promise.all([startLegacyHttp(), startModernContextHttp()]);
});
afterAll(async () => {
  await Promise.all([legacy?.close(), modern?.close()]);
});

describe("toolFilter", () => {
  it("include by names keeps exactly those tools", async () => {
    await using adapter = new MCPAdapter(legacy.url, { toolFilter: { include: ["add", "echo"] } });
    expect((await adapter.listTools()).map((t) => t.name).sort()).toEqual(["add", "echo"]);
  });

  it("exclude: isDestructive leaves out every tool that may destroy (no annotations included)", async () => {
    await using all = new MCPAdapter(legacy.url);
    const every = await all.listTools();
    expect(every.some(isDestructive)).toBe(true);
    await using adapter = new MCPAdapter(legacy.url, { toolFilter: { exclude: isDestructive } });
    const kept = await adapter.listTools();
    expect(kept.map((t) => t.name)).toEqual(
      every.filter((t) => !isDestructive(t)).map((t) => t.name),
    );
    expect(kept.map((t) => t.name)).toContain("add");
    expect(kept.map((t) => t.name)).not.toContain("delete_item");
    expect(kept.every((t) => !isDestructive(t))).toBe(true);
    expect(kept.some(isReadOnly)).toBe(true);
  });

  it("per server, before naming: an excluded tool cannot collide, nor is it converted", async () => {
    const config = {
      mcpServers: { a: { url: modern.url.href }, b: { url: modern.url.href } },
    };
    // Unfiltered, both servers' `whoami` claim one bare name.
    await using clash = new MCPAdapter(config, { toolNames: "bare" });
    await expect(clash.listTools()).rejects.toThrow(MCPConfigError);
    await using adapter = new MCPAdapter(config, {
      toolNames: "bare",
      toolFilter: { b: { exclude: (tool) => tool.name === "whoami" } },
    });
    const tools = await adapter.listTools();
    expect(tools.map((t) => [t.client.name, t.name])).toEqual([["a", "whoami"]]);
  });

  it("a bad filter names what is wrong", () => {
    expect(() => new MCPAdapter(legacy.url, { toolFilter: { include: "add" as never } })).toThrow(
      /"include"\/"exclude" must be an array of tool names or a function/,
    );
    expect(
      () =>
        new MCPAdapter({ mcpServers: { a: { url: legacy.url.href } } }, { toolFilter: { z: {} } }),
    ).toThrow(/toolFilter names a server "z" this adapter does not have \(servers: "a"\)/);
  });
});
