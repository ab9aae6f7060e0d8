import { tool } from "@langchain/core/tools";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isDestructive,
  isReadOnly,
  MCPAdapter,
  mcpMetadata,
  type MCPStructuredTool,
} from "../../runtime/src/index.js";
import { createLegacyServer, createModernServer } from "../servers/index.js";

describe.each([
  ["modern", createModernServer, { name: "modern-test-server", version: "2.0.0" }],
  ["legacy", createLegacyServer, { name: "legacy-test-server", version: "1.0.0" }],
] as const)("metadata.mcp from a %s server", (_era, createServer, serverInfo) => {
  let adapter: MCPAdapter;
  let tools: Map<string, MCPStructuredTool>;
  beforeAll(async () => {
    adapter = new MCPAdapter(createServer());
    tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
  });
  afterAll(() => adapter.close());

  it("carries the tool's annotations (MCP camelCase) and the server's identity", () => {
    expect(tools.get("delete_item")!.metadata.mcp).toEqual({
      tool: {
        annotations: expect.objectContaining({
          destructiveHint: true,
          readOnlyHint: false,
          title: "Delete item",
        }),
      },
      server: serverInfo,
    });
    expect(mcpMetadata(tools.get("add"))?.tool?.annotations?.readOnlyHint).toBe(true);
  });

  it("the readers follow the spec's defaults", () => {
    expect(isDestructive(tools.get("delete_item"))).toBe(true);
    expect(isReadOnly(tools.get("delete_item"))).toBe(false);
    expect(isDestructive(tools.get("add"))).toBe(false);
    expect(isReadOnly(tools.get("add"))).toBe(true);
    // No annotations at all: destructiveHint defaults to true, readOnlyHint to false.
    expect(tools.get("echo")!.metadata.mcp.tool.annotations).toBeUndefined();
    expect(isDestructive(tools.get("echo"))).toBe(true);
    expect(isReadOnly(tools.get("echo"))).toBe(false);
  });
});

describe("readers on anything", () => {
  const plain = tool(async () => "x", { name: "plain", description: "d", schema: z.object({}) });

  it.each([
    ["a non-MCP tool", plain],
    ["undefined", undefined],
    ["null", null],
    ["a string", "tool"],
    ["metadata without mcp", { metadata: { other: 1 } }],
    ["mcp that is not an object", { metadata: { mcp: 5 } }],
  ])("%s: not destructive, not read-only, no metadata, no throw", (_, value) => {
    expect(isDestructive(value)).toBe(false);
    expect(isReadOnly(value)).toBe(false);
    expect(mcpMetadata(value)).toBeUndefined();
  });

  it("partial metadata is read defensively", () => {
    expect(isDestructive({ metadata: { mcp: {} } })).toBe(true);
    expect(isDestructive({ metadata: { mcp: { tool: { annotations: null } } } })).toBe(true);
    expect(
      isDestructive({ metadata: { mcp: { tool: { annotations: { readOnlyHint: true } } } } }),
    ).toBe(false);
    expect(
      isDestructive({ metadata: { mcp: { tool: { annotations: { destructiveHint: false } } } } }),
    ).toBe(false);
    // destructiveHint only means something when the tool is not read-only.
    expect(
      isDestructive({
        metadata: { mcp: { tool: { annotations: { readOnlyHint: true, destructiveHint: true } } } },
      }),
    ).toBe(false);
  });
});
