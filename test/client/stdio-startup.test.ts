// Start-up cost of stdio servers under `auto` version negotiation: the era is probed on the
// session's own process (one process per connection), not on a short-lived sibling first.
// A legacy SDK 1.x server answers the early `server/discover` with a JSON-RPC error, which
// settles the era at once; a server that exits on it is started again as legacy.
import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MCPClient } from "../../runtime/src/client/index.js";
import { StdioTransport } from "../../runtime/src/transports/index.js";
import { isProcessAlive, stdioCommand, type Era } from "../servers/index.js";
import { stats, text, until } from "./helpers.js";

function startsLog(): { file: string; starts: () => number[] } {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "stdio-starts-")), "pids");
  const starts = () => {
    try {
      return readFileSync(file, "utf8").split("\n").filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  return { file, starts };
}

describe.each(["legacy", "modern"] as Era[])("stdio start-up (%s server)", (era) => {
  it("listing tools starts one process, and a restart after a kill one more", async () => {
    const { file, starts } = startsLog();
    await using client = new MCPClient(
      new StdioTransport({ ...stdioCommand(era), env: { TEST_SERVER_STARTS: file } }),
    );
    expect((await client.listTools()).length).toBeGreaterThan(0);
    expect(client.protocolEra()).toBe(era);
    expect(starts()).toHaveLength(1);
    const { pid } = await stats(client);
    expect(starts()).toEqual([pid]);

    process.kill(pid, "SIGKILL");
    await until(() => !isProcessAlive(pid), "the server process ended");
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    expect(starts()).toHaveLength(2);
    expect((await stats(client)).pid).toBe(starts()[1]);
  });
});

describe("a stdio server that exits on the era probe", () => {
  it("is started again as legacy, and later connections skip the probe", async () => {
    const { file, starts } = startsLog();
    await using client = new MCPClient(
      new StdioTransport({
        ...stdioCommand("legacy"),
        env: { TEST_SERVER_STARTS: file, TEST_SERVER_EXIT_ON_PROBE: "1" },
      }),
    );
    expect(text(await client.callTool("add", { a: 2, b: 3 }))).toBe("5");
    expect(client.protocolEra()).toBe("legacy");
    expect(starts()).toHaveLength(2);
    const { pid } = await stats(client);
    process.kill(pid, "SIGKILL");
    await until(() => !isProcessAlive(pid), "the server process ended");
    expect(text(await client.callTool("add", { a: 1, b: 1 }))).toBe("2");
    expect(starts()).toHaveLength(3);
  });
});
