// MRTR (SEP-2322) through the interrupt bridge: a server that mints a fresh requestState on
// every first round (bound to that request) under the same key gets its latest state echoed
// exactly, on a new JSON-RPC id; a call in parallel carries no input of another call.
import { randomUUID } from "node:crypto";
import { afterEach, expect, it } from "vitest";
import { McpServer, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { MCPAdapter } from "../../runtime/src/index.js";
import {
  agentCalling,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";

interface Seen {
  tool: string;
  id: unknown;
  requestState?: string;
  inputResponses?: unknown;
}

function server(seen: Seen[], minted: string[]): McpServer {
  const mcp = new McpServer({ name: "mrtr", version: "2.0.0" });
  mcp.registerTool("confirm", { description: "Asks to confirm" }, async (ctx) => {
    const requestState = ctx.mcpReq.requestState?.() as string | undefined;
    seen.push({
      tool: "confirm",
      id: ctx.mcpReq.id,
      requestState,
      inputResponses: ctx.mcpReq.inputResponses,
    });
    const view = inputResponse(ctx.mcpReq.inputResponses ?? {}, "confirm");
    // Only the state minted for the latest first round is accepted.
    if (view.kind !== "elicit" || requestState !== minted.at(-1)) {
      minted.push(`s-${randomUUID()}`);
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: "Confirm?",
            requestedSchema: {
              type: "object",
              properties: { ok: { type: "boolean" } },
              required: ["ok"],
            },
          }),
        },
        requestState: minted.at(-1),
      });
    }
    return { content: [{ type: "text" as const, text: `confirmed ${String(view.content?.ok)}` }] };
  });
  mcp.registerTool("plain", { description: "Needs nothing" }, async (ctx) => {
    seen.push({
      tool: "plain",
      id: ctx.mcpReq.id,
      requestState: ctx.mcpReq.requestState?.() as string | undefined,
      inputResponses: ctx.mcpReq.inputResponses,
    });
    return { content: [{ type: "text" as const, text: "plain" }] };
  });
  return mcp;
}

let adapter: MCPAdapter | undefined;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

it("echoes the latest state exactly on a new id; the parallel call carries no input", async () => {
  const seen: Seen[] = [];
  const minted: string[] = [];
  adapter = new MCPAdapter(server(seen, minted));
  const agent = agentCalling(await adapter.listTools(), [
    { name: "confirm", args: {} },
    { name: "plain", args: {} },
  ]);
  const paused = await start(agent);
  const [request] = pendingRequests(paused);
  expect(request.key).toBe("confirm");
  const done = await resume(agent, { confirm: { action: "accept", content: { ok: true } } });
  expect(toolResults(done)).toMatchObject({
    confirm: { content: "confirmed true", status: "success" },
    plain: { content: "plain", status: "success" },
  });
  const confirms = seen.filter((s) => s.tool === "confirm");
  // First run, then the replay on resume (a fresh state), then its retry echoing that state.
  const retry = confirms.at(-1)!;
  expect(retry.requestState).toBe(minted.at(-1));
  expect(retry.inputResponses).toEqual({ confirm: { action: "accept", content: { ok: true } } });
  expect(retry.id).not.toBe(confirms.at(-2)!.id);
  for (const plain of seen.filter((s) => s.tool === "plain")) {
    expect(plain.requestState).toBeUndefined();
    expect(plain.inputResponses).toBeUndefined();
  }
});
