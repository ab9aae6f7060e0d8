// The child's stderr: StdioTransport `stderr` ("inherit" | "pipe" | "ignore" | …, as in Node's
// spawn and the old package's connection option) and `onStderr`; MCPConfig stdio entries pass
// `stderr` through (the codemod keeps it from the old connection options).
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { MCPAdapter, MCPConfigError } from "../../src/index.js";
import { MCPClient } from "../../src/client/index.js";
import { StdioTransport } from "../../src/transports/index.js";
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

  it('"pipe" without onStderr: a server that wrote 4 MB to stderr still ends at once on close', async () => {
    const client = new MCPClient(
      new StdioTransport({
        ...stdioCommand("modern"),
        env: { TEST_SERVER_STDERR_BYTES: String(4 * 1024 * 1024) },
        stderr: "pipe",
      }),
    );
    expect(text(await client.callTool("add", { a: 2, b: 2 }))).toBe("4");
    const { pid } = await stats(client);
    // Undrained, the server cannot exit while its stderr write is pending: the SDK waits 2 s,
    // then sends SIGTERM (measured: 4.3 s in all). Drained: it exits when stdin closes.
    const started = performance.now();
    await client.close();
    expect(performance.now() - started).toBeLessThan(1_800);
    expect(isProcessAlive(pid)).toBe(false);
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
