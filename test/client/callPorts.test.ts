// The port an extension gets for one call (runtime/src/client/callPorts.ts): made once per call
// on the shared connection, of data properties only (an extension spreads it: tasks do).
import { describe, expect, it } from "vitest";
import type { ToolCall } from "../../runtime/src/client/callPipeline.js";
import { CallPorts } from "../../runtime/src/client/callPorts.js";
import type { SdkSession } from "../../runtime/src/client/connection.js";
import { SessionPool } from "../../runtime/src/client/sessions.js";

function ports(options: { progressHandler?: () => void } = {}) {
  const pool = new SessionPool({
    server: () => "s",
    transport: undefined,
    external: undefined,
    connection: { server: () => "s" },
    perCallOption: false,
    openContext: () => ({}),
    openHeaders: () => undefined,
    secrets: () => [],
    replaySafe: () => false,
    onOpened: () => {},
  });
  return new CallPorts({ server: () => "s", options, pool, headers: (_c, own) => own });
}

const call = (): ToolCall => ({
  name: "add",
  args: { a: 1 },
  options: undefined,
  meta: { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
  port: undefined,
});

describe("a call's port", () => {
  it("is one object for the hooks before and after the send on the shared connection", () => {
    const made = ports();
    const toolCall = call();
    expect(made.portCall(toolCall)).toBe(made.portCall(toolCall));
  });

  it("is a new one for each session it is pinned to (per-call connections)", () => {
    const made = ports();
    const toolCall = call();
    const pinned = {} as SdkSession;
    expect(made.portCall(toolCall, pinned)).not.toBe(made.portCall(toolCall, pinned));
    expect(made.portCall(toolCall, pinned)).not.toBe(made.portCall(toolCall));
  });

  it("has data properties only, so a spread copy keeps the trace context and progress", () => {
    const port = ports({ progressHandler: () => {} }).portCall(call());
    const accessors = Object.entries(Object.getOwnPropertyDescriptors(port))
      .filter(([, d]) => d.get !== undefined || d.set !== undefined)
      .map(([name]) => name);
    expect(accessors).toEqual([]);
    const copy = { ...port };
    expect(copy.meta).toEqual(call().meta);
    expect(typeof copy.onProgress).toBe("function");
  });

  it("has no progress callback when nobody listens", () => {
    expect(ports().portCall(call()).onProgress).toBeUndefined();
  });
});
