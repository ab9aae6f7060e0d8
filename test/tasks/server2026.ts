// A task server of the 2026-07-28 wire (the tasks extension `io.modelcontextprotocol/tasks`),
// built on the SDK 2.4 server (`@modelcontextprotocol/server`): its `tools/call` answers
// `resultType: "task"` when the request declares the extension, and it answers `tasks/get`,
// `tasks/update` and `tasks/cancel` with handlers and schemas of its own (the SDK has none).
// Tools (nothing in the listing says they run as tasks: on this wire the server decides per call):
// - `research {topic, ms?}`  a task whose statusMessage goes through stages; completes after
//   `ms` (default 300) with text "report on <topic>".
// - `confirm {item}`         a task that turns `input_required` with one elicitation in
//   `inputRequests` ({ ok: boolean }) and waits (for ever) for its `tasks/update`; then
//   "deleted <item>" or "kept <item>".
// - `plan {goal}`            asks first, before any task (an `input_required` round, key
//   `go`); the answered call becomes a task that completes with "planned <goal>" (or "dropped").
// - `broken`                 a task that fails with the JSON-RPC error -32603 "it broke".
// - `stats`                  plain: JSON `{ created, cancelled, completed, updates, taskRequests,
//                            named, pid }` (`named`: tasks requests with an `Mcp-Name` header).
// A call that does not declare the extension is refused with -32021 (missing client capability);
// the SDK's McpServer turns an error a tool throws into an `isError` result with its message.
// Run this file to serve it over stateless Streamable HTTP on 127.0.0.1 (it prints
// `listening <url>`): the tasks live in the process, so they outlive any one client.
import { randomUUID } from "node:crypto";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";
import { toNodeHandler } from "@modelcontextprotocol/node";
import {
  McpServer,
  ProtocolError,
  ProtocolErrorCode,
  createMcpHandler,
  inputRequired,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { z } from "zod";
import { listenOnLoopback, type TaskHttpServer } from "./server.js";

export const TASKS_EXTENSION = "io.modelcontextprotocol/tasks";
const CAPABILITIES_META = "io.modelcontextprotocol/clientCapabilities";

export interface Task2026Record {
  created: number;
  cancelled: number;
  completed: number;
  updates: number;
  /** HTTP requests of tasks/get, tasks/update, tasks/cancel; those with the `Mcp-Name` header. */
  taskRequests: number;
  named: number;
}

interface StoredTask {
  taskId: string;
  status: "working" | "input_required" | "completed" | "failed" | "cancelled";
  statusMessage?: string;
  createdAt: string;
  lastUpdatedAt: string;
  inputRequests?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: Record<string, unknown>;
  /** Answers a `tasks/update` brought, by key, for the work waiting on them. */
  answers: Map<string, (answer: unknown) => void>;
}

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const POLL_MS = 40;

/** The tasks of one server process, shared by every request (the server is stateless). */
export function createTask2026Backend() {
  const record: Task2026Record = {
    created: 0,
    cancelled: 0,
    completed: 0,
    updates: 0,
    taskRequests: 0,
    named: 0,
  };
  const tasks = new Map<string, StoredTask>();
  const set = (task: StoredTask, change: Partial<StoredTask>) => {
    if (task.status === "cancelled") return false;
    Object.assign(task, change, { lastUpdatedAt: new Date().toISOString() });
    return true;
  };
  const start = (work: (task: StoredTask) => Promise<Record<string, unknown> | undefined>) => {
    const now = new Date().toISOString();
    const task: StoredTask = {
      taskId: randomUUID(),
      status: "working",
      statusMessage: "starting",
      createdAt: now,
      lastUpdatedAt: now,
      answers: new Map(),
    };
    tasks.set(task.taskId, task);
    record.created++;
    void work(task).then((result) => {
      if (result === undefined || !set(task, { status: "completed", result })) return;
      record.completed++;
    });
    return task;
  };
  return { record, tasks, set, start };
}

export type Task2026Backend = ReturnType<typeof createTask2026Backend>;

/** What `tasks/get` (and the creating call) says of a task. */
function detailed(task: StoredTask) {
  const { answers: _answers, ...shown } = task;
  return { ...shown, ttlMs: 600_000, pollIntervalMs: POLL_MS };
}

function known(backend: Task2026Backend, taskId: string): StoredTask {
  const task = backend.tasks.get(taskId);
  if (!task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, "Task not found");
  return task;
}

function declaresTasks(ctx: ServerContext): boolean {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined;
  const declared = envelope?.[CAPABILITIES_META] as { extensions?: Record<string, unknown> };
  return declared?.extensions?.[TASKS_EXTENSION] !== undefined;
}

/** One SDK 2.4 server on `backend`'s tasks. */
export function createTask2026Server(
  backend: Task2026Backend,
  { declaresExtension = true } = {},
): McpServer {
  const { record, set, start } = backend;
  const extensions = declaresExtension ? { extensions: { [TASKS_EXTENSION]: {} } } : {};
  const server = new McpServer(
    { name: "task-2026-test-server", version: "2.0.0" },
    { capabilities: { tools: {}, ...extensions } },
  );
  /** The creating answer: the task as created, or -32021 for a client without the extension. */
  const asTask = (ctx: ServerContext, work: Parameters<typeof start>[0]) => {
    if (!declaresTasks(ctx)) {
      throw new ProtocolError(-32021, "Missing required client capability", {
        requiredCapabilities: { extensions: { [TASKS_EXTENSION]: {} } },
      });
    }
    return { resultType: "task", ...detailed(start(work)) } as never;
  };

  server.registerTool(
    "research",
    {
      description: "Researches a topic (long-running: runs as a task)",
      inputSchema: z.object({ topic: z.string(), ms: z.number().optional() }),
    },
    async ({ topic, ms }, ctx) =>
      asTask(ctx, async (task) => {
        for (const stage of ["gathering", "analyzing", "writing"]) {
          if (!set(task, { statusMessage: stage })) return undefined;
          await sleep((ms ?? 300) / 3);
        }
        return task.status === "cancelled" ? undefined : text(`report on ${topic}`);
      }),
  );
  server.registerTool(
    "confirm",
    {
      description: "Deletes an item after asking the user (runs as a task)",
      inputSchema: z.object({ item: z.string() }),
    },
    async ({ item }, ctx) =>
      asTask(ctx, async (task) => {
        await sleep(50);
        const key = `confirm-${task.taskId.slice(0, 8)}`;
        const answer = new Promise<unknown>((resolve) => task.answers.set(key, resolve));
        const inputRequests = {
          [key]: {
            method: "elicitation/create",
            params: {
              mode: "form",
              message: `Delete ${item}?`,
              requestedSchema: {
                type: "object",
                properties: { ok: { type: "boolean" } },
                required: ["ok"],
              },
            },
          },
        };
        if (!set(task, { status: "input_required", statusMessage: "asking", inputRequests }))
          return undefined;
        const reply = (await answer) as { action?: string; content?: { ok?: unknown } };
        if (!set(task, { status: "working", statusMessage: "answered", inputRequests: undefined }))
          return undefined;
        await sleep(50);
        const ok = reply.action === "accept" && reply.content?.ok === true;
        return task.status === "cancelled" ? undefined : text(`${ok ? "deleted" : "kept"} ${item}`);
      }),
  );
  server.registerTool(
    "plan",
    { description: "Plans a goal, asking first", inputSchema: z.object({ goal: z.string() }) },
    async ({ goal }, ctx) => {
      const answer = ctx.mcpReq.inputResponses?.go as { action?: string } | undefined;
      if (answer === undefined) {
        return inputRequired({
          inputRequests: {
            go: inputRequired.elicit({
              message: `Plan ${goal}?`,
              requestedSchema: { type: "object", properties: {} },
            }),
          },
        });
      }
      const verdict = answer.action === "accept" ? "planned" : "dropped";
      return asTask(ctx, async (task) => {
        await sleep(60);
        return task.status === "cancelled" ? undefined : text(`${verdict} ${goal}`);
      });
    },
  );
  server.registerTool("broken", { description: "A task that fails" }, async (ctx) =>
    asTask(ctx, async (task) => {
      await sleep(30);
      set(task, {
        status: "failed",
        statusMessage: "it broke",
        error: { code: -32603, message: "it broke" },
      });
      return undefined;
    }),
  );
  server.registerTool("stats", { description: "What this server saw" }, async () =>
    text(JSON.stringify({ ...record, pid: process.pid })),
  );

  const byId = z.object({ taskId: z.string() }).passthrough();
  server.server.setRequestHandler("tasks/get", { params: byId }, async ({ taskId }) => ({
    ...detailed(known(backend, taskId)),
  }));
  // The SDK lifts a request's `inputResponses` out of its params into the context (the MRTR
  // field of the same name), so the handler reads them there.
  server.server.setRequestHandler("tasks/update", { params: byId }, async ({ taskId }, ctx) => {
    const task = known(backend, taskId);
    record.updates++;
    const responses = (ctx.mcpReq.inputResponses ?? {}) as Record<string, unknown>;
    for (const [key, answer] of Object.entries(responses)) {
      task.answers.get(key)?.(answer);
      task.answers.delete(key);
    }
    return {};
  });
  server.server.setRequestHandler("tasks/cancel", { params: byId }, async ({ taskId }) => {
    const task = known(backend, taskId);
    if (set(task, { status: "cancelled", statusMessage: "cancelled by the client" }))
      record.cancelled++;
    for (const resolve of task.answers.values()) resolve({ action: "cancel" });
    return {};
  });
  return server;
}

export type Task2026HttpServer = TaskHttpServer<Task2026Backend>;

/** Stateless Streamable HTTP on 127.0.0.1 (free port): a server per request, one backend. */
export async function listenTask2026Server(
  backend: Task2026Backend = createTask2026Backend(),
  options: { declaresExtension?: boolean } = {},
): Promise<Task2026HttpServer> {
  const handler = createMcpHandler(() => createTask2026Server(backend, options));
  const nodeHandler = toNodeHandler(handler);
  const http = createServer((req, res) => {
    // The extension asks the task id in `Mcp-Name` on these requests (load balancers route by it).
    if (String(req.headers["mcp-method"]).startsWith("tasks/")) {
      backend.record.taskRequests++;
      if (req.headers["mcp-name"]) backend.record.named++;
    }
    void nodeHandler(req, res);
  });
  return listenOnLoopback(http, backend, () => handler.close());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await listenTask2026Server();
  process.stdout.write(`listening ${url}\n`);
}
