// Tool selection per server, before naming and conversion: by names, and by a predicate on
// the MCP tool (the HITL recipe's isDestructive), against real servers.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDestructive, isReadOnly, MCPAdapter, MCPConfigError } from "../../runtime/src/index.js";
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

/** An in-process server listing tools whose schemas cannot be used (each one warns when converted). */
function unusableSchemaServer(): Server {
  const server = new Server({ name: "odd", version: "1.0.0" }, { capabilities: { tools: {} } });
  const unusable = (name: string) => ({
    name,
    inputSchema: { type: "object" as const, properties: { a: { enum: {} } } },
  });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [
      unusable("kept_a"),
      unusable("kept_b"),
      unusable("left_out_a"),
      unusable("left_out_b"),
      { name: "fine", inputSchema: { type: "object" as const } },
    ],
  }));
  return server;
}

describe("excluded tools are never converted", () => {
  it("each kept unusable schema warns once on conversion; excluded ones never warn", async () => {
    const warned: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.name === "MCPSchemaWarning") warned.push(warning.message);
    };
    process.on("warning", onWarning);
    try {
      await using adapter = new MCPAdapter(unusableSchemaServer(), {
        toolFilter: { exclude: (tool) => tool.name.startsWith("left_out") },
      });
      const tools = await adapter.listTools();
      // Asking the server again converts nothing new: the descriptors are unchanged.
      await adapter.listTools({ cacheMode: "refresh" });
      await new Promise((resolve) => setImmediate(resolve));
      expect(tools.map((t) => t.name)).toEqual(["kept_a", "kept_b", "fine"]);
      for (const name of ["kept_a", "kept_b"])
        expect(warned.filter((message) => message.includes(`"${name}"`))).toHaveLength(1);
      expect(warned.filter((message) => message.includes("left_out"))).toEqual([]);
      expect(warned).toHaveLength(2);
    } finally {
      process.off("warning", onWarning);
    }
  });
});
