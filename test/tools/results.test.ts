// Results of real MCP tools as LangChain sees them: content blocks, artifact, errors.
import { ToolMessage } from "@langchain/core/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPAdapter, ToolException, type MCPStructuredTool } from "../../runtime/src/index.js";
import { convertCallToolResult } from "../../runtime/src/tools/results.js";
import { createLegacyServer, createModernServer, PNG_BASE64 } from "../servers/index.js";
import { BLOB_BASE64, createMediaServer, WAV_BASE64 } from "./mediaServer.js";

let callId = 0;
const asToolCall = (name: string, args: Record<string, unknown> = {}) => ({
  name,
  args,
  id: `call-${++callId}`,
  type: "tool_call" as const,
});

async function invokeWithCall(tool: MCPStructuredTool, args: Record<string, unknown> = {}) {
  const message = await tool.invoke(asToolCall(tool.name, args));
  expect(message).toBeInstanceOf(ToolMessage);
  return message as ToolMessage;
}

describe.each([
  ["modern", createModernServer],
  ["legacy", createLegacyServer],
] as const)("results from a %s server", (_era, createServer) => {
  let adapter: MCPAdapter;
  let tools: Map<string, MCPStructuredTool>;
  beforeAll(async () => {
    adapter = new MCPAdapter(createServer());
    tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
  });
  afterAll(() => adapter.close());

  it("a single text block is the content string (plain args: the string itself)", async () => {
    expect(await tools.get("add")!.invoke({ a: 2, b: 3 })).toBe("5");
    const message = await invokeWithCall(tools.get("echo")!, { text: "hi" });
    expect(message.content).toBe("hi");
    expect(message.status).toBe("success");
    expect(message.artifact).toBeUndefined();
  });

  it("an image is a standard image block that contentBlocks lists", async () => {
    const message = await invokeWithCall(tools.get("image")!);
    expect(message.content).toEqual([{ type: "image", data: PNG_BASE64, mimeType: "image/png" }]);
    expect(message.contentBlocks).toEqual([
      expect.objectContaining({ type: "image", data: PNG_BASE64, mimeType: "image/png" }),
    ]);
  });

  it("structuredContent goes to the artifact only, never into what the model reads", async () => {
    const message = await invokeWithCall(tools.get("structured")!, { n: 4 });
    expect(message.artifact).toEqual({ structuredContent: { value: 4, squared: 16 } });
    // The content is the server's own text block, not our serialization of the structure.
    expect(message.content).toBe(JSON.stringify({ value: 4, squared: 16 }));
    // Plain args: the content alone, as LangChain tools do.
    expect(await tools.get("structured")!.invoke({ n: 2 })).toBe('{"value":2,"squared":4}');
  });

  it("isError with a ToolCall is an error ToolMessage carrying the server's message", async () => {
    const message = await invokeWithCall(tools.get("fail")!, { message: "disk full" });
    expect(message.status).toBe("error");
    expect(message.content).toBe("disk full");
    expect(message.tool_call_id).toBe(`call-${callId}`);
  });

  it("isError with plain args throws ToolException with the server's message", async () => {
    const error = await tools
      .get("fail")!
      .invoke({ message: "quota exceeded" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolException);
    expect((error as ToolException).message).toBe("quota exceeded");
    expect((error as ToolException).tool).toBe("fail");
  });

  it("a 5 MB text result arrives whole, as one string", async () => {
    const bytes = 5 * 1024 * 1024;
    const message = await invokeWithCall(tools.get("big")!, { bytes });
    expect(typeof message.content).toBe("string");
    expect((message.content as string).length).toBe(bytes);
  });
});

describe("results of other content kinds", () => {
  let adapter: MCPAdapter;
  let tools: Map<string, MCPStructuredTool>;
  beforeAll(async () => {
    adapter = new MCPAdapter(createMediaServer());
    tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
  });
  afterAll(() => adapter.close());

  it("audio becomes a standard audio block", async () => {
    const message = await invokeWithCall(tools.get("audio")!);
    expect(message.content).toEqual([{ type: "audio", data: WAV_BASE64, mimeType: "audio/wav" }]);
    expect(message.contentBlocks[0]).toMatchObject({ type: "audio", mimeType: "audio/wav" });
  });

  it("an embedded text resource becomes a file block with base64 data, mimeType and uri", async () => {
    const message = await invokeWithCall(tools.get("text_resource")!);
    const [block] = message.content as any[];
    expect(block).toMatchObject({
      type: "file",
      mimeType: "text/markdown",
      metadata: { uri: "file:///notes.md" },
    });
    expect(Buffer.from(block.data, "base64").toString("utf8")).toBe("# Notes\nhello");
  });

  it("an embedded blob resource becomes a file block with the blob as data", async () => {
    const message = await invokeWithCall(tools.get("blob_resource")!);
    expect(message.content).toEqual([
      {
        type: "file",
        data: BLOB_BASE64,
        mimeType: "application/octet-stream",
        metadata: { uri: "file:///data.bin" },
      },
    ]);
  });

  it("a resource link becomes a file block with a url", async () => {
    const message = await invokeWithCall(tools.get("link")!);
    expect(message.content).toEqual([
      {
        type: "file",
        url: "https://example.com/report.pdf",
        mimeType: "application/pdf",
        metadata: { name: "report", title: "Quarterly report" },
      },
    ]);
  });

  it("several blocks stay an array, block annotations kept as metadata", async () => {
    const message = await invokeWithCall(tools.get("mixed")!);
    expect(message.content).toEqual([
      {
        type: "text",
        text: "Here is the chart:",
        metadata: { annotations: { audience: ["user"] } },
      },
      { type: "image", data: PNG_BASE64, mimeType: "image/png" },
    ]);
  });
});

describe("convertCallToolResult", () => {
  it("a block type from a newer revision degrades to readable text, not an exception", () => {
    const converted = convertCallToolResult({
      content: [{ type: "text", text: "a" }, { type: "hologram", frames: 3 } as never],
    });
    expect(converted.content).toEqual([
      { type: "text", text: "a" },
      { type: "text", text: '{"type":"hologram","frames":3}' },
    ]);
  });

  it("keeps a non-object structuredContent (modern servers may send any JSON value)", () => {
    const converted = convertCallToolResult({ content: [], structuredContent: [1, 2] as never });
    expect(converted.artifact).toEqual({ structuredContent: [1, 2] });
    expect(converted.content).toEqual([]);
  });
});
