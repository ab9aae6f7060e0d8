// Results the SDK's own schemas reject, on both eras: one tool with an unusable inputSchema must
// not fail the whole tools/list, and an unknown content block type must not fail tools/call.
// The legacy server is the hand-written raw stdio one; the modern one is the v2 test server with
// its results rewritten on the wire (test/servers/odd.ts).
// The tools layer then degrades: a permissive schema with a warning, a block as text with its JSON.
import { describe, expect, it } from "vitest";
import { MCPAdapter, MCPClient } from "../../runtime/src/index.js";
import { oddModernTarget } from "../servers/odd.js";
import { captureOutput, rawStdio } from "./helpers.js";

const targets = {
  legacy: (mode?: "sdk-invalid-schemas") =>
    new MCPAdapter({ mcpServers: { bad: rawStdio(mode).entry } }),
  modern: () => new MCPAdapter(new MCPClient(oddModernTarget(), { name: "bad" })),
};

describe.each(["legacy", "modern"] as const)("results the SDK's schemas reject (%s)", (era) => {
  it("one tool with an unusable inputSchema degrades alone; the others are listed", async () => {
    await using adapter = targets[era]("sdk-invalid-schemas");
    const captured = await captureOutput(() => adapter.listTools());
    expect(captured.error).toBeUndefined();
    const names = captured.value!.map((t) => t.name);
    expect(names).toContain("echo");
    expect(names).toContain("bad_schema_string");
    expect(names).toContain("no_schema");
    expect(captured.warnings.join("\n")).toMatch(/bad_schema_string/);
    // The degraded tool accepts any arguments, and still calls the server.
    const echo = captured.value!.find((t) => t.name === "echo")!;
    expect(await echo.invoke({ text: "still works" })).toBe("still works");
  });

  it("unknown content block types become text blocks holding their JSON", async () => {
    await using adapter = targets[era]();
    const tool = (await adapter.listTools()).find((t) => t.name === "weird_content")!;
    const content = (await tool.invoke({})) as Array<{ type: string; text?: string }>;
    expect(content[0]).toEqual({ type: "text", text: "known" });
    expect(content[1].type).toBe("text");
    expect(JSON.parse(content[1].text!)).toMatchObject({ type: "hologram", frames: 3 });
    expect(content[2].type).toBe("text");
    expect(content[2].text).toContain("video");
  });
});
