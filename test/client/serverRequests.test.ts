// Requests from the server during a call: elicitation (handler, or cancel + a clear error),
// sampling and roots (NotImplementedError). Modern servers use input_required, legacy ones push.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequestSchema,
  ListToolsRequestSchema,
  McpError,
} from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingCapability } from "../../runtime/src/client/failures.js";
import {
  MCPClient,
  type ElicitationParams,
  type InputRequiredRound,
  type Source,
} from "../../runtime/src/client/index.js";
import {
  CustomTransport,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
} from "../../runtime/src/transports/index.js";
import { traitsOf, type TransportDescription } from "../../runtime/src/transports/types.js";
import { ElicitationUnavailableError, NotImplementedError } from "../../runtime/src/errors.js";
import { startFixture, text, type Fixture, type Kind } from "./helpers.js";
import type { Era } from "../servers/index.js";

const CASES: [Era, Kind][] = [
  ["modern", "in-process"],
  ["modern", "http"],
  ["legacy", "in-process"],
  ["legacy", "http"],
];

describe.each(CASES)("%s server over %s", (era, kind) => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await startFixture(era, kind);
  });
  afterAll(async () => {
    await fixture?.stop();
  });

  async function withClient<T>(
    options: ConstructorParameters<typeof MCPClient>[1],
    run: (client: MCPClient) => Promise<T>,
  ) {
    // A fresh in-process server per client: one server object serves one connection at a time.
    const target = kind === "in-process" ? (await startFixture(era, kind)).target : fixture.target;
    const client = new MCPClient(target, { name: "srv", ...options });
    try {
      return await run(client);
    } finally {
      await client.close();
    }
  }

  it("answers an elicitation with elicitationHandler, with the source", async () => {
    const seen: [ElicitationParams, Source][] = [];
    await withClient(
      {
        elicitationHandler: (request, source) => {
          seen.push([request, source]);
          return { action: "accept", content: { name: "Ada" } };
        },
      },
      async (client) => {
        expect(text(await client.callTool("ask"))).toBe("hello Ada");
      },
    );
    expect(seen).toHaveLength(1);
    expect(seen[0][0].message).toBe("What is your name?");
    expect(seen[0][1]).toEqual({ server: "srv", tool: "ask" });
  });

  it("passes a decline through to the server", async () => {
    await withClient({ elicitationHandler: () => ({ action: "decline" }) }, async (client) => {
      expect(text(await client.callTool("ask"))).toBe("decline");
    });
  });

  it("without a handler, answers cancel and fails the call with a clear error; the connection lives on", async () => {
    await withClient({}, async (client) => {
      const error = await client.callTool("ask").catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ElicitationUnavailableError);
      expect((error as Error).message).toMatch(
        /tool "ask" on MCP server "srv".*What is your name\?.*cancel/,
      );
      expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    });
  });

  // Sampling and roots are not declared. Legacy servers push the request anyway: it is refused
  // ("method not found") and explains the failed call. Modern servers see the capabilities on
  // each request, so their SDK refuses to ask and the call fails with the server's own error.
  it.each([
    ["sample", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])("%s: %s is refused or never asked; nothing hangs", async (tool, method) => {
    await withClient({ timeout: 10_000 }, async (client) => {
      const started = Date.now();
      const error = await client.callTool(tool).catch((e: unknown) => e);
      expect(Date.now() - started).toBeLessThan(5_000);
      // Legacy: the pushed request is refused here. Modern: the server refuses the call with
      // -32021 (a capability the client does not declare), raised as the same error.
      expect(error).toBeInstanceOf(NotImplementedError);
      expect((error as Error).name).toBe("NotImplementedError");
      expect((error as NotImplementedError).method).toBe(method);
      expect((error as Error).message).toContain(method);
      expect((error as NotImplementedError).tool).toBe(tool);
      if (era === "modern")
        expect((error as NotImplementedError).capability).toBe(method.split("/")[0]);
      expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
    });
  });
});

describe("modern input_required rounds", () => {
  it("hands the whole round to onInputRequired and retries with its answers and the state", async () => {
    const rounds: InputRequiredRound[] = [];
    const fixture = await startFixture("modern", "http");
    const client = new MCPClient(fixture.target, {
      name: "srv",
      onInputRequired: async (round) => {
        rounds.push(round);
        return { responses: { name: { action: "accept", content: { name: "Bo" } } } };
      },
    });
    try {
      expect(text(await client.callTool("ask"))).toBe("hello Bo");
      expect(rounds).toHaveLength(1);
      expect(Object.keys(rounds[0].inputRequests)).toEqual(["name"]);
      expect(rounds[0].requestState).toBe("round-1");
      expect(rounds[0].round).toBe(1);
      expect(rounds[0].source).toEqual({ server: "srv", tool: "ask" });
    } finally {
      await client.close();
      await fixture.stop();
    }
  });

  it("an error thrown by onInputRequired fails the call with that error", async () => {
    const fixture = await startFixture("modern", "in-process");
    const client = new MCPClient(fixture.target, {
      onInputRequired: async () => {
        throw new Error("paused for a human");
      },
    });
    try {
      await expect(client.callTool("ask")).rejects.toThrow("paused for a human");
    } finally {
      await client.close();
    }
  });
});

