// What a stdio server's environment holds: the SDK's safe defaults plus exactly the config's
// `env`, never the parent's secrets. The child (./servers/raw-stdio.mjs) reports its own env.
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter, MCPClient, StdioTransport } from "../../runtime/src/index.js";
import { RAW_STDIO } from "./helpers.js";

const PARENT_SECRET = "parent_secret_6b1f0c9e";
const SAFE_DEFAULTS = ["PATH", "HOME", "USER", "SHELL", "TERM", "LOGNAME"];

afterEach(() => {
  delete process.env.RELIABILITY_PARENT_SECRET;
  delete process.env.OPENAI_API_KEY_TEST;
});

async function childEnv(adapter: MCPAdapter): Promise<Record<string, string>> {
  const tool = (await adapter.listTools()).find((t) => t.name === "env")!;
  return JSON.parse((await tool.invoke({})) as string);
}

describe("the environment of a stdio server", () => {
  it("an MCPConfig entry: config env + SDK safe defaults; a secret parent variable is absent", async () => {
    process.env.RELIABILITY_PARENT_SECRET = PARENT_SECRET;
    process.env.OPENAI_API_KEY_TEST = PARENT_SECRET;
    await using adapter = new MCPAdapter({
      mcpServers: {
        raw: { command: process.execPath, args: [RAW_STDIO], env: { GIVEN: "by-config" } },
      },
    });
    const env = await childEnv(adapter);
    expect(env.GIVEN).toBe("by-config");
    expect(env.RELIABILITY_PARENT_SECRET).toBeUndefined();
    expect(env.OPENAI_API_KEY_TEST).toBeUndefined();
    expect(JSON.stringify(env)).not.toContain(PARENT_SECRET);
    // nothing beyond the defaults and what the config gave
    const extra = Object.keys(env).filter(
      (k) => !SAFE_DEFAULTS.includes(k) && k !== "GIVEN" && !k.startsWith("NODE_"),
    );
    expect(extra).toEqual([]);
    expect(env.PATH).toBe(process.env.PATH);
  });

  it("a StdioTransport given through MCPClient: the same rule", async () => {
    process.env.RELIABILITY_PARENT_SECRET = PARENT_SECRET;
    await using adapter = new MCPAdapter(
      new MCPClient(
        new StdioTransport({ command: process.execPath, args: [RAW_STDIO], env: { ONLY: "this" } }),
      ),
    );
    const env = await childEnv(adapter);
    expect(env.ONLY).toBe("this");
    expect(env.RELIABILITY_PARENT_SECRET).toBeUndefined();
  });

  it("a config env entry may override a safe default (PATH) and is passed as given", async () => {
    await using adapter = new MCPAdapter({
      mcpServers: {
        raw: {
          command: process.execPath,
          args: [RAW_STDIO],
          env: { PATH: `/opt/custom:${process.env.PATH}`, EMPTY: "" },
        },
      },
    });
    const env = await childEnv(adapter);
    expect(env.PATH.startsWith("/opt/custom:")).toBe(true);
    expect(env.EMPTY).toBe("");
  });
});
