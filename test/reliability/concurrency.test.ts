// 1,000 calls with 64 in flight at any moment, on one shared adapter and on a per-call-session
// adapter: every result is the one for its own arguments.
import { describe, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import { thousandCalls } from "./calls.js";
import { createModernServer, stdioCommand } from "../servers/index.js";

describe("1,000 calls, 64 in flight", { timeout: 120_000 }, () => {
  it("shared session on a stdio legacy server: every result matched to its call", async () => {
    await using adapter = new MCPAdapter(
      { mcpServers: { s: stdioCommand("legacy") } },
      { timeout: 60_000 },
    );
    await thousandCalls("shared stdio legacy", await adapter.listTools());
  });

  it('session: "per-call" on an in-process modern server: every result matched to its call', async () => {
    await using adapter = new MCPAdapter(createModernServer(), {
      session: "per-call",
      timeout: 60_000,
    });
    await thousandCalls("per-call in-process modern", await adapter.listTools());
  });
});
