// A stdio server that stops answering while its process lives on: it closes its stdout, or
// answers a request with `"result": null`. Real child processes (the hand-written raw server).
import { describe, expect, it } from "vitest";
import { MCPAdapter, MCPConnectionError, type MCPStructuredTool } from "../../runtime/src/index.js";
import { isProcessAlive } from "../servers/index.js";
import { rawStdio, until } from "../reliability/helpers.js";

const TIMEOUT = 20_000;

async function toolsOf(adapter: MCPAdapter): Promise<Map<string, MCPStructuredTool>> {
  return new Map((await adapter.listTools()).map((t) => [t.name, t]));
}

/** The rejection of `work` and how long it took. */
async function failure(work: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  return { error, ms: Date.now() - started };
}

describe("a stdio server that closes its stdout but keeps running", () => {
  it("fails the calls in flight at once with MCPConnectionError; the next call starts a fresh child", async () => {
    const { entry } = rawStdio("stdout-faults");
    await using adapter = new MCPAdapter({ mcpServers: { raw: entry } }, { timeout: TIMEOUT });
    const tools = await toolsOf(adapter);
    const firstPid = Number(await tools.get("pid")!.invoke({}));

    // One call waits on the server (never answered), then the server closes its stdout.
    const hanging = failure(tools.get("hang")!.invoke({}));
    const { error, ms } = await failure(tools.get("close_stdout")!.invoke({}));
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as MCPConnectionError).tool).toBe("close_stdout");
    expect((error as Error).message).toMatch(/closed its stdout but kept running/);
    expect(ms).toBeLessThan(5_000); // noticed, not waited out (timeout 20 s)
    const inFlight = await hanging;
    expect(inFlight.error).toBeInstanceOf(MCPConnectionError);
    expect(inFlight.ms).toBeLessThan(5_000);
    expect(await until(() => !isProcessAlive(firstPid))).toBe(true);

    expect(await tools.get("echo")!.invoke({ text: "again" })).toBe("again");
    const secondPid = Number(await tools.get("pid")!.invoke({}));
    expect(secondPid).not.toBe(firstPid);
  });
});

describe('a stdio answer with "result": null', () => {
  it("fails that call at once with a clear error; the session keeps working", async () => {
    const { entry } = rawStdio("stdout-faults");
    await using adapter = new MCPAdapter({ mcpServers: { raw: entry } }, { timeout: TIMEOUT });
    const tools = await toolsOf(adapter);
    const pid = Number(await tools.get("pid")!.invoke({}));

    const { error, ms } = await failure(tools.get("null_result")!.invoke({}));
    expect(error).toBeInstanceOf(MCPConnectionError);
    expect((error as Error).message).toMatch(
      /the server's response could not be read \(it is not a JSON-RPC message\)/,
    );
    expect(ms).toBeLessThan(5_000);

    expect(await tools.get("echo")!.invoke({ text: "still here" })).toBe("still here");
    expect(Number(await tools.get("pid")!.invoke({}))).toBe(pid);
  });
});
