// Every call takes core's own `StructuredTool.call` (callbacks, tracing, verbose output, configure
// hooks, streamEvents), observed or not, with the same results either way.
import { BaseCallbackHandler } from "@langchain/core/callbacks/base";
import { registerConfigureHook, setContextVariable } from "@langchain/core/context";
import { ToolMessage } from "@langchain/core/messages";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { StructuredTool } from "@langchain/core/tools";
import { LangChainTracer } from "@langchain/core/tracers/tracer_langchain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { asLangChainTool, MCPConnectionError, ToolException } from "../../runtime/src/index.js";

// The variables core reads on every call to decide on tracing and verbose output.
const ENV_NAMES = [
  "LANGCHAIN_VERBOSE",
  "LANGSMITH_TRACING_V2",
  "LANGCHAIN_TRACING_V2",
  "LANGSMITH_TRACING",
  "LANGCHAIN_TRACING",
  "MCP_TEST_HOOK_ENABLED",
];
let savedEnv: Record<string, string | undefined> = {};
beforeEach(() => {
  savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
  for (const name of ENV_NAMES) delete process.env[name];
});
afterEach(() => {
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  vi.restoreAllMocks();
});

type Result = { content: { type: "text"; text: string }[]; isError?: boolean };
function stubClient(respond: (args: Record<string, unknown>) => Result | Promise<Result>) {
  return {
    name: "stub",
    serverInfo: () => ({ name: "stub", version: "1.0.0" }),
    callTool: async (_name: string, args: Record<string, unknown>) => respond(args),
  };
}

const inputSchema = {
  type: "object" as const,
  properties: { a: { type: "number" }, b: { type: "number" } },
  required: ["a", "b"],
};

async function addTool() {
  return asLangChainTool(
    { name: "add", inputSchema },
    stubClient(({ a, b }) => {
      if (a === -1) return { content: [{ type: "text", text: "negative" }], isError: true };
      if (a === -2) throw new MCPConnectionError({ server: "stub" }, new Error("gone"));
      return { content: [{ type: "text", text: String(Number(a) + Number(b)) }] };
    }),
    { onWarning: () => {} },
  );
}

/** Records the tool events a handler receives. */
class Recorder extends BaseCallbackHandler {
  name = "recorder";
  events: string[] = [];
  outputs: unknown[] = [];
  override handleToolStart(_tool: unknown, input: string) {
    this.events.push(`start ${input}`);
  }
  override handleToolEnd(output: unknown) {
    this.events.push("end");
    this.outputs.push(output);
  }
  override handleToolError(error: Error) {
    this.events.push(`error ${error.constructor.name}`);
  }
}

/** How many calls went through core's `StructuredTool.call`. */
function coreCalls() {
  return vi.spyOn(StructuredTool.prototype, "call");
}

const toolCall = (args: Record<string, unknown>) =>
  ({ type: "tool_call", id: "call-1", name: "add", args }) as const;

describe("without anything observing the call", () => {
  it("takes core's path, with the same results as a call a handler observes", async () => {
    const tool = await addTool();
    const core = coreCalls();
    expect(await tool.invoke({ a: 1, b: 2 })).toBe("3");
    const message = await tool.invoke(toolCall({ a: 1, b: 2 }));
    expect(core).toHaveBeenCalledTimes(2);

    // The same calls through core's path (a handler that does nothing forces it).
    const quiet = { callbacks: [new Recorder()] };
    expect(await tool.invoke({ a: 1, b: 2 }, quiet)).toBe("3");
    const viaCore = await tool.invoke(toolCall({ a: 1, b: 2 }), quiet);
    expect(core).toHaveBeenCalledTimes(4);
    expect(message).toBeInstanceOf(ToolMessage);
    expect(viaCore).toBeInstanceOf(ToolMessage);
    for (const key of ["content", "status", "tool_call_id", "name", "artifact"] as const) {
      expect((message as ToolMessage)[key]).toEqual((viaCore as ToolMessage)[key]);
    }
  });

  it("errors and error messages are the same as on core's path", async () => {
    const tool = await addTool();
    const quiet = { callbacks: [new Recorder()] };
    for (const config of [undefined, quiet]) {
      await expect(tool.invoke({ a: -1, b: 0 }, config)).rejects.toBeInstanceOf(ToolException);
      await expect(tool.invoke({ a: -2, b: 0 }, config)).rejects.toBeInstanceOf(MCPConnectionError);
      const error = (await tool.invoke(toolCall({ a: -1, b: 0 }), config)) as ToolMessage;
      expect([error.status, error.content]).toEqual(["error", "negative"]);
    }
  });

  it("a direct `call` with a ToolCall, or runId in the config, behaves as core does", async () => {
    const tool = await addTool();
    const core = coreCalls();
    // core gives the ToolCall's id to the result; that path stays core's
    const message = (await tool.call(toolCall({ a: 2, b: 2 }))) as ToolMessage;
    expect(core).toHaveBeenCalledTimes(1);
    expect([message.content, message.tool_call_id]).toEqual(["4", "call-1"]);
    // core deletes `runId` from the config it runs the tool with
    const config = { runId: "00000000-0000-4000-8000-000000000000" };
    expect(await tool.call({ a: 2, b: 2 }, config)).toBe("4");
    expect("runId" in config).toBe(false);
    // ...and so rejects (never throws) when that config is frozen
    const frozen = Object.freeze({ runId: "00000000-0000-4000-8000-000000000000" });
    const pending = tool.call({ a: 2, b: 2 }, frozen);
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });
});

