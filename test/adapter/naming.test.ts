// Tool names: bare for one server, `{server}_{tool}` for several, overrides, sanitizing, clashes.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import {
  ClientGroup,
  MCPAdapter,
  MCPConfigError,
  sanitizeToolName,
} from "../../runtime/src/index.js";
import { createLegacyServer, createModernServer, TOOL_NAMES } from "../servers/index.js";

/** An SDK 1.x server listing the tools `names` (each answers its own name). */
function oneTool(...names: string[]): Server {
  const server = new Server({ name: "small", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: names.map((name) => ({ name, inputSchema: { type: "object" as const } })),
  }));
  return server;
}

const namesOf = async (adapter: MCPAdapter) => {
  try {
    return (await adapter.listTools()).map((t) => t.name);
  } finally {
    await adapter.close();
  }
};

describe("tool names", () => {
  it("one server: the server's own names", async () => {
    expect(await namesOf(new MCPAdapter(createModernServer()))).toEqual([...TOOL_NAMES]);
  });

  it('one server with toolNames: "prefixed": `{server}_{tool}`', async () => {
    const adapter = new MCPAdapter(new ClientGroup({ solo: createModernServer() }), {
      toolNames: "prefixed",
    });
    expect(await namesOf(adapter)).toEqual(TOOL_NAMES.map((n) => `solo_${n}`));
  });

  it("several servers: prefixed by default", async () => {
    const adapter = new MCPAdapter(
      new ClientGroup({ a: createModernServer(), b: createLegacyServer() }),
    );
    const names = await namesOf(adapter);
    expect(names).toEqual([...TOOL_NAMES.map((n) => `a_${n}`), ...TOOL_NAMES.map((n) => `b_${n}`)]);
  });

  it('two servers with the same tool names under toolNames: "bare": an error naming both', async () => {
    const adapter = new MCPAdapter(
      new ClientGroup({ billing: createModernServer(), shipping: createLegacyServer() }),
      { toolNames: "bare" },
    );
    const error = await adapter.listTools().catch((e: unknown) => e);
    await adapter.close();
    expect(error).toBeInstanceOf(MCPConfigError);
    expect((error as Error).message).toMatch(/"add".*"billing".*"shipping"/s);
    expect((error as Error).message).toContain('onNameCollision: "prefix"');
  });

  it('onNameCollision: "prefix": only the names two servers share get `{server}_{tool}`', async () => {
    const adapter = new MCPAdapter(
      new ClientGroup({ billing: createModernServer(), solo: oneTool("add", "refund") }),
      { toolNames: "bare", onNameCollision: "prefix" },
    );
    const names = await namesOf(adapter);
    expect(names).toEqual([
      ...TOOL_NAMES.map((n) => (n === "add" ? "billing_add" : n)),
      "solo_add",
      "refund",
    ]);
  });

  it("onNameCollision takes only its two values", () => {
    expect(
      () => new MCPAdapter(createModernServer(), { onNameCollision: "merge" as never }),
    ).toThrow(/Invalid option "onNameCollision": "merge". Accepted: "error", "prefix"/);
  });

  it("bare names across servers work when they do not clash, scoped with listTools({ servers })", async () => {
    const adapter = new MCPAdapter(
      new ClientGroup({ billing: createModernServer(), shipping: createLegacyServer() }),
      { toolNames: "bare" },
    );
    try {
      const tools = await adapter.listTools({ servers: ["shipping"] });
      expect(tools.map((t) => t.name)).toEqual([...TOOL_NAMES]);
      expect(tools[0].metadata.mcp.server.name).toBe("legacy-test-server");
    } finally {
      await adapter.close();
    }
  });

  it("a naming function (the old package's `server__tool`)", async () => {
    const adapter = new MCPAdapter(new ClientGroup({ math: createModernServer() }), {
      toolNames: (server, tool) => `${server}__${tool}`,
    });
    const names = await namesOf(adapter);
    expect(names[0]).toBe("math__add");
  });

  it("a function mapping two tools to one name is an error, not an overwrite", async () => {
    const adapter = new MCPAdapter(createModernServer(), { toolNames: () => "same" });
    await expect(adapter.listTools()).rejects.toThrow(/"same".*"add".*"echo"/s);
    await adapter.close();
  });

  it("server keys are sanitized into valid names; the tool still calls the right server tool", async () => {
    const adapter = new MCPAdapter(
      new ClientGroup({ "my server!": createModernServer(), other: createLegacyServer() }),
    );
    try {
      const tools = await adapter.listTools();
      const add = tools.find((t) => t.name === "my_server__add")!;
      expect(add).toBeDefined();
      expect(await add.invoke({ a: 1, b: 2 })).toBe("3");
      for (const t of tools) expect(t.name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);
    } finally {
      await adapter.close();
    }
  });
});

describe("sanitizeToolName", () => {
  it("leaves a valid name alone", () => {
    expect(sanitizeToolName("get_weather.v2-beta")).toBe("get_weather.v2-beta");
  });

  it("replaces what providers reject", () => {
    expect(sanitizeToolName("crm/search contacts")).toBe("crm_search_contacts");
    expect(sanitizeToolName("")).toBe("_");
  });

  it("cuts long names to 128 deterministically, keeping two long names apart", () => {
    const long = "x".repeat(200);
    const a = sanitizeToolName(`${long}_a`);
    const b = sanitizeToolName(`${long}_b`);
    expect(a).toHaveLength(128);
    expect(b).toHaveLength(128);
    expect(a).not.toBe(b);
    expect(sanitizeToolName(`${long}_a`)).toBe(a);
  });
});