describe("per-call elicitation handlers (legacy pushed requests)", () => {
  it("answer the questions of their own call", async () => {
    const fixture = await startFixture("legacy", "in-process");
    const client = new MCPClient(fixture.target, { name: "srv" });
    try {
      const sources: Source[] = [];
      const result = await client.callTool(
        "ask",
        {},
        {
          elicitationHandler: (_request, source) => {
            sources.push(source);
            return { action: "accept", content: { name: "Per" } };
          },
        },
      );
      expect(text(result)).toBe("hello Per");
      expect(sources).toEqual([{ server: "srv", tool: "ask" }]);
    } finally {
      await client.close();
    }
  });

  it("with parallel calls on one session, go to the only call in flight that has one", async () => {
    const fixture = await startFixture("legacy", "http");
    const client = new MCPClient(fixture.target, { name: "srv" });
    try {
      const slow = client.callTool("slow", { ms: 300 });
      const asked = client.callTool(
        "ask",
        {},
        { elicitationHandler: () => ({ action: "accept", content: { name: "Par" } }) },
      );
      expect(text(await asked)).toBe("hello Par");
      expect(text(await slow)).toBe("slept 300ms");
    } finally {
      await client.close();
      await fixture.stop();
    }
  });

  it("with parallel calls that each have one, the question waits for the others and reaches its own", async () => {
    const fixture = await startFixture("legacy", "http");
    const client = new MCPClient(fixture.target, { name: "srv" });
    try {
      const asked: string[] = [];
      const handlerOf = (tool: string) => () => {
        asked.push(tool);
        return { action: "accept" as const, content: { name: tool } };
      };
      const slow = client.callTool("slow", { ms: 300 }, { elicitationHandler: handlerOf("slow") });
      const ask = client.callTool("ask", {}, { elicitationHandler: handlerOf("ask") });
      expect(text(await ask)).toBe("hello ask");
      expect(text(await slow)).toBe("slept 300ms");
      expect(asked).toEqual(["ask"]);
    } finally {
      await client.close();
      await fixture.stop();
    }
  });

  it("on the asking call's own stream, with no handler anywhere: only that call fails", async () => {
    const fixture = await startFixture("legacy", "http");
    const client = new MCPClient(fixture.target, { name: "srv" });
    try {
      const slow = client.callTool("slow", { ms: 300 });
      const asked = client.callTool("ask");
      // The question came on `ask`'s response stream: it is `ask`'s, answered "cancel", and
      // `ask` fails as a lone call would; `slow` keeps its result.
      await expect(asked).rejects.toThrow(ElicitationUnavailableError);
      expect(text(await slow)).toBe("slept 300ms");
    } finally {
      await client.close();
      await fixture.stop();
    }
  });
});

describe("onInputRequired answers", () => {
  it("get the call's args, may fail the call after sending cancel, and may set the echoed state", async () => {
    const fixture = await startFixture("modern", "in-process");
    const rounds: InputRequiredRound[] = [];
    const client = new MCPClient(fixture.target, {
      onInputRequired: async (round) => {
        rounds.push(round);
        return {
          responses: { name: { action: "cancel" } },
          requestState: "replayed-state",
          failure: new Error("needs a person"),
        };
      },
    });
    try {
      await expect(client.callTool("ask", { extra: 1 })).rejects.toThrow("needs a person");
      expect(rounds[0].args).toEqual({ extra: 1 });
      // The cancel retry reached the server: two calls of `ask` were made.
      expect(fixture.record!.calls).toBe(2);
    } finally {
      await client.close();
    }
  });
});

describe("serverRequestsByStream (a transport trait)", () => {
  it("only a transport that can carry a question on its call's own stream routes by context", () => {
    const routes = (description: TransportDescription | undefined) =>
      traitsOf(description).serverRequestsByStream;
    expect(routes(new StreamableHttpTransport("http://127.0.0.1:1/mcp"))).toBe(true);
    expect(routes(new CustomTransport(() => ({}) as never))).toBe(true);
    expect(routes(undefined)).toBe(true);
    expect(routes(new StdioTransport({ command: "node" }))).toBe(false);
    expect(routes(new SSETransport("http://127.0.0.1:1/sse"))).toBe(false);
  });
});

describe("a server refusing a call because the client lacks a capability (-32021)", () => {
  /** An SDK 1.x server whose tools/call answers -32021 naming `capability`. */
  function refusing(capability: string): Server {
    const server = new Server({ name: "picky", version: "1.0.0" }, { capabilities: { tools: {} } });
    server.setRequestHandler(ListToolsRequestSchema, async () => ({
      tools: [{ name: "summarize", inputSchema: { type: "object" as const } }],
    }));
    server.setRequestHandler(CallToolRequestSchema, async () => {
      throw new McpError(-32021, "Missing required client capability", {
        requiredCapabilities: { [capability]: {} },
      });
    });
    return server;
  }

  it.each([
    ["sampling", "sampling/createMessage"],
    ["roots", "roots/list"],
  ])(
    "%s: NotImplementedError naming the capability and its request",
    async (capability, method) => {
      await using client = new MCPClient(refusing(capability));
      const error = await client.callTool("summarize", {}).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(NotImplementedError);
      expect(error).toMatchObject({ capability, method, server: client.name, tool: "summarize" });
      expect((error as Error).message).toContain(`requires the client capability "${capability}"`);
    },
  );

  it("classifies only -32021, and names the first required capability", () => {
    expect(missingCapability({ code: -32021, data: { requiredCapabilities: { roots: {} } } })).toBe(
      "roots",
    );
    expect(missingCapability({ code: -32021 })).toBe("unknown");
    const extension = {
      requiredCapabilities: { extensions: { "io.modelcontextprotocol/tasks": {} } },
    };
    expect(missingCapability({ code: -32021, data: extension })).toBe(
      "io.modelcontextprotocol/tasks",
    );
    expect(missingCapability({ code: -32601 })).toBeUndefined();
    expect(missingCapability(new Error("x"))).toBeUndefined();
  });
});
