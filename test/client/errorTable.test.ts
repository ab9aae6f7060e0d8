// The error table of docs/api.md, row by row: what a failed call raises, with which class, at
// MCPClient, at listTools(), and from a tool inside and outside a graph.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ProtocolError } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConnectionError,
  MCPTimeoutError,
  ToolException,
} from "../../runtime/src/index.js";
import { agentCalling, start, toolResults } from "../elicitation/harness.js";
import { createLegacyServer, createModernServer } from "../servers/index.js";

const SERVERS = { modern: createModernServer, legacy: createLegacyServer };

let adapter: MCPAdapter | undefined;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

describe.each(["modern", "legacy"] as const)("%s server", (era) => {
  async function toolsOf(options: { timeout?: number } = {}) {
    adapter = new MCPAdapter(SERVERS[era](), options);
    return new Map((await adapter.listTools()).map((t) => [t.name, t]));
  }

  it("an isError result: ToolException outside a graph, an error ToolMessage inside", async () => {
    const tools = await toolsOf();
    const error = await tools
      .get("fail")!
      .invoke({ message: "no" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolException);
    const agent = agentCalling([...tools.values()], [{ name: "fail", args: { message: "no" } }]);
    expect(toolResults(await start(agent)).fail).toEqual({ content: "no", status: "error" });
  });

  it("an unknown tool: the server's answer as it is (a JSON-RPC error or an isError result)", async () => {
    const client = new MCPClient(SERVERS[era](), { name: "srv" });
    try {
      const outcome = await client.callTool("no_such_tool").catch((e: unknown) => e);
      // v2 servers answer a JSON-RPC error (the SDK's ProtocolError, not wrapped); SDK 1.x
      // servers an isError result, returned like any other result.
      if (era === "modern") expect(outcome).toBeInstanceOf(ProtocolError);
      else expect(outcome).toMatchObject({ isError: true });
    } finally {
      await client.close();
    }
  });

  it("a timeout: MCPTimeoutError naming the tool; an error ToolMessage inside a graph", async () => {
    const tools = await toolsOf({ timeout: 300 });
    const error = await tools
      .get("slow")!
      .invoke({ ms: 3_000 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPTimeoutError);
    expect((error as MCPTimeoutError).tool).toBe("slow");
    expect((error as Error).message).toMatch(/tool "slow" on MCP server ".*" timed out/);
    const agent = agentCalling([...tools.values()], [{ name: "slow", args: { ms: 3_000 } }]);
    const result = toolResults(await start(agent)).slow;
    expect(result.status).toBe("error");
    expect(result.content).toContain("MCPTimeoutError");
  });
});

it("a timeout at listTools() is the same MCPTimeoutError", async () => {
  const server = new Server(
    { name: "slow-list", version: "1.0.0" },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return { tools: [] };
  });
  const client = new MCPClient(server, { name: "srv", timeout: 300 });
  try {
    const error = await client.listTools().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MCPTimeoutError);
    expect((error as MCPTimeoutError).server).toBe("srv");
  } finally {
    await client.close();
  }
});

it("an unreachable server: MCPConnectionError at listTools() and at a call", async () => {
  const client = new MCPClient("http://127.0.0.1:9/mcp", { name: "gone", timeout: 5_000 });
  await expect(client.listTools()).rejects.toBeInstanceOf(MCPConnectionError);
  const error = await client.callTool("any").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(MCPConnectionError);
  expect((error as MCPConnectionError).tool).toBe("any");
});
