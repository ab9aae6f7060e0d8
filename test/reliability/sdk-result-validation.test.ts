// PENDING (not run): exposes two bugs in src/client/mcpClient.ts that its owner must fix.
// Rename to PENDING-… → sdk-result-validation.test.ts once fixed.
//
// 1. MCPClient.listTools() uses the SDK's typed tools/list, whose result schema rejects the WHOLE
//    list when one tool's inputSchema is not `{ type: "object", properties?: record, required?: string[] }`.
//    docs/api.md promises: "a schema it cannot convert degrades to a permissive object with a
//    warning rather than failing the whole list". Actual: SdkError INVALID_RESULT, no tool at all.
// 2. MCPClient.callTool() uses the SDK's typed tools/call, whose result schema rejects a result
//    with a content block of an unknown type. docs/api.md promises: "A block type this version
//    does not know becomes a text block holding its JSON". Actual: SdkError INVALID_RESULT with a
//    ~300-line zod dump as the message.
// Fix idea: request tools/list and tools/call with a lenient result schema (the SDK's
// `client.request(req, looseSchema)`), and let src/tools/schema.ts and results.ts degrade.
import { describe, expect, it } from "vitest";
import { MCPAdapter } from "../../src/index.js";
import { captureOutput, rawStdio } from "./helpers.js";

describe("results the SDK's schemas reject", () => {
  it("one tool with an unusable inputSchema degrades alone; the others are listed", async () => {
    const { entry } = rawStdio("sdk-invalid-schemas");
    await using adapter = new MCPAdapter({ mcpServers: { bad: entry } });
    const captured = await captureOutput(() => adapter.listTools());
    expect(captured.error).toBeUndefined();
    const names = captured.value!.map((t) => t.name);
    expect(names).toContain("echo");
    expect(names).toContain("bad_schema_string");
    expect(captured.warnings.join("\n")).toMatch(/bad_schema_string/);
  });

  it("unknown content block types become text blocks holding their JSON", async () => {
    const { entry } = rawStdio();
    await using adapter = new MCPAdapter({ mcpServers: { raw: entry } });
    const tool = (await adapter.listTools()).find((t) => t.name === "weird_content")!;
    const content = (await tool.invoke({})) as Array<{ type: string; text?: string }>;
    expect(content[0]).toEqual({ type: "text", text: "known" });
    expect(content[1].type).toBe("text");
    expect(content[1].text).toContain("hologram");
  });
});
