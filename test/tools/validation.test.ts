// Argument validation is core's: same verdicts and messages as `@langchain/core`'s per-call
// `validate(args, schema)`, against the server's own JSON Schema, and the tool's schema stays
// the one it was given.
import { validate } from "@cfworker/json-schema";
import { ToolInputParsingException } from "@langchain/core/tools";
import { describe, expect, it } from "vitest";
import { asLangChainTool } from "../../runtime/src/index.js";

const calls: unknown[] = [];
const client = {
  name: "stub",
  serverInfo: () => ({ name: "stub", version: "1.0.0" }),
  callTool: async (_name: string, args: Record<string, unknown>) => {
    calls.push(args);
    await new Promise((resolve) => setTimeout(resolve, 1));
    return { content: [{ type: "text" as const, text: "ok" }] };
  },
};

const inputSchema = {
  type: "object" as const,
  properties: {
    a: { type: "number" },
    node: { $ref: "#/$defs/node" },
  },
  required: ["a"],
  $defs: {
    node: {
      type: "object",
      properties: { value: { type: "number" }, next: { $ref: "#/$defs/node" } },
      required: ["value"],
    },
  },
};

function coreMessage(args: unknown, schema: unknown): string {
  const result = validate(args, schema as never);
  return `Received tool input did not match expected schema\nDetails: ${result.errors
    .map((e) => `${e.keywordLocation}: ${e.error}`)
    .join("\n")}`;
}

describe("argument validation", () => {
  it("gives core's verdicts and messages, recursive $ref included", async () => {
    const tool = await asLangChainTool({ name: "t", inputSchema }, client, { onWarning: () => {} });
    const schema = tool.schema;
    expect(await tool.invoke({ a: 1, node: { value: 1, next: { value: 2 } } })).toBe("ok");

    for (const bad of [
      { a: "x" },
      {},
      { a: 1, node: { value: 1, next: { value: 2, next: { value: "deep" } } } },
    ]) {
      const error = await tool.invoke(bad as never).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ToolInputParsingException);
      expect((error as Error).message).toBe(coreMessage(bad, schema));
      expect((error as ToolInputParsingException).output).toBe(JSON.stringify(bad));
    }
    // A tool call is validated on its args, as core does.
    const error = await tool
      .invoke({ type: "tool_call", id: "1", name: "t", args: { a: "x" } })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(coreMessage({ a: "x" }, schema));
    expect(tool.schema).toBe(schema);
  });

  it("keeps the real schema visible during concurrent calls, and follows a replaced schema", async () => {
    const tool = await asLangChainTool({ name: "t", inputSchema }, client, { onWarning: () => {} });
    const schema = tool.schema;
    const pending = [tool.invoke({ a: 1 }), tool.invoke({ a: 2 })];
    expect(tool.schema).toBe(schema);
    expect(await Promise.all(pending)).toEqual(["ok", "ok"]);
    expect(tool.schema).toBe(schema);

    tool.schema = { type: "object", properties: { a: { type: "string" } } } as never;
    expect(await tool.invoke({ a: "x" })).toBe("ok");
    await expect(tool.invoke({ a: 1 })).rejects.toBeInstanceOf(ToolInputParsingException);
  });
});
