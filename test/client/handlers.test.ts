// The user's handlers of what a server sends, when they throw or reject: the call goes on, a
// warning names the handler, and no rejection is left unhandled (it would end the process).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MCPClient, type MCPClientOptions } from "../../runtime/src/client/index.js";
import { createLegacyServer, createModernServer } from "../servers/index.js";

let warnings: { code?: string; message: string }[] = [];
let unhandled: unknown[] = [];
const onWarning = (warning: Error & { code?: string }) =>
  warnings.push({ code: warning.code, message: warning.message });
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeEach(() => {
  warnings = [];
  unhandled = [];
  process.on("warning", onWarning);
  process.on("unhandledRejection", onUnhandled);
});
afterEach(() => {
  process.off("warning", onWarning);
  process.off("unhandledRejection", onUnhandled);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const failed = () => warnings.filter((w) => w.code === "MCP_HANDLER_FAILED");

async function callWith(server: unknown, options: MCPClientOptions, tool: string, args: object) {
  const client = new MCPClient(server, { name: "srv", ...options });
  try {
    return await client.callTool(tool, args as Record<string, unknown>);
  } finally {
    await client.close();
    await settle();
  }
}

describe("a handler that fails", () => {
  it.each([
    [
      "throws",
      () => {
        throw new Error("progress broke");
      },
    ],
    [
      "rejects",
      async () => {
        throw new Error("progress broke");
      },
    ],
  ])("progressHandler %s: the call completes, one warning per notification", async (_, handler) => {
    const result = await callWith(createModernServer(), { progressHandler: handler }, "progress", {
      steps: 2,
    });
    expect(result.isError).toBeFalsy();
    expect(failed()).toHaveLength(2);
    expect(failed()[0].message).toBe(
      'MCP server "srv": the progressHandler failed: progress broke',
    );
    expect(unhandled).toEqual([]);
  });

  it("a call's own onProgress that rejects is reported the same way", async () => {
    const client = new MCPClient(createModernServer(), { name: "srv" });
    try {
      await client.callTool(
        "progress",
        { steps: 1 },
        {
          onProgress: async () => {
            throw new Error("mine broke");
          },
        },
      );
    } finally {
      await client.close();
      await settle();
    }
    expect(failed().map((w) => w.message)).toEqual([
      'MCP server "srv": the onProgress failed: mine broke',
    ]);
    expect(unhandled).toEqual([]);
  });

  it("logHandler rejects (a legacy server's pushed log): the call completes, a warning", async () => {
    const logHandler = async () => {
      throw new Error("log sink down");
    };
    const result = await callWith(createLegacyServer(), { logHandler }, "log", { message: "hi" });
    expect(result.isError).toBeFalsy();
    expect(failed().map((w) => w.message)).toEqual([
      'MCP server "srv": the logHandler failed: log sink down',
    ]);
    expect(unhandled).toEqual([]);
  });
});
