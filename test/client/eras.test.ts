// Both eras over every transport: list, call, results, handlers with `source`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { PNG_BASE64, TOOL_NAMES } from "../servers/index.js";
import { MATRIX, startFixture, stats, text, until, type Fixture } from "./helpers.js";

describe.each(MATRIX)("%s server over %s", (era, kind) => {
  let fixture: Fixture;
  let client: MCPClient;
  const progress: unknown[][] = [];
  const logs: unknown[][] = [];

  beforeAll(async () => {
    fixture = await startFixture(era, kind);
    client = new MCPClient(fixture.target, {
      name: "srv",
      progressHandler: (...args) => void progress.push(args),
      logHandler: (message, source) => void logs.push([message.data, message.logger, source]),
    });
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await fixture?.stop();
  });

  it("negotiates the server's era", async () => {
    expect((await stats(client)).era).toBe(era);
    expect(client.protocolEra()).toBe(era);
  });

  it("lists every tool with schemas and annotations", async () => {
    const tools = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOL_NAMES].sort());
    const del = tools.find((tool) => tool.name === "delete_item")!;
    expect(del.annotations).toMatchObject({ destructiveHint: true, readOnlyHint: false });
    const order = tools.find((tool) => tool.name === "order")!;
    expect(JSON.stringify(order.inputSchema)).toMatch(/"\$ref":"#\/(\$defs|definitions)\/Address"/);
  });

  it("calls tools and returns raw results", async () => {
    expect(text(await client.callTool("add", { a: 2, b: 3 }))).toBe("5");
    expect(text(await client.callTool("echo", { text: "héllo" }))).toBe("héllo");
    const image = await client.callTool("image");
    expect(image.content).toEqual([{ type: "image", data: PNG_BASE64, mimeType: "image/png" }]);
    const failed = await client.callTool("fail", { message: "nope" });
    expect(failed.isError).toBe(true);
    expect(text(failed)).toBe("nope");
    const structured = await client.callTool("structured", { n: 4 });
    expect(structured.structuredContent).toEqual({ value: 4, squared: 16 });
    const order = await client.callTool("order", {
      item: "book",
      shipTo: { street: "1 Main", city: "Oslo" },
    });
    expect(text(order)).toBe("ordered book to Oslo");
  });

  it("returns a 5 MB text result whole", async () => {
    const bytes = 5 * 1024 * 1024;
    const result = await client.callTool("big", { bytes });
    const body = text(result);
    expect(body.length).toBe(bytes);
    expect(/^x+$/.test(body)).toBe(true);
  });

  it("reports the server's name and version", async () => {
    await client.callTool("add", { a: 1, b: 1 });
    expect(client.serverInfo()).toEqual(
      era === "modern"
        ? { name: "modern-test-server", version: "2.0.0" }
        : { name: "legacy-test-server", version: "1.0.0" },
    );
  });

  it("hands progress to progressHandler and onProgress with the source", async () => {
    progress.length = 0;
    const perCall: number[] = [];
    const result = await client.callTool(
      "progress",
      { steps: 3 },
      { onProgress: (p) => perCall.push(p.progress) },
    );
    expect(text(result)).toBe("3 steps");
    expect(progress).toEqual([
      [1, 3, "step 1", { server: "srv", tool: "progress" }],
      [2, 3, "step 2", { server: "srv", tool: "progress" }],
      [3, 3, "step 3", { server: "srv", tool: "progress" }],
    ]);
    expect(perCall).toEqual([1, 2, 3]);
  });

  it("hands log messages to logHandler with the source", async () => {
    logs.length = 0;
    await client.callTool("log", { message: "written" });
    await until(() => logs.length > 0, "a log message");
    expect(logs).toEqual([["written", "test-logger", { server: "srv" }]]);
  });

  it("reads prompts and resources, pings", async () => {
    expect((await client.listPrompts()).map((prompt) => prompt.name)).toEqual(["greeting"]);
    const prompt = await client.getPrompt("greeting", { name: "Ann" });
    expect(prompt.messages[0].content).toEqual({ type: "text", text: "Hello Ann" });
    expect((await client.listResources()).map((resource) => resource.uri)).toEqual([
      "test://readme",
    ]);
    const read = await client.readResource("test://readme");
    expect(read.contents[0]).toMatchObject({ uri: "test://readme", text: "read me" });
    expect(await client.listResourceTemplates()).toEqual([]);
    await client.ping();
  });

  it("returns a protocol error for an unknown tool without killing the connection", async () => {
    const outcome = await client.callTool("no_such_tool").then(
      (result) => ({ isError: result.isError }),
      (error: Error) => ({ error: error.message }),
    );
    // Servers answer either an isError result or a JSON-RPC error; both are fine, neither is a
    // connection failure.
    expect(JSON.stringify(outcome)).toMatch(/no_such_tool|isError/);
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
  });
});
