// Through the adapter's tools: many calls at once on one adapter, and a stdio server that dies
// between two calls.
import { describe, expect, it } from "vitest";
import { MCPAdapter } from "../../runtime/src/index.js";
import { isProcessAlive, startLegacyHttp, stdioCommand } from "../servers/index.js";

describe("through the adapter's tools", () => {
  it("100 concurrent calls on one adapter all get their own answer", async () => {
    const http = await startLegacyHttp();
    try {
      await using adapter = new MCPAdapter(http.url);
      const add = (await adapter.listTools()).find((t) => t.name === "add")!;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => add.invoke({ a: i, b: 1000 })),
      );
      expect(answers).toEqual(Array.from({ length: 100 }, (_, i) => String(i + 1000)));
      expect(http.sessionCount()).toBe(1); // one shared legacy session, multiplexed
    } finally {
      await http.close();
    }
  });

  it("a stdio server killed between two calls: the next call re-spawns it and succeeds", async () => {
    await using adapter = new MCPAdapter({ mcpServers: { local: stdioCommand("legacy") } });
    const tools = new Map((await adapter.listTools()).map((t) => [t.name, t]));
    const stats = async () => JSON.parse((await tools.get("stats")!.invoke({})) as string);
    const { pid } = await stats();
    process.kill(pid);
    await expect.poll(() => isProcessAlive(pid)).toBe(false);
    expect(await tools.get("echo")!.invoke({ text: "back" })).toBe("back");
    expect((await stats()).pid).not.toBe(pid);
  });
});
