// The child's stderr: StdioTransport `stderr` ("inherit" | "pipe" | "ignore" | …, as in Node's
// spawn and the old package's connection option) and `onStderr`; MCPConfig stdio entries pass
// `stderr` through (the codemod keeps it from the old connection options).
import childProcess, { execFile, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { MCPAdapter, MCPConfigError } from "../../runtime/src/index.js";
import { MCPClient } from "../../runtime/src/client/index.js";
import { StdioTransport } from "../../runtime/src/transports/index.js";
import { isProcessAlive, stdioCommand } from "../servers/index.js";
import { stats, text, until } from "./helpers.js";

describe("StdioTransport stderr", () => {
  it('"pipe" hands the child\'s stderr to onStderr', async () => {
    let seen = "";
    await using client = new MCPClient(
      new StdioTransport({
        ...stdioCommand("legacy"),
        env: { TEST_SERVER_STDERR: "hello from the server's stderr" },
        stderr: "pipe",
        onStderr: (chunk) => (seen += chunk),
      }),
    );
    expect(text(await client.callTool("add", { a: 1, b: 2 }))).toBe("3");
    await until(() => seen.includes("hello from the server's stderr"), "stderr reached onStderr");
  });

  it('"pipe" without onStderr: a server that wrote 4 MB to stderr exits by itself on close', async () => {
    // The child processes the SDK spawns (through cross-spawn, which calls child_process.spawn).
    const spawn = vi.spyOn(childProcess, "spawn");
    try {
      const client = new MCPClient(
        new StdioTransport({
          ...stdioCommand("modern"),
          env: { TEST_SERVER_STDERR_BYTES: String(4 * 1024 * 1024) },
          stderr: "pipe",
        }),
      );
      expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
      const { pid } = await stats(client);
      const child = spawn.mock.results
        .map((result) => result.value as ChildProcess)
        .find((spawned) => spawned.pid === pid);
      expect(child, "the server's ChildProcess").toBeDefined();
      await client.close();
      // Drained, the server exits by itself (code 0) once close() ends its stdin. Undrained,
      // its stderr write never completes and it cannot exit: the SDK's close() waits its 2 s
      // grace, then kills it (SIGTERM, then SIGKILL), so the child ends on a signal.
      expect({
        exitCode: child!.exitCode,
        signalCode: child!.signalCode,
        killed: child!.killed,
      }).toEqual({ exitCode: 0, signalCode: null, killed: false });
      expect(isProcessAlive(pid)).toBe(false);
    } finally {
      spawn.mockRestore();
    }
  });
});

describe("MCPConfig stdio entries: stderr", () => {
  it('"inherit" shows the server\'s stderr, "ignore" hides it (a real child process)', async () => {
    const script = fileURLToPath(new URL("./stderr-child.ts", import.meta.url));
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", script],
      { timeout: 25_000 },
    );
    expect(stdout).toMatch(/tools: \d+/);
    expect(stderr).toContain("marker-from-inherit");
    expect(stderr).not.toContain("marker-from-ignore");
  });

  it("passes stderr to the StdioTransport and rejects values it cannot use", async () => {
    await using adapter = new MCPAdapter({
      mcpServers: { quiet: { ...stdioCommand("legacy"), stderr: "ignore" } },
    });
    const transport = adapter.client("quiet").transport as StdioTransport;
    expect(transport.options.stderr).toBe("ignore");
    expect(
      () =>
        new MCPAdapter({
          mcpServers: { bad: { ...stdioCommand("legacy"), stderr: "loud" as never } },
        }),
    ).toThrow(MCPConfigError);
  });
});
