// The clients under test, each opened the way its documentation says and reduced to the same
// shape: callers that invoke `add` or `text`, and close().
import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import {
  Client as ModernClient,
  StreamableHTTPClientTransport as ModernHttp,
} from "@modelcontextprotocol/client";
import { StdioClientTransport as ModernStdio } from "@modelcontextprotocol/client/stdio";
import { Client as LegacyClient } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport as LegacyStdio } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport as LegacyHttp } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { REPO } from "../paths.js";
import {
  type Era,
  type Ports,
  type TransportKind,
  httpUrl,
  inProcessServer,
  serveInMemory,
  stdioCommand,
} from "./servers.js";

export type ClientKind = "raw" | "raw-caps" | "raw-1x" | "old" | "ours";
export type ToolName = "add" | "text";
export const ARGS: Record<ToolName, Record<string, unknown>> = { add: { a: 1, b: 2 }, text: {} };

export interface Caller {
  label: string;
  call(tool: ToolName): Promise<unknown>;
}
export interface Opened {
  callers: Caller[];
  close(): Promise<void>;
}
export interface Setup {
  era: Era;
  transport: TransportKind;
  ports?: Ports;
}

export class NotBuiltError extends Error {}

// The modern era, pinned: `auto` would spawn a second stdio child just to probe.
const MODERN = { versionNegotiation: { mode: { pin: "2026-07-28" } } } as const;
const INFO = { name: "bench", version: "1.0.0" };
// What ours declares (declaredCapabilities({}) in runtime/src/client/connection.ts, without an
// elicitationHandler; test/bench-capabilities.test.ts keeps the two equal). Written out because
// the bench's workers are compiled file by file and cannot import src/. A modern request carries
// the client's capabilities and the server parses them on every call, so declaring costs per call.
export const OURS_CAPABILITIES = { elicitation: { form: {} } };

async function openRaw(
  { era, transport, ports }: Setup,
  label = "raw",
  capabilities?: typeof OURS_CAPABILITIES,
): Promise<Opened> {
  const client = new ModernClient(INFO, { ...MODERN, ...(capabilities && { capabilities }) });
  if (transport === "memory") await client.connect(await serveInMemory(era, "v2"));
  else if (transport === "stdio") await client.connect(new ModernStdio(stdioCommand(era)));
  else await client.connect(new ModernHttp(new URL(httpUrl(era, ports!))));
  const call = (tool: ToolName) => client.callTool({ name: tool, arguments: ARGS[tool] });
  return { callers: [{ label, call }], close: () => client.close() };
}

async function openRaw1x(
  { era, transport, ports }: Setup,
  label = "raw 1.x",
): Promise<Opened & { client: LegacyClient }> {
  const client = new LegacyClient(INFO);
  let http: LegacyHttp | undefined;
  if (transport === "memory") await client.connect(await serveInMemory(era, "1x"));
  else if (transport === "stdio") await client.connect(new LegacyStdio(stdioCommand(era)));
  else await client.connect((http = new LegacyHttp(new URL(httpUrl(era, ports!)))));
  const call = (tool: ToolName) => client.callTool({ name: tool, arguments: ARGS[tool] });
  return {
    client,
    callers: [{ label, call }],
    close: async () => {
      // A well-behaved raw 1.x client ends its HTTP session itself (close() alone does not).
      if (http?.sessionId) await http.terminateSession();
      await client.close();
    },
  };
}

type LangChainTool = { name: string; invoke(input: unknown): Promise<unknown> };
const byName = (tools: LangChainTool[], name: string) => {
  const tool = tools.find((t) => t.name === name);
  if (!tool)
    throw new Error(`tool ${name} not listed (got ${tools.map((t) => t.name).join(", ")})`);
  return tool;
};

async function openOld(setup: Setup): Promise<Opened> {
  const { MultiServerMCPClient, loadMcpTools } = await import("@langchain/mcp-adapters");
  if (setup.transport === "memory") {
    // In-process servers are reached through loadMcpTools on an SDK 1.x client.
    const raw = await openRaw1x(setup);
    const tools = (await loadMcpTools("bench", raw.client as any)) as LangChainTool[];
    const call = (tool: ToolName) => byName(tools, tool).invoke(ARGS[tool]);
    return { callers: [{ label: "old adapter", call }], close: () => raw.close() };
  }
  const entry =
    setup.transport === "stdio"
      ? { transport: "stdio" as const, ...stdioCommand(setup.era) }
      : { transport: "http" as const, url: httpUrl(setup.era, setup.ports!) };
  const client = new MultiServerMCPClient({ mcpServers: { bench: entry } } as any);
  const tools = (await client.getTools()) as LangChainTool[];
  const call = (tool: ToolName) => byName(tools, tool).invoke(ARGS[tool]);
  return { callers: [{ label: "old adapter", call }], close: () => client.close() };
}

/** Loads this package's built runtime; a missing build is reported, not thrown as a crash. */
export async function loadOurs(): Promise<any> {
  let mod: any;
  try {
    mod = await import(pathToFileURL(`${REPO}runtime/dist/index.js`).href);
  } catch (error) {
    throw new NotBuiltError(
      `runtime not built yet (runtime/dist/index.js: ${(error as Error).message})`,
    );
  }
  if (typeof mod.MCPAdapter !== "function")
    throw new NotBuiltError("runtime not built yet (no MCPAdapter export)");
  return mod;
}

async function openOurs({ era, transport, ports }: Setup): Promise<Opened> {
  const { MCPAdapter } = await loadOurs();
  const target =
    transport === "memory"
      ? inProcessServer(era)
      : transport === "stdio"
        ? { mcpServers: { bench: stdioCommand(era) } }
        : httpUrl(era, ports!);
  const adapter = new MCPAdapter(target);
  const tools = (await adapter.listTools()) as LangChainTool[];
  const add = byName(tools, "add");
  const text = byName(tools, "text");
  const pick = (tool: ToolName) => (tool === "add" ? add : text);
  // The adapter's own client on the same connection: ours without core's tool call path, so
  // the table shows which part of ours' cost is the client and which is LangChain's.
  const client = adapter.client();
  return {
    callers: [
      { label: "ours (MCPClient)", call: (tool) => client.callTool(tool, ARGS[tool]) },
      { label: "ours (args)", call: (tool) => pick(tool).invoke(ARGS[tool]) },
      {
        label: "ours (ToolCall)",
        call: (tool) =>
          pick(tool).invoke({ type: "tool_call", id: randomUUID(), name: tool, args: ARGS[tool] }),
      },
    ],
    close: () => adapter.close(),
  };
}

export function openClient(kind: ClientKind, setup: Setup): Promise<Opened> {
  switch (kind) {
    case "raw":
      // The raw baseline of each era: the v2 client for modern servers, the 1.x client for legacy ones.
      return setup.era === "modern" ? openRaw(setup) : openRaw1x(setup, "raw");
    case "raw-caps":
      return openRaw(setup, "raw +caps", OURS_CAPABILITIES);
    case "raw-1x":
      return openRaw1x(setup);
    case "old":
      return openOld(setup);
    case "ours":
      return openOurs(setup);
  }
}

/** Extracts the text a client returned, whatever its shape (CallToolResult, string, ToolMessage, blocks). */
export function resultText(result: unknown): string {
  if (typeof result === "string") return result;
  if (Array.isArray(result)) return result.map(resultText).join("");
  if (result && typeof result === "object") {
    const r = result as Record<string, unknown>;
    if (typeof r.text === "string") return r.text;
    if ("content" in r) return resultText(r.content);
    if ("kwargs" in r) return resultText((r.kwargs as any)?.content);
  }
  return "";
}
