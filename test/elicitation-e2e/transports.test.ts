// Elicitation ON BY DEFAULT over real transports: the MCPAdapter builds its clients from an
// MCPConfig (Streamable HTTP `url` entries, then stdio `command` entries), both eras side by
// side. Representative cases: accept, a re-keying modern server, two questions in one call.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPAdapter, type MCPStructuredTool } from "../../runtime/src/index.js";
import {
  agentCalling,
  legacyBookKey,
  pendingRequests,
  resume,
  start,
  toolResults,
} from "../elicitation/harness.js";
import { startLegacyElicitationHttp, type LegacyRecord } from "../elicitation/servers/legacy.js";
import { startModernElicitationHttp } from "../elicitation/servers/modern.js";
import { stdioEntry } from "./servers.js";

interface Setup {
  config: { mcpServers: Record<string, unknown> };
  close(): Promise<void>;
}

const transports: Array<[string, () => Promise<Setup>]> = [
  [
    "Streamable HTTP",
    async () => {
      const modern = await startModernElicitationHttp();
      const record: LegacyRecord = { calls: 0, pushed: [] };
      const legacy = await startLegacyElicitationHttp(record);
      return {
        config: {
          mcpServers: { modern: { url: modern.url.href }, legacy: { url: legacy.url.href } },
        },
        close: async () => {
          await Promise.all([modern.close(), legacy.close()]);
        },
      };
    },
  ],
  [
    "stdio",
    async () => ({
      config: { mcpServers: { modern: stdioEntry("modern"), legacy: stdioEntry("legacy") } },
      close: async () => {},
    }),
  ],
];

describe.each(transports)("over %s", (_name, open) => {
  let setup: Setup;
  let adapter: MCPAdapter;
  let tools: MCPStructuredTool[];
  beforeAll(async () => {
    setup = await open();
    adapter = new MCPAdapter(setup.config);
    tools = await adapter.listTools();
  }, 30_000);
  afterAll(async () => {
    await adapter?.close();
    await setup?.close();
  });

  it("modern: accept", async () => {
    const agent = agentCalling(tools, [{ name: "modern_book", args: { party: 4 } }]);
    expect(pendingRequests(await start(agent))).toMatchObject([
      { key: "date", server: "modern", tool: "book", message: "Which date for 4?" },
    ]);
    const done = await resume(agent, {
      date: { action: "accept", content: { date: "2026-09-14" } },
    });
    expect(toolResults(done).modern_book.content).toBe("book 4: 2026-09-14");
  });

  it("modern: a server that re-keys every first round still gets the answer", async () => {
    const agent = agentCalling(tools, [{ name: "modern_rekey", args: {} }]);
    const [asked] = pendingRequests(await start(agent));
    expect(asked.key).toMatch(/^q-/);
    const done = await resume(agent, {
      [asked.key]: { action: "accept", content: { date: "2027-02-03" } },
    });
    expect(toolResults(done).modern_rekey.content).toBe("rekey: 2027-02-03");
  });

  it("modern: two questions in one call", async () => {
    const agent = agentCalling(tools, [{ name: "modern_signup", args: {} }]);
    expect(pendingRequests(await start(agent)).map((r) => r.key)).toEqual(["name"]);
    const second = await resume(agent, { name: { action: "accept", content: { name: "Ada" } } });
    expect(pendingRequests(second)).toMatchObject([{ key: "age" }]);
    const done = await resume(agent, { age: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).modern_signup.content).toBe("signup: Ada, 36");
  });

  it("legacy: accept (pushed question, answered on the replayed call)", async () => {
    const agent = agentCalling(tools, [{ name: "legacy_book", args: { party: 5 } }]);
    const key = legacyBookKey(5);
    expect(pendingRequests(await start(agent))).toMatchObject([
      { key, server: "legacy", tool: "book" },
    ]);
    const done = await resume(agent, {
      [key]: { action: "accept", content: { date: "2026-11-11" } },
    });
    expect(toolResults(done).legacy_book.content).toBe("book 5: 2026-11-11");
  });

  it("legacy: two questions in one call", async () => {
    const agent = agentCalling(tools, [{ name: "legacy_signup", args: {} }]);
    const [name] = pendingRequests(await start(agent));
    expect(name.message).toBe("Your name?");
    const second = await resume(agent, {
      [name.key]: { action: "accept", content: { name: "Ada" } },
    });
    const [age] = pendingRequests(second);
    expect(age.message).toBe("How old are you, Ada?");
    const done = await resume(agent, { [age.key]: { action: "accept", content: { age: 36 } } });
    expect(toolResults(done).legacy_signup.content).toBe("signup: Ada, 36");
  });
});
