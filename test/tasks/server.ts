// A task server of the 2025-11-25 wire, built on SDK 1.x (`@modelcontextprotocol/sdk`): its
// experimental task store answers tasks/get, tasks/result and tasks/cancel. Tools:
// - `research {topic, ms?}`  taskSupport "required": reports stages in statusMessage and
//   progress, completes after `ms` (default 300) with text "report on <topic>".
// - `compute {n}`            taskSupport "optional": n*n after a short while.
// - `confirm {item}`         taskSupport "required": asks `elicitation/create` ({ ok: boolean })
//   through the task (status input_required), then "deleted <item>" or "kept <item>".
// - `stats`                  plain tool: JSON `{ created, cancelled, completed, pid }`.
// Test hooks (stdio): TASK_SERVER_CREATED_FILE (a line per created task),
// TASK_SERVER_EXIT_AFTER_CREATE (the process exits before answering a creating call). As a
// process, `--hold-create <ms>`: prints `created <task id>` and waits that long before answering
// a creating call (a client killed meanwhile never learns the task's id).
// Run this file to serve it: over stdio, with `--http` over stateless Streamable HTTP on
// 127.0.0.1 (one task store for every request; it prints `listening <url>`), or with
// `--http-sessions` over sessionful Streamable HTTP (tasks bound to their session; it prints
// `session <id>` for each new session).
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  InMemoryTaskMessageQueue,
  InMemoryTaskStore,
} from "@modelcontextprotocol/sdk/experimental/tasks";
import { ElicitResultSchema, type Task } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

export interface TaskRecord {
  created: number;
  cancelled: number;
  completed: number;
  /** The `_meta.traceparent` of each task-creating request that carried one. */
  traceparents: string[];
}

type Store = {
  createTask(p: { ttl?: number | null; pollInterval?: number }): Promise<Task>;
  getTask(id: string): Promise<{ status: string } | null>;
  updateTaskStatus(
    id: string,
    status: "working" | "input_required",
    message?: string,
  ): Promise<void>;
  storeTaskResult(id: string, status: "completed" | "failed", result: unknown): Promise<void>;
  getTaskResult(id: string): Promise<unknown>;
};

const text = (t: string) => ({ content: [{ type: "text" as const, text: t }] });
const holdAt = process.argv.indexOf("--hold-create");
const HOLD_CREATE_MS = holdAt > 0 ? Number(process.argv[holdAt + 1]) : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Shared by every connection of one server process, so a task outlives its session. */
export function createTaskBackend() {
  return {
    record: { created: 0, cancelled: 0, completed: 0, traceparents: [] } as TaskRecord,
    taskStore: new InMemoryTaskStore(),
    taskMessageQueue: new InMemoryTaskMessageQueue(),
  };
}

export type TaskBackend = ReturnType<typeof createTaskBackend>;

