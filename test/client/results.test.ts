// Results the v1 parse path would reject are returned as they are.
import {
  InMemoryTransport,
  type JSONRPCMessage,
  type Transport,
} from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MCPClient } from "../../runtime/src/client/index.js";
import { createModernServer } from "../servers/index.js";
import { ODD_TOOLS, WEIRD_CONTENT, oddModernTarget } from "../servers/odd.js";

describe("a modern server's non-object structuredContent", () => {
  it("reaches the caller unchanged (an array)", async () => {
    const server = createModernServer();
    server.registerTool(
      "numbers",
      { description: "An array as structured content", outputSchema: z.array(z.number()) },
      async () => ({
        content: [{ type: "text" as const, text: "[1,2,3]" }],
        structuredContent: [1, 2, 3],
      }),
    );
    const client = new MCPClient(server);
    try {
      await client.listTools();
      const result = await client.callTool("numbers");
      expect(result.structuredContent).toEqual([1, 2, 3]);
    } finally {
      await client.close();
    }
  });
});

describe("results the SDK's typed schemas would reject (legacy server)", () => {
  /**
   * A hand-written legacy server (no SDK, so nothing validates what it sends): one tool with an
   * unusual inputSchema, and results with a content block type from the future.
   */
  function oddServer(): () => Transport {
    return () => {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      const results: Record<string, unknown> = {
        initialize: {
          protocolVersion: "2025-06-18",
          capabilities: { tools: {} },
          serverInfo: { name: "odd", version: "1.0.0" },
        },
        "tools/list": {
          tools: [
            { name: "fine", inputSchema: { type: "object" } },
            { name: "odd_schema", inputSchema: { type: "string" } },
          ],
        },
        "tools/call": {
          content: [
            { type: "text", text: "known" },
            { type: "hologram", frames: 3 },
          ],
        },
      };
      serverSide.onmessage = (message) => {
        const request = message as { id?: number | string; method?: string };
        if (request.id === undefined || request.method === undefined) return;
        const result = results[request.method];
        void serverSide.send(
          (result
            ? { jsonrpc: "2.0", id: request.id, result }
            : {
                jsonrpc: "2.0",
                id: request.id,
                error: { code: -32601, message: "Method not found" },
              }) as JSONRPCMessage,
        );
      };
      void serverSide.start();
      return clientSide;
    };
  }

  it("lists every tool, the unusual one included", async () => {
    const client = new MCPClient(oddServer());
    try {
      const tools = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(["fine", "odd_schema"]);
      expect(tools[1].inputSchema).toEqual({ type: "string" });
    } finally {
      await client.close();
    }
  });

  it("returns a result with an unknown content block as it came", async () => {
    const client = new MCPClient(oddServer());
    try {
      const result = await client.callTool("fine");
      expect(result.content).toEqual([
        { type: "text", text: "known" },
        { type: "hologram", frames: 3 },
      ]);
    } finally {
      await client.close();
    }
  });
});

describe("results the SDK's wire schemas would reject (modern server)", () => {
  it("lists every tool, the ones with unusable schemas as the server sent them", async () => {
    const client = new MCPClient(oddModernTarget());
    try {
      const tools = await client.listTools();
      expect(client.protocolEra()).toBe("modern");
      expect(tools.map((tool) => tool.name)).toEqual(expect.arrayContaining(["add", "echo"]));
      for (const odd of ODD_TOOLS) expect(tools).toContainEqual(odd);
    } finally {
      await client.close();
    }
  });

  it("returns a result with unknown content blocks as it came", async () => {
    const client = new MCPClient(oddModernTarget());
    try {
      const result = await client.callTool("weird_content");
      expect(result.content).toEqual(WEIRD_CONTENT);
      // Other calls on the same session are untouched.
      expect((await client.callTool("add", { a: 1, b: 2 })).content).toEqual([
        { type: "text", text: "3" },
      ]);
    } finally {
      await client.close();
    }
  });
});
