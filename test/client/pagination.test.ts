// listTools() returns every page, whether the v2 SDK walks them or we do (SDK 1.x Client target).
import { Client as ClientV1 } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport as InMemoryV1 } from "@modelcontextprotocol/sdk/inMemory.js";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListPromptsRequestSchema,
  ListToolsRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { LIST_MAX_PAGES } from "../../runtime/src/client/pages.js";
import { SdkErrorCode } from "@modelcontextprotocol/client";

/** A low-level SDK 1.x server whose tools/list answers in pages of two. */
function pagedServer(): Server {
  const names = ["t1", "t2", "t3", "t4", "t5"];
  const server = new Server({ name: "paged", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    const start = Number(request.params?.cursor ?? 0);
    const page = names
      .slice(start, start + 2)
      .map((name) => ({ name, inputSchema: { type: "object" as const } }));
    const next = start + 2 < names.length ? String(start + 2) : undefined;
    return { tools: page, ...(next && { nextCursor: next }) };
  });
  server.setRequestHandler(CallToolRequestSchema, async (request) => ({
    content: [{ type: "text", text: request.params.name }],
  }));
  return server;
}

describe("paginated tools/list", () => {
  it("an in-process server: every page", async () => {
    const client = new MCPClient(pagedServer());
    try {
      expect((await client.listTools()).map((tool) => tool.name)).toEqual([
        "t1",
        "t2",
        "t3",
        "t4",
        "t5",
      ]);
    } finally {
      await client.close();
    }
  });

  it("an SDK 1.x Client target: every page", async () => {
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await pagedServer().connect(serverSide);
    const sdk = new ClientV1({ name: "app", version: "1" });
    await sdk.connect(clientSide);
    try {
      const client = new MCPClient(sdk);
      expect((await client.listTools()).map((tool) => tool.name)).toEqual([
        "t1",
        "t2",
        "t3",
        "t4",
        "t5",
      ]);
    } finally {
      await sdk.close();
    }
  });
});

/** An SDK 1.x server whose tools/list and prompts/list always give a new cursor. */
function endlessServer(asked: { tools: number; prompts: number }): Server {
  const server = new Server(
    { name: "endless", version: "1.0.0" },
    { capabilities: { tools: {}, prompts: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: [{ name: `t${asked.tools}`, inputSchema: { type: "object" as const } }],
    nextCursor: String(++asked.tools),
  }));
  server.setRequestHandler(ListPromptsRequestSchema, async () => ({
    prompts: [{ name: `p${asked.prompts}` }],
    nextCursor: String(++asked.prompts),
  }));
  return server;
}

describe("a server whose cursors never end", () => {
  it("tools/list stops with an error after the SDK's page limit (not a silent cut)", async () => {
    const asked = { tools: 0, prompts: 0 };
    const client = new MCPClient(endlessServer(asked));
    try {
      // The same error as the v2 SDK's own walker (SdkError LIST_PAGINATION_EXCEEDED).
      const error = await client.listTools().catch((e: unknown) => e);
      expect(error).toMatchObject({ code: SdkErrorCode.ListPaginationExceeded });
      expect((error as Error).message).toMatch(/pagination did not terminate/);
      expect(asked.tools).toBe(LIST_MAX_PAGES);
    } finally {
      await client.close();
    }
  });

  it("an SDK 1.x Client target: prompts/list stops the same way", async () => {
    const asked = { tools: 0, prompts: 0 };
    const [clientSide, serverSide] = InMemoryV1.createLinkedPair();
    await endlessServer(asked).connect(serverSide);
    const sdk = new ClientV1({ name: "app", version: "1" });
    await sdk.connect(clientSide);
    try {
      const client = new MCPClient(sdk);
      await expect(client.listPrompts()).rejects.toThrow(/pagination did not terminate/);
      expect(asked.prompts).toBe(LIST_MAX_PAGES);
    } finally {
      await sdk.close();
    }
  });
});
