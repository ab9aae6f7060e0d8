// stdio results over the read buffer's limit (10 MiB by default, the v2 SDK's
// STDIO_DEFAULT_MAX_BUFFER_SIZE): the connection closes, and the error must say why (the limit
// and the option that raises it) rather than a bare "Connection closed".
// StdioTransportOptions.maxBufferSize raises the limit. HTTP has no such limit.
import { describe, expect, it } from "vitest";
import { MCPAdapter, MCPClient, StdioTransport } from "../../runtime/src/index.js";
import { stdioCommand } from "../servers/index.js";

describe("stdio results over 10 MB", () => {
  it("the error names the limit", async () => {
    await using adapter = new MCPAdapter({ mcpServers: { s: stdioCommand("legacy") } });
    const big = (await adapter.listTools()).find((t) => t.name === "big")!;
    await expect(big.invoke({ bytes: 11 * 1024 * 1024 })).rejects.toThrow(
      /larger than the stdio limit of 10 MB \(StdioTransport maxBufferSize\)/,
    );
    // The next call opens a new process and works.
    expect(await big.invoke({ bytes: 10 })).toBe("x".repeat(10));
  });

  it("maxBufferSize raises the limit", async () => {
    const { command, args } = stdioCommand("legacy");
    await using adapter = new MCPAdapter(
      new MCPClient(new StdioTransport({ command, args, maxBufferSize: 64 * 1024 * 1024 })),
    );
    const big = (await adapter.listTools()).find((t) => t.name === "big")!;
    expect(await big.invoke({ bytes: 50 * 1024 * 1024 })).toHaveLength(50 * 1024 * 1024);
  });

  it("a lower maxBufferSize is named in the error (modern server)", async () => {
    const { command, args } = stdioCommand("modern");
    await using client = new MCPClient(
      new StdioTransport({ command, args, maxBufferSize: 1024 * 1024 }),
    );
    await expect(client.callTool("big", { bytes: 2 * 1024 * 1024 })).rejects.toThrow(
      /tool "big".*larger than the stdio limit of 1 MB/,
    );
  });
});
