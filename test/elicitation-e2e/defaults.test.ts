// SEP-1034: fields with a `default` that an accepted answer leaves out are filled in, through an
// elicitationHandler and through the interrupt (whose payload shows the defaults), in both eras.
import { afterEach, describe, expect, it } from "vitest";
import { McpServer as LegacyMcpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { McpServer, inputRequired, inputResponse } from "@modelcontextprotocol/server";
import { MCPAdapter } from "../../runtime/src/index.js";
import {
  agentCalling,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";

const PROFILE_FORM = {
  type: "object" as const,
  properties: {
    name: { type: "string" as const, default: "John Doe" },
    age: { type: "integer" as const, default: 30 },
    score: { type: "number" as const, default: 95.5 },
    status: { type: "string" as const, enum: ["active", "inactive"], default: "active" },
    verified: { type: "boolean" as const, default: true },
    note: { type: "string" as const },
  },
  required: ["name"],
};
const DEFAULTS = { name: "John Doe", age: 30, score: 95.5, status: "active", verified: true };

/** What the server received as `content` of each accepted answer. */
type Received = Record<string, unknown>[];

function legacyServer(received: Received): LegacyMcpServer {
  const server = new LegacyMcpServer({ name: "legacy-defaults", version: "1.0.0" });
  server.registerTool("profile", { description: "Asks for a profile" }, async () => {
    const result = await server.server.elicitInput({
      message: "Your profile?",
      requestedSchema: PROFILE_FORM as never,
    });
    if (result.action === "accept") received.push(result.content ?? {});
    return { content: [{ type: "text", text: result.action }] };
  });
  return server;
}

function modernServer(received: Received): McpServer {
  const server = new McpServer({ name: "modern-defaults", version: "2.0.0" });
  server.registerTool("profile", { description: "Asks for a profile" }, async (ctx) => {
    const view = inputResponse(ctx.mcpReq.inputResponses ?? {}, "profile");
    if (view.kind !== "elicit") {
      return inputRequired({
        inputRequests: {
          profile: inputRequired.elicit({
            message: "Your profile?",
            requestedSchema: PROFILE_FORM,
          }),
        },
      });
    }
    if (view.action === "accept") received.push((view.content ?? {}) as Record<string, unknown>);
    return { content: [{ type: "text" as const, text: view.action }] };
  });
  return server;
}

const SERVERS = { legacy: legacyServer, modern: modernServer };

let adapter: MCPAdapter | undefined;
afterEach(async () => {
  await adapter?.close();
  adapter = undefined;
});

describe.each(["legacy", "modern"] as const)("%s server", (era) => {
  it("an elicitationHandler's accept gets the defaults of the fields it left out", async () => {
    const received: Received = [];
    adapter = new MCPAdapter(SERVERS[era](received), {
      elicitationHandler: () => ({ action: "accept", content: { age: 41 } }),
    });
    const [tool] = await adapter.listTools();
    expect(await tool.invoke({})).toBe("accept");
    expect(received).toEqual([{ ...DEFAULTS, age: 41 }]);
  });

  it("the interrupt shows the defaults; a resume that leaves fields out gets them", async () => {
    const received: Received = [];
    adapter = new MCPAdapter(SERVERS[era](received));
    const agent = agentCalling(await adapter.listTools(), [{ name: "profile", args: {} }]);
    const paused = await start(agent);
    const [request] = pendingRequests(paused);
    expect(request.requestedSchema).toEqual(PROFILE_FORM);
    const done = await resume(agent, {
      [request.key]: { action: "accept", content: { status: "inactive" } },
    });
    expect(toolResults(done).profile).toEqual({ content: "accept", status: "success" });
    expect(received).toEqual([{ ...DEFAULTS, status: "inactive" }]);
  });

  it("decline carries no content", async () => {
    const received: Received = [];
    adapter = new MCPAdapter(SERVERS[era](received), {
      elicitationHandler: () => ({ action: "decline" }),
    });
    const [tool] = await adapter.listTools();
    expect(await tool.invoke({})).toBe("decline");
    expect(received).toEqual([]);
  });
});
