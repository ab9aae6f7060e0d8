// Transport failures are connection errors, promptly, and leave no socket behind: servers of
// both eras over Streamable HTTP and SSE, in child processes (killed with SIGKILL mid-call),
// and the hand-written raw HTTP server (broken bodies).
import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { MemorySaver } from "@langchain/langgraph";
import { AIMessage, createAgent, fakeModel } from "langchain";
import { afterEach, describe, expect, it } from "vitest";
import {
  MCPAdapter,
  MCPClient,
  MCPConnectionError,
  SSETransport,
  StreamableHttpTransport,
} from "../../runtime/src/index.js";
import { startModernHttp } from "../servers/index.js";
import { socketFds, until } from "./helpers.js";
import { startRawHttp } from "./servers/raw-http.js";

const HTTP_CHILD = fileURLToPath(new URL("./servers/http-child.ts", import.meta.url));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/** A test server of `era` over HTTP in a child process; `sse` picks its HTTP+SSE endpoint. */
async function serverChild(
  era: "legacy" | "modern",
  sse = false,
): Promise<{ child: ChildProcess; target: unknown }> {
  const child = spawn(process.execPath, ["--import", "tsx", HTTP_CHILD, era], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const line = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once("line", resolve),
  );
  const { url, sseUrl } = JSON.parse(line) as { url: string; sseUrl?: string };
  return { child, target: sse ? new SSETransport(sseUrl!) : new StreamableHttpTransport(url) };
}

const TRANSPORTS = [
  ["legacy", "Streamable HTTP"],
  ["legacy", "SSE"],
  ["modern", "Streamable HTTP"],
] as const;

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as Error,
  );

describe("a server killed in the middle of a call", { timeout: 60_000 }, () => {
  it.each(TRANSPORTS)(
    "%s over %s: the call fails with MCPConnectionError at once, not at its timeout",
    async (era, kind) => {
      const { child, target } = await serverChild(era, kind === "SSE");
      await using client = new MCPClient(target, { name: "doomed", timeout: 30_000 });
      await client.connect();
      const call = rejection(client.callTool("slow", { ms: 20_000 }));
      await new Promise((r) => setTimeout(r, 300)); // the call is in flight
      const killed = performance.now();
      child.kill("SIGKILL");
      const error = await call;
      const elapsed = performance.now() - killed;
      console.info(
        `[reliability] ${era} ${kind}: killed server, call failed ${elapsed.toFixed(0)} ms later`,
      );
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect(error).toMatchObject({ server: "doomed", tool: "slow" });
      // A hang guard, far below the 30 s timeout it waited for before (the number is logged above).
      expect(elapsed).toBeLessThan(10_000);
    },
  );
});

describe(
  "a legacy HTTP server killed mid-call under createAgent (default settings)",
  { timeout: 60_000 },
  () => {
    it("the run stops with MCPConnectionError; the model never reads the failure", async () => {
      const { child, target } = await serverChild("legacy");
      await using adapter = new MCPAdapter(new MCPClient(target, { name: "doomed" }), {
        timeout: 30_000,
      });
      const tools = await adapter.listTools();
      const model = fakeModel()
        .respondWithTools([{ name: "slow", args: { ms: 20_000 }, id: "k1" }])
        .respond(new AIMessage("the model must never get here"));
      const agent = createAgent({ model, tools, checkpointer: new MemorySaver() });
      const run = rejection(
        agent.invoke(
          { messages: [{ role: "user", content: "wait" }] },
          { configurable: { thread_id: "killed" } },
        ),
      );
      await new Promise((r) => setTimeout(r, 1_000)); // the tool call is in flight
      child.kill("SIGKILL");
      const error = await run;
      expect(error).toBeInstanceOf(MCPConnectionError);
      expect(error).toMatchObject({ server: "doomed", tool: "slow" });
      expect(model.callCount).toBe(1);
    });
  },
);

describe("responses that cannot be read", { timeout: 60_000 }, () => {
  it("legacy (raw HTTP): a cut JSON body, an empty body and `result: null` are MCPConnectionErrors naming server and tool", async () => {
    const raw = await startRawHttp();
    try {
      await using client = new MCPClient(raw.url, { name: "raw", timeout: 20_000 });
      for (const tool of ["broken_json", "empty_body", "null_result"]) {
        const started = performance.now();
        const error = await rejection(client.callTool(tool, {}));
        expect(error, tool).toBeInstanceOf(MCPConnectionError);
        expect(error).toMatchObject({ server: "raw", tool });
        expect(error!.message).toMatch(/response could not be read/);
        expect(performance.now() - started).toBeLessThan(10_000); // not the 20 s timeout
      }
      expect((await client.callTool("echo", { text: "after" })).content).toEqual([
        { type: "text", text: "after" },
      ]);
    } finally {
      await raw.close();
    }
  });

  it("modern (SDK v2 server): the same when its answer is cut or made `result: null` on the way", async () => {
    const server = await startModernHttp();
    try {
      for (const fault of ["cut", "null"] as const) {
        const faulty: typeof fetch = async (input, init) => {
          const response = await fetch(input, init);
          const isCall = typeof init?.body === "string" && init.body.includes('"tools/call"');
          if (!isCall || !(response.headers.get("content-type") ?? "").includes("json"))
            return response;
          const text = await response.text();
          const body =
            fault === "cut"
              ? text.slice(0, text.length / 2)
              : JSON.stringify({ ...JSON.parse(text), result: null });
          return new Response(body, { status: response.status, headers: response.headers });
        };
        await using client = new MCPClient(
          new StreamableHttpTransport(server.url, { fetch: faulty }),
          {
            name: "modern",
            timeout: 20_000,
          },
        );
        const error = await rejection(client.callTool("echo", { text: "x" }));
        expect(client.protocolEra()).toBe("modern");
        expect(error, fault).toBeInstanceOf(MCPConnectionError);
        expect(error).toMatchObject({ server: "modern", tool: "echo" });
      }
    } finally {
      await server.close();
    }
  });
});

describe("aborted and timed-out calls release their sockets", { timeout: 180_000 }, () => {
  it.each(TRANSPORTS)(
    "%s over %s: back to the baseline after 200 aborted calls, before and after close()",
    async (era, kind) => {
      const { target } = await serverChild(era, kind === "SSE");
      const before = socketFds();
      const client = new MCPClient(target, { name: "srv", timeout: 30_000 });
      await client.connect();
      const connected = socketFds();
      /** 20 calls at a time: half aborted by a signal, half by a 50 ms timeout. */
      const abortedCalls = async (n: number) => {
        for (let done = 0; done < n; done += 20) {
          await Promise.all(
            Array.from({ length: 20 }, (_, i) =>
              rejection(
                i % 2
                  ? client.callTool("slow", { ms: 60_000 }, { signal: AbortSignal.timeout(50) })
                  : client.callTool("slow", { ms: 60_000 }, { timeout: 50 }),
              ),
            ),
          );
        }
      };
      await abortedCalls(200);
      // Idle keep-alive sockets go when the server's keep-alive timeout (5 s) ends them.
      const settledOpen = await until(() => socketFds() <= connected, 15_000);
      const afterCalls = socketFds();
      await client.close();
      await abortedCalls(20); // after close(): a connection per call
      const settledClosed = await until(() => socketFds() <= before, 15_000);
      console.info(
        `[reliability] ${era} ${kind}: sockets before ${before}, connected ${connected}, ` +
          `after 200 aborted calls ${afterCalls}, after close() and 20 more ${socketFds()}`,
      );
      expect(settledOpen).toBe(true);
      expect(settledClosed).toBe(true);
    },
  );
});
