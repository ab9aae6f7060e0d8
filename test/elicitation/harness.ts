// What the elicitation tests share: agents that pause and resume, and (standing in for the client
// seam) LangChain tools that call a server through the raw SDK v2 Client and hand its requests
// for input to the elicitation bridge. test/elicitation-e2e/ uses the agent helpers with the
// real MCPAdapter.
import {
  Client,
  StreamableHTTPClientTransport,
  type CallToolResult,
} from "@modelcontextprotocol/client";
import { AIMessage, createAgent, fakeModel, tool } from "langchain";
import { Command, MemorySaver } from "@langchain/langgraph";
import { z } from "zod";
import { resolveRoundThroughInterrupt } from "../../runtime/src/elicitation/seam.js";
import {
  createPushedElicitationScope,
  type PushedElicitationScope,
} from "../../runtime/src/elicitation/pushed.js";
import { pushedElicitationKey } from "../../runtime/src/elicitation/keys.js";
import { connectLegacyElicitationServer, type LegacyRecord } from "./servers/legacy.js";

export const THREAD = { configurable: { thread_id: "t1" } };

const textOf = (result: CallToolResult) =>
  result.content
    .map((block) => (block.type === "text" ? block.text : `[${block.type}]`))
    .join("\n");

/** A v2 client in manual input-required mode, negotiated to 2026-07-28 over HTTP. */
export async function connectModern(url: URL): Promise<Client> {
  const client = new Client(
    { name: "elicitation-test", version: "1.0.0" },
    {
      // Sampling and roots are declared only so that the test server may ask for them.
      capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} },
      versionNegotiation: { mode: "auto" },
      inputRequired: { autoFulfill: false },
    },
  );
  await client.connect(new StreamableHTTPClientTransport(url));
  return client;
}

/** A tool that loops over `input_required` rounds, each resolved by the bridge. */
export function modernTool(client: Client, name: string, schema: z.ZodObject = z.object({})) {
  return tool(
    async (args: Record<string, unknown>) => {
      let params: Record<string, unknown> = { name, arguments: args };
      // The loop MCPClient's seam runs: resolve a round, retry with its answers and state.
      for (let round = 1; ; round++) {
        const result = (await client.callTool(
          params as any,
          { allowInputRequired: true } as any,
        )) as any;
        if (result.resultType !== "input_required") return textOf(result);
        const resolved = await resolveRoundThroughInterrupt({
          source: { server: "modern", tool: name },
          args,
          round,
          inputRequests: result.inputRequests ?? {},
          requestState: result.requestState,
        });
        params = { name, arguments: args, inputResponses: resolved.responses };
        if (resolved.requestState !== undefined) params.requestState = resolved.requestState;
        if (resolved.failure) {
          // Tell the server the questions are cancelled, then fail the call.
          await client
            .callTool(params as any, { allowInputRequired: true } as any)
            .catch(() => undefined);
          throw resolved.failure;
        }
      }
    },
    { name, description: `calls ${name}`, schema },
  );
}

export interface LegacyConnection {
  client: Client;
  record: LegacyRecord;
  /** The scope of the call in flight: where the session's pushed questions go. */
  route: { scope?: PushedElicitationScope };
}

/**
 * A v2 client on the legacy era, connected to the SDK 1.x server: in memory, or over Streamable
 * HTTP when `url` is given (then `record` must be the one that server writes to).
 */
export async function connectLegacy(over?: {
  url: URL;
  record: LegacyRecord;
}): Promise<LegacyConnection> {
  const record: LegacyRecord = over?.record ?? { calls: 0, pushed: [] };
  const client = new Client(
    { name: "elicitation-test", version: "1.0.0" },
    // Sampling and roots are declared only so that the test server may ask for them.
    { capabilities: { elicitation: { form: {} }, sampling: {}, roots: {} } },
  );
  const route: LegacyConnection["route"] = {};
  client.setRequestHandler("elicitation/create", async (request) =>
    route.scope ? (route.scope.answer(request.params as any) as any) : { action: "cancel" },
  );
  for (const method of ["sampling/createMessage", "roots/list"] as const) {
    client.setRequestHandler(method, async () => {
      throw route.scope ? route.scope.refuse(method) : new Error(`${method} outside a call`);
    });
  }
  if (over) await client.connect(new StreamableHTTPClientTransport(over.url));
  else await client.connect((await connectLegacyElicitationServer(record)).clientSide as any);
  return { client, record, route };
}

/** A tool whose call may receive pushed questions; they are answered through a scope. */
export function legacyTool(
  conn: LegacyConnection,
  name: string,
  schema: z.ZodObject = z.object({}),
) {
  return tool(
    async (args: Record<string, unknown>) => {
      const scope = createPushedElicitationScope({ server: "legacy", tool: name, args });
      conn.route.scope = scope;
      let result: CallToolResult | undefined;
      let failure: unknown;
      try {
        result = (await conn.client.callTool({ name, arguments: args })) as CallToolResult;
      } catch (error) {
        failure = error;
      } finally {
        conn.route.scope = undefined;
      }
      // Whether the call resolved or not: pause, or fail with what the scope saw, first.
      scope.finish();
      if (failure !== undefined) throw failure;
      return textOf(result!);
    },
    { name, description: `calls ${name}`, schema },
  );
}

/** An agent whose scripted model calls `calls` (in parallel), then says "done". */
export function agentCalling(
  tools: any[],
  calls: Array<{ name: string; args: Record<string, unknown> }>,
  withCheckpointer = true,
) {
  const model = fakeModel().respondWithTools(calls).respond(new AIMessage("done"));
  return createAgent({
    model,
    tools,
    ...(withCheckpointer ? { checkpointer: new MemorySaver() } : {}),
  });
}

export type Agent = ReturnType<typeof agentCalling>;

/** Starts a run on THREAD (the scripted model needs no particular prompt). */
export const start = (agent: Agent) =>
  agent.invoke({ messages: [{ role: "user", content: "go" }] }, THREAD);

/** Resumes the paused run on THREAD with `responses` (key -> answer). */
export const resume = (agent: Agent, responses: Record<string, unknown>) =>
  agent.invoke(new Command({ resume: { responses } }), THREAD);

/** The key of the question the legacy server's `book` pushes for `party`. */
export const legacyBookKey = (party: number, server = "legacy") =>
  pushedElicitationKey({
    server,
    tool: "book",
    args: { party },
    index: 0,
    message: `Which date for ${party}?`,
  });

/** The requests of every pending interrupt of a paused run. */
export function pendingRequests(state: any): Array<Record<string, any>> {
  return (state.__interrupt__ ?? []).flatMap((i: any) => i.value.requests);
}

/** Tool message texts of a finished run, by tool name. */
export function toolResults(state: any): Record<string, { content: string; status?: string }> {
  const out: Record<string, { content: string; status?: string }> = {};
  for (const m of state.messages ?? []) {
    if (m.getType?.() === "tool" || m._getType?.() === "tool") {
      out[m.name] = { content: String(m.content), status: m.status };
    }
  }
  return out;
}