describe("with something observing the call, core's path runs", () => {
  it("a handler in the config receives start, end and error (args and ToolCall)", async () => {
    const tool = await addTool();
    const recorder = new Recorder();
    const core = coreCalls();
    expect(await tool.invoke({ a: 1, b: 2 }, { callbacks: [recorder] })).toBe("3");
    await tool.invoke(toolCall({ a: 1, b: 2 }), { callbacks: [recorder] });
    await tool.invoke({ a: -1, b: 0 }, { callbacks: [recorder] }).catch(() => {});
    expect(core).toHaveBeenCalledTimes(3);
    expect(recorder.events).toEqual([
      'start {"a":1,"b":2}',
      "end",
      'start {"a":1,"b":2}',
      "end",
      'start {"a":-1,"b":0}',
      "error ToolException",
    ]);
    expect(recorder.outputs[1]).toBeInstanceOf(ToolMessage);
  });

  it("a handler given as a plain object of methods, or as the call's callbacks argument", async () => {
    const tool = await addTool();
    const seen: string[] = [];
    await tool.invoke(
      { a: 1, b: 2 },
      { callbacks: [{ handleToolEnd: () => void seen.push("a") }] },
    );
    // `call(arg, callbacks)`: the second argument may be a list of handlers
    await tool.call({ a: 1, b: 2 }, [{ handleToolEnd: () => void seen.push("b") }] as never);
    expect(seen).toEqual(["a", "b"]);
  });

  it("a handler attached to the tool, and a verbose tool", async () => {
    const tool = await addTool();
    const recorder = new Recorder();
    tool.callbacks = [recorder];
    await tool.invoke({ a: 1, b: 2 });
    expect(recorder.events).toEqual(['start {"a":1,"b":2}', "end"]);
    tool.callbacks = undefined;

    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    tool.verbose = true;
    await tool.invoke({ a: 1, b: 2 });
    expect(log.mock.calls.flat().join("\n")).toMatch(/\[tool\/start\][\s\S]*\[tool\/end\]/);
  });

  it("LANGCHAIN_VERBOSE=true prints the run", async () => {
    const tool = await addTool();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const core = coreCalls();
    process.env.LANGCHAIN_VERBOSE = "true";
    await tool.invoke({ a: 1, b: 2 });
    expect(core).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.flat().join("\n")).toMatch(/\[tool\/start\][\s\S]*\[tool\/end\]/);
  });

  for (const name of [
    "LANGSMITH_TRACING_V2",
    "LANGCHAIN_TRACING_V2",
    "LANGSMITH_TRACING",
    "LANGCHAIN_TRACING",
  ]) {
    it(`${name}=true traces the run`, async () => {
      const tool = await addTool();
      // The tracer's runs are recorded here instead of being sent anywhere.
      const runs: string[] = [];
      vi.spyOn(LangChainTracer.prototype, "onRunCreate").mockImplementation(async (run) => {
        runs.push(`create ${run.run_type}`);
      });
      vi.spyOn(LangChainTracer.prototype, "onRunUpdate").mockImplementation(async (run) => {
        runs.push(`update ${run.run_type}`);
      });
      const settled = () => new Promise((resolve) => setTimeout(resolve, 10));
      const core = coreCalls();
      process.env[name] = "true";
      await tool.invoke({ a: 1, b: 2 });
      await tool.invoke(toolCall({ a: 1, b: 2 }));
      await settled();
      expect(core).toHaveBeenCalledTimes(2);
      expect(runs).toEqual(["create tool", "update tool", "create tool", "update tool"]);
      delete process.env[name];
      runs.length = 0;
      await tool.invoke({ a: 1, b: 2 });
      await settled();
      expect(core).toHaveBeenCalledTimes(3);
      expect(runs).toEqual([]);
    });
  }

  it("a configure hook: a handler in a context variable, or one enabled by its env variable", async () => {
    const tool = await addTool();
    const fromContext = new Recorder();
    const fromEnv: Recorder[] = [];
    class EnvRecorder extends Recorder {
      name = "env_recorder";
      constructor() {
        super();
        fromEnv.push(this);
      }
    }
    // Context variables live in LangChain's async local storage: keep them inside this test.
    await AsyncLocalStorageProviderSingleton.getInstance().run(undefined, async () => {
      registerConfigureHook({ contextVar: "mcp_test_handler" });
      registerConfigureHook({ handlerClass: EnvRecorder, envVar: "MCP_TEST_HOOK_ENABLED" });
      const core = coreCalls();
      await tool.invoke({ a: 1, b: 2 });
      expect(core).toHaveBeenCalledTimes(1);
      expect([fromContext.events, fromEnv]).toEqual([[], []]);

      setContextVariable("mcp_test_handler", fromContext);
      await tool.invoke({ a: 1, b: 2 });
      expect(fromContext.events).toEqual(['start {"a":1,"b":2}', "end"]);
      setContextVariable("mcp_test_handler", undefined);

      process.env.MCP_TEST_HOOK_ENABLED = "true";
      await tool.invoke({ a: 1, b: 2 });
      expect(core).toHaveBeenCalledTimes(3);
      expect(fromEnv.at(-1)!.events).toEqual(['start {"a":1,"b":2}', "end"]);
    });
  });

  it("streamEvents reports the tool run", async () => {
    const tool = await addTool();
    const events: string[] = [];
    for await (const event of tool.streamEvents({ a: 1, b: 2 }, { version: "v2" })) {
      events.push(event.event);
    }
    expect(events).toEqual(["on_tool_start", "on_tool_end"]);
  });
});
