// The client under test of the official MCP conformance suite, written the way a user would:
// an MCPClient for the URL the suite gives, its tools from MCPAdapter, called by a real agent
// (createAgent + fakeModel + MemorySaver) that answers every pause as a person would: on both
// wires through the interrupt and a resume (on the 2025 one the pushed request is held open
// across the pause and answered by the resume; docs/elicitation.md).
//
// Invoked by the suite as `<command> <server-url>` with MCP_CONFORMANCE_SCENARIO (and, for some
// scenarios, MCP_CONFORMANCE_CONTEXT) set; see test/conformance/run.ts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command, MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel } from "langchain";
import { MCPAdapter, MCPClient, type MCPClientOptions } from "../../runtime/src/index.js";
import type { ElicitationInterrupt } from "../../runtime/src/elicitation/index.js";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
};
type Call = { name: string; args: Record<string, unknown> };
type Tool = Awaited<ReturnType<MCPAdapter["listTools"]>>[number];

const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "";
const serverUrl = process.argv[2];
const context = JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT ?? "{}") as {
  toolCalls?: { name: string; arguments?: Record<string, unknown> }[];
  client_id?: string;
  client_secret?: string;
  private_key_pem?: string;
  signing_algorithm?: string;
};

/** Scenarios whose server answers nothing but the listing: calling a tool is not part of them. */
const LIST_ONLY = new Set(["json-schema-ref-no-deref", "request-metadata", "initialize"]);

/** A value for a field, as a person filling a form (or a model filling arguments) would give. */
function valueFor(schema: JsonSchema | undefined): unknown {
  if (schema?.default !== undefined) return schema.default;
  if (schema?.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  switch (type) {
    case "integer":
    case "number":
      return 1;
    case "boolean":
      return true;
    case "object":
      return {};
    case "array":
      return [];
    default:
      return "x";
  }
}

/** The required fields of a schema, filled in; the rest is left to the defaults. */
function fill(schema: JsonSchema | undefined, skipDefaults: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of schema?.required ?? []) {
    const field = schema?.properties?.[name];
    if (skipDefaults && field?.default !== undefined) continue;
    out[name] = valueFor(field);
  }
  return out;
}

/** The JSON Schema a tool shows the model. */
function shownSchema(tool: Tool): JsonSchema {
  return tool.schema as JsonSchema;
}

/** What the model calls: the suite's own list when it gives one, else per scenario. */
function plannedCalls(tools: Tool[]): Call[] {
  if (LIST_ONLY.has(scenario)) return [];
  if (context.toolCalls) {
    return context.toolCalls.map((call) => ({ name: call.name, args: call.arguments ?? {} }));
  }
  if (scenario === "json-schema-2020-12-preservation") {
    // Echo the schema exactly as the model was shown it: stripped keywords would show.
    const focal = tools.find((t) => t.name === "json_schema_2020_12_tool");
    return focal ? [{ name: "json_schema_echo", args: { schema: shownSchema(focal) } }] : [];
  }
  return tools.map((tool) => ({ name: tool.name, args: fill(shownSchema(tool), false) }));
}

/** The person: accepts every question, filling the required fields that have no default. */
function answer(requestedSchema: unknown): {
  action: "accept";
  content: Record<string, string | number | boolean | string[]>;
} {
  return { action: "accept", content: fill(requestedSchema as JsonSchema, true) as never };
}

/** The person's answers to every pending interrupt of a paused run. */
function answersFor(state: { __interrupt__?: { value: unknown }[] }): Record<string, unknown> {
  const responses: Record<string, unknown> = {};
  for (const { value } of state.__interrupt__ ?? []) {
    for (const request of (value as ElicitationInterrupt).requests) {
      responses[request.key] = answer(request.requestedSchema);
    }
  }
  return responses;
}

/** Follows the authorization URL as a browser would: the redirect lands on our loopback. */
async function followAuthorization(url: string): Promise<void> {
  let next: string | null = url;
  for (let hop = 0; next !== null && hop < 10; hop++) {
    const response: Response = await fetch(next, { redirect: "manual" });
    const location = response.headers.get("location");
    next = location === null ? null : new URL(location, next).toString();
  }
}

function authOptions(cacheDir: string): Pick<MCPClientOptions, "auth" | "oauth"> {
  if (!scenario.startsWith("auth/")) return {};
  const common = { cacheDir, openUrl: followAuthorization, log: () => {} };
  if (scenario.startsWith("auth/client-credentials") && context.client_id) {
    // Machine to machine: the client-credentials grant, with a secret or a signed JWT.
    return {
      auth: "oauth",
      oauth: {
        ...common,
        grant: "client_credentials",
        clientId: context.client_id,
        ...(context.private_key_pem
          ? {
              privateKey: context.private_key_pem,
              signingAlgorithm: context.signing_algorithm ?? "ES256",
            }
          : { clientSecret: context.client_secret }),
      },
    };
  }
  // A Client ID Metadata Document where the server takes one (the suite serves this URL),
  // pre-registered credentials where the scenario hands them over, else dynamic registration.
  return {
    auth: "oauth",
    oauth: {
      ...common,
      clientMetadataUrl: "https://conformance-test.local/client-metadata.json",
      ...(context.client_id
        ? { clientId: context.client_id, clientSecret: context.client_secret }
        : {}),
    },
  };
}

async function main(): Promise<void> {
  const cacheDir = mkdtempSync(join(tmpdir(), "conformance-oauth-"));
  const client = new MCPClient(serverUrl, {
    name: "conformance",
    ...authOptions(cacheDir),
  });
  const adapter = new MCPAdapter(client);
  try {
    const tools = await adapter.listTools();
    // One server, so the tools keep their MCP names; a tool the runtime left out is not called.
    const calls = plannedCalls(tools).filter((call) => tools.some((t) => t.name === call.name));
    if (calls.length === 0) return;
    const agent = createAgent({
      model: fakeModel().respondWithTools(calls).respond(new AIMessage("done")),
      tools,
      checkpointer: new MemorySaver(),
    });
    const thread = { configurable: { thread_id: scenario } };
    let state = await agent.invoke({ messages: [{ role: "user", content: scenario }] }, thread);
    for (let pause = 0; state.__interrupt__?.length && pause < 16; pause++) {
      state = await agent.invoke(new Command({ resume: { responses: answersFor(state) } }), thread);
    }
    for (const message of state.messages) {
      if (message.getType() === "tool") console.log(`${message.name}: ${String(message.content)}`);
    }
  } finally {
    await adapter.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