/** One SDK 1.x server on `backend`'s task store. */
export function createTaskServer(backend: TaskBackend = createTaskBackend()): McpServer {
  const { record } = backend;
  const server = new McpServer(
    { name: "task-test-server", version: "1.0.0" },
    {
      capabilities: { tools: {}, tasks: { requests: { tools: { call: {} } }, cancel: {} } },
      taskStore: backend.taskStore,
      taskMessageQueue: backend.taskMessageQueue,
    },
  );
  // Runs `work` in the background of a new task; a cancelled task stops at its next step.
  // The request's store creates the task (bound to its session, if any); the background uses
  // the backend's own store, which outlives the request (stateless HTTP closes its server).
  const tasks = backend.taskStore as unknown as Store;
  const start = async (
    requestStore: Store,
    work: (step: (status: string) => Promise<boolean>, id: string) => Promise<unknown>,
    pollInterval = 50,
  ) => {
    const task = await requestStore.createTask({ ttl: 60_000, pollInterval });
    record.created++;
    // For the connection-drop test: note the task in a file, then die before answering.
    if (process.env.TASK_SERVER_CREATED_FILE)
      appendFileSync(process.env.TASK_SERVER_CREATED_FILE, `${task.taskId}\n`);
    if (process.env.TASK_SERVER_EXIT_AFTER_CREATE) process.exit(0);
    if (HOLD_CREATE_MS > 0) {
      process.stdout.write(`created ${task.taskId}\n`);
      await sleep(HOLD_CREATE_MS);
    }
    const step = async (message: string) => {
      const now = await tasks.getTask(task.taskId);
      if (now?.status === "cancelled") {
        record.cancelled++;
        return false;
      }
      await tasks.updateTaskStatus(task.taskId, "working", message);
      return true;
    };
    void work(step, task.taskId).then(async (result) => {
      if (result === undefined) return;
      record.completed++;
      await tasks.storeTaskResult(task.taskId, "completed", result);
    });
    return { task };
  };
  const fetch = {
    getTask: async (_args: unknown, extra: { taskId: string; taskStore: unknown }) =>
      (extra.taskStore as Store).getTask(extra.taskId) as never,
    getTaskResult: async (_args: unknown, extra: { taskId: string; taskStore: unknown }) =>
      (extra.taskStore as Store).getTaskResult(extra.taskId) as never,
  };

  server.experimental.tasks.registerToolTask(
    "research",
    {
      description: "Researches a topic (long-running: runs as a task)",
      inputSchema: { topic: z.string(), ms: z.number().optional() },
      execution: { taskSupport: "required" },
    },
    {
      createTask: async ({ topic, ms }, extra) =>
        start(extra.taskStore as unknown as Store, async (step) => {
          const stages = ["gathering", "analyzing", "writing"];
          const token = extra._meta?.progressToken;
          const traceparent = extra._meta?.traceparent;
          if (typeof traceparent === "string") record.traceparents.push(traceparent);
          for (const [i, stage] of stages.entries()) {
            if (!(await step(stage))) return undefined;
            if (token !== undefined) {
              await extra
                .sendNotification({
                  method: "notifications/progress",
                  params: { progressToken: token, progress: i + 1, total: 3, message: stage },
                })
                .catch(() => {});
            }
            await sleep((ms ?? 300) / stages.length);
          }
          if (!(await step("done"))) return undefined;
          return text(`report on ${topic}`);
        }),
      ...fetch,
    },
  );
  server.experimental.tasks.registerToolTask(
    "compute",
    {
      description: "Squares a number (may run as a task)",
      inputSchema: { n: z.number() },
      execution: { taskSupport: "optional" },
    },
    {
      createTask: async ({ n }, extra) =>
        start(extra.taskStore as unknown as Store, async (step) => {
          await sleep(100);
          if (!(await step("squared"))) return undefined;
          return text(String(n * n));
        }),
      ...fetch,
    },
  );
  server.experimental.tasks.registerToolTask(
    "confirm",
    {
      description: "Deletes an item after asking the user (runs as a task)",
      inputSchema: { item: z.string() },
      execution: { taskSupport: "required" },
    },
    {
      createTask: async ({ item }, extra) => {
        return start(extra.taskStore as unknown as Store, async (step, taskId) => {
          if (!(await step("asking"))) return undefined;
          await tasks.updateTaskStatus(taskId, "input_required", "waiting for the user");
          const answer = await extra.sendRequest(
            {
              method: "elicitation/create",
              params: {
                message: `Delete ${item}?`,
                requestedSchema: {
                  type: "object",
                  properties: { ok: { type: "boolean" } },
                  required: ["ok"],
                },
              },
            },
            ElicitResultSchema,
            // Queued for tasks/result (the SDK's types leave the option out; its runtime reads it).
            { relatedTask: { taskId }, timeout: 600_000 } as never,
          );
          if (!(await step("answered"))) return undefined;
          const ok = answer.action === "accept" && answer.content?.ok === true;
          return text(`${ok ? "deleted" : "kept"} ${item}`);
        });
      },
      ...fetch,
    },
  );
  server.registerTool("stats", { description: "What this server saw" }, async () =>
    text(JSON.stringify({ ...record, pid: process.pid })),
  );
  return server;
}

/** A task server listening on 127.0.0.1 (either wire's), with the backend it counts in. */
export interface TaskHttpServer<Backend = TaskBackend> {
  url: URL;
  backend: Backend;
  close(): Promise<void>;
}

/** Stateless Streamable HTTP on 127.0.0.1: a server per request, one task store for all. */
export async function listenTaskServer(
  backend: TaskBackend = createTaskBackend(),
): Promise<TaskHttpServer> {
  const http: HttpServer = createServer((req, res) => {
    const server = createTaskServer(backend);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => {
      void transport.close();
      void server.close();
    });
    void server.connect(transport).then(() => transport.handleRequest(req, res));
  });
  return listenOnLoopback(http, backend);
}

/**
 * Sessionful Streamable HTTP on 127.0.0.1: a server per `Mcp-Session-Id`, one task store that
 * binds each task to the session that created it (SDK 1.x `InMemoryTaskStore`): another
 * session asking for it is told the task is unknown. A request naming a session this process
 * does not know gets HTTP 404.
 */
export async function listenSessionTaskServer(
  backend: TaskBackend = createTaskBackend(),
  /** Told each new session's id (a test checks no error carries one). */
  onSession: (id: string) => void = () => {},
): Promise<TaskHttpServer> {
  const sessions = new Map<string, StreamableHTTPServerTransport>();
  const http: HttpServer = createServer((req, res) => {
    const id = req.headers["mcp-session-id"];
    if (typeof id === "string") {
      const known = sessions.get(id);
      if (known) return void known.handleRequest(req, res);
      res.writeHead(404, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          jsonrpc: "2.0",
          error: { code: -32001, message: "Session not found" },
          id: null,
        }),
      );
      return;
    }
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (sessionId) => {
        sessions.set(sessionId, transport);
        onSession(sessionId);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    void createTaskServer(backend)
      .connect(transport)
      .then(() => transport.handleRequest(req, res));
  });
  return listenOnLoopback(http, backend);
}

/** Listens on 127.0.0.1 (a free port); `close` drops open connections, then runs `onClose`. */
export async function listenOnLoopback<Backend>(
  http: HttpServer,
  backend: Backend,
  onClose: () => Promise<void> = async () => {},
): Promise<TaskHttpServer<Backend>> {
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", () => resolve()));
  const { port } = http.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    backend,
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await onClose();
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--http-sessions")) {
    const { url } = await listenSessionTaskServer(undefined, (id) =>
      process.stdout.write(`session ${id}\n`),
    );
    process.stdout.write(`listening ${url}\n`);
  } else if (process.argv.includes("--http")) {
    const { url } = await listenTaskServer();
    process.stdout.write(`listening ${url}\n`);
  } else {
    await createTaskServer().connect(new StdioServerTransport());
  }
}
