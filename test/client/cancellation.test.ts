// Aborts and timeouts cancel the MCP request: the server sees the cancellation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { MATRIX, startFixture, stats, text, until, type Fixture } from "./helpers.js";

/** Cancellations the server saw: from its record, or (stdio) from the `stats` tool. */
async function cancelledOnServer(fixture: Fixture, client: MCPClient): Promise<number> {
  return fixture.record ? fixture.record.cancelled : (await stats(client)).cancelled;
}

async function runningOnServer(fixture: Fixture, client: MCPClient): Promise<number> {
  return fixture.record ? fixture.record.running : (await stats(client)).running;
}

describe.each(MATRIX)("%s server over %s", (era, kind) => {
  let fixture: Fixture;
  let client: MCPClient;

  beforeAll(async () => {
    fixture = await startFixture(era, kind);
    client = new MCPClient(fixture.target, { name: "srv" });
    await client.connect();
  });

  afterAll(async () => {
    await client?.close();
    await fixture?.stop();
  });

  it("an AbortSignal aborts the call mid-way and the server sees the cancellation", async () => {
    const before = await cancelledOnServer(fixture, client);
    const controller = new AbortController();
    const call = client.callTool("slow", { ms: 10_000 }, { signal: controller.signal });
    await until(async () => (await runningOnServer(fixture, client)) > 0, "the slow tool to start");
    const started = Date.now();
    controller.abort(new Error("user aborted"));
    await expect(call).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);
    await until(
      async () => (await cancelledOnServer(fixture, client)) > before,
      "the server to see the cancel",
    );
    // The connection survives an abort.
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
  });

  it("a per-call timeout cancels the request on the server", async () => {
    const before = await cancelledOnServer(fixture, client);
    const started = Date.now();
    await expect(client.callTool("slow", { ms: 10_000 }, { timeout: 300 })).rejects.toThrow(
      /time/i,
    );
    expect(Date.now() - started).toBeLessThan(3000);
    await until(
      async () => (await cancelledOnServer(fixture, client)) > before,
      "the server to see the cancel",
    );
  });
});

describe("client-wide timeout option", () => {
  it("applies to every call unless a call sets its own", async () => {
    const fixture = await startFixture("legacy", "in-process");
    const client = new MCPClient(fixture.target, { timeout: 200 });
    try {
      await expect(client.callTool("slow", { ms: 5_000 })).rejects.toThrow(/time/i);
      expect(text(await client.callTool("slow", { ms: 400 }, { timeout: 5_000 }))).toBe(
        "slept 400ms",
      );
      await until(() => fixture.record!.cancelled === 1, "the server to see one cancel");
    } finally {
      await client.close();
    }
  });
});
