// A hostile or broken tool list (./servers/raw-stdio.mjs): 5,000 tools, names with spaces,
// unicode or 300 characters, duplicate names, invalid and recursive JSON Schemas, and results
// with content types nobody knows.
import { describe, expect, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import { captureOutput, rawStdio, rssMB } from "./helpers.js";

describe("a hostile tool list", { timeout: 120_000 }, () => {
  it("5,000 tools: listed, converted and callable; time and memory bounded", async () => {
    const { entry } = rawStdio("many-tools");
    await using adapter = new MCPAdapter({ mcpServers: { many: entry } }, { timeout: 60_000 });
    await adapter.connect();
    const before = rssMB();
    const started = Date.now();
    const tools = await adapter.listTools();
    const elapsed = Date.now() - started;
    const after = rssMB();
    console.info(
      `[reliability] 5,008 tools listed+converted in ${elapsed} ms, RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
    );
    expect(tools).toHaveLength(5_008);
    expect(new Set(tools.map((t) => t.name)).size).toBe(5_008);
    expect(elapsed).toBeLessThan(20_000);
    expect(after - before).toBeLessThan(300);
    const last = tools.find((t) => t.name === "tool_4999")!;
    // the raw server answers unknown tools with a JSON-RPC error: reaching it proves the name went out
    await expect(last.invoke({ x: 1 })).rejects.toThrow(/unknown tool tool_4999/);
    // and arguments are validated against that tool's own schema first
    await expect(last.invoke({ x: "not a number" } as never)).rejects.toThrow(/x|number/i);
    expect(await tools.find((t) => t.name === "echo")!.invoke({ text: "ok" })).toBe("ok");
  });

  it("odd names are sanitized, distinct and still call the server's own name; duplicates keep the first with a warning; bad schemas degrade with a warning", async () => {
    const { entry, log } = rawStdio("hostile-tools");
    await using adapter = new MCPAdapter({ mcpServers: { hostile: entry } }, { timeout: 20_000 });
    const captured = await captureOutput(() => adapter.listTools());
    expect(captured.error).toBeUndefined();
    const tools = captured.value!;
    const names = tools.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_.-]{1,128}$/);

    const byMcp = new Map(tools.map((t) => [t.mcpToolName, t]));
    expect(byMcp.get("with spaces in name")!.name).toBe("with_spaces_in_name");
    expect(byMcp.get("ünïcödé-工具-🔧")!.name).toMatch(/^[A-Za-z0-9_.-]+$/);
    const long1 = byMcp.get("x".repeat(300))!;
    const long2 = byMcp.get("x".repeat(300) + "y")!;
    expect(long1.name).toHaveLength(128);
    expect(long2.name).toHaveLength(128);
    expect(long1.name).not.toBe(long2.name);

    // the call goes out under the server's own (unsanitized) name
    const { messagesSeen } = await import("./helpers.js");
    await expect(byMcp.get("ünïcödé-工具-🔧")!.invoke({ text: "x" })).rejects.toThrow(
      /unknown tool/,
    );
    expect(
      messagesSeen(log).some(
        (m) => m.method === "tools/call" && m.params?.name === "ünïcödé-工具-🔧",
      ),
    ).toBe(true);

    // duplicate "dup": one tool, the first definition, and a warning naming it
    const dups = tools.filter((t) => t.mcpToolName === "dup");
    expect(dups).toHaveLength(1);
    expect(dups[0].description).toBe("first");
    expect(captured.warnings.join("\n")).toMatch(/"dup" more than once/);

    // broken $refs: warned about and accepted as "any value"
    expect(captured.warnings.join("\n")).toMatch(/bad_schema_missing_ref.*points nowhere/);
    expect(captured.warnings.join("\n")).toMatch(/bad_schema_remote_ref.*never fetched/);
    await expect(byMcp.get("bad_schema_missing_ref")!.invoke({ a: 1 } as never)).rejects.toThrow(
      /unknown tool/, // validation let it through to the server
    );

    // recursive schemas: callable with nested data, validation still applies
    const recursive = byMcp.get("recursive_schema")!;
    await expect(
      recursive.invoke({ node: { value: 1, next: { value: 2, next: { value: 3 } } } } as never),
    ).rejects.toThrow(/unknown tool/);
    await expect(recursive.invoke({ node: { value: "one" } } as never)).rejects.toThrow(
      /value|number|schema/i,
    );
    const selfRef = byMcp.get("self_ref_schema")!;
    expect(selfRef).toBeDefined();

    // odd property schemas inside a valid object schema do not take the list down
    expect(byMcp.get("bad_schema_prop_type")).toBeDefined();
    expect(byMcp.get("bad_schema_prop_not_object")).toBeDefined();

    // the adapter is still up
    expect(await byMcp.get("echo")!.invoke({ text: "fine" })).toBe("fine");
  });

  it("a result with content types this version does not know: each unknown block becomes a text block holding its JSON; the connection stays usable", async () => {
    const { entry } = rawStdio();
    await using adapter = new MCPAdapter({ mcpServers: { raw: entry } }, { timeout: 10_000 });
    const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
    const content = (await tools.get("weird_content")!.invoke({})) as Array<{
      type: string;
      text?: string;
    }>;
    expect(content).toHaveLength(3);
    expect(content[0]).toEqual({ type: "text", text: "known" });
    expect(content[1].type).toBe("text");
    expect(JSON.parse(content[1].text!)).toEqual({ type: "hologram", frames: 3, data: "AAAA" });
    expect(JSON.parse(content[2].text!)).toMatchObject({ type: "video" });
    expect(await tools.get("echo")!.invoke({ text: "next" })).toBe("next");
  });
});
