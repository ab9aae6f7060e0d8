// loadMCPConfig: standard and old-format files, `${VAR}` expansion, and clear errors.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMCPConfig, MCPAdapter, MCPConfigError } from "../../runtime/src/index.js";
import { startModernHttp, stdioCommand, type HttpServerHandle } from "../servers/index.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-config-"));
let count = 0;
function file(content: unknown): string {
  const path = join(dir, `config-${++count}.json`);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("loadMCPConfig", () => {
  let http: HttpServerHandle;
  beforeAll(async () => {
    http = await startModernHttp();
  });
  afterAll(() => http.close());

  it("reads an mcpServers file, expanding ${VAR} from the environment, into a working adapter", async () => {
    const { command, args } = stdioCommand("modern");
    const path = file({
      mcpServers: {
        local: { command, args, env: { API_TOKEN: "${TEST_TOKEN}" } },
        remote: {
          url: "http://${TEST_HOST}/mcp",
          headers: { Authorization: "Bearer ${TEST_TOKEN}" },
        },
      },
    });
    const config = loadMCPConfig(path, { TEST_TOKEN: "t0k3n", TEST_HOST: http.url.host });
    expect(config.mcpServers.remote).toEqual({
      url: http.url.href,
      headers: { Authorization: "Bearer t0k3n" },
    });
    expect((config.mcpServers.local as { env: object }).env).toEqual({ API_TOKEN: "t0k3n" });

    await using adapter = new MCPAdapter(config);
    const tools = await adapter.listTools({ servers: ["remote"] });
    expect(await tools.find((t) => t.name === "remote_add")!.invoke({ a: 1, b: 1 })).toBe("2");
    expect(http.requests.some((r) => r.headers.authorization === "Bearer t0k3n")).toBe(true);
  });

  it("uses process.env by default", () => {
    process.env.MCP_BRIDGE_TEST_URL = "https://example.com/mcp";
    try {
      const config = loadMCPConfig(file({ mcpServers: { a: { url: "${MCP_BRIDGE_TEST_URL}" } } }));
      expect(config.mcpServers.a).toEqual({ url: "https://example.com/mcp" });
    } finally {
      delete process.env.MCP_BRIDGE_TEST_URL;
    }
  });

  it("reads the old package's servers-keyed files", () => {
    const config = loadMCPConfig(
      file({ servers: { math: { transport: "stdio", command: "python", args: ["math.py"] } } }),
      {},
    );
    expect(config).toEqual({
      mcpServers: { math: { transport: "stdio", command: "python", args: ["math.py"] } },
    });
  });

  it("an unset variable is an error naming it and where it is used, never an empty string", () => {
    const path = file({
      mcpServers: {
        api: { url: "https://x/mcp", headers: { Authorization: "Bearer ${MISSING_TOKEN}" } },
      },
    });
    const attempt = () => loadMCPConfig(path, {});
    expect(attempt).toThrow(MCPConfigError);
    expect(attempt).toThrow(/MISSING_TOKEN.*not set/);
    expect(attempt).toThrow(/api\.headers\.Authorization/);
  });

  it.each([
    ["a missing file", null, /Cannot read.*ENOENT/],
    ["invalid JSON", "{ mcpServers: ", /not valid JSON/],
    ["no servers key", { tools: {} }, /no "mcpServers" \(nor the older "servers"\)/],
    [
      "a bad entry",
      { mcpServers: { bad: { command: 3 } } },
      /"bad".*"command" must be a non-empty string/,
    ],
  ])("%s: a clear error", (_, content, message) => {
    const path = content === null ? join(dir, "missing.json") : file(content);
    expect(() => loadMCPConfig(path, {})).toThrow(message);
  });

  it("an error never shows an expanded secret", () => {
    const path = file({
      mcpServers: { api: { url: "https://x/mcp", headers: { Authorization: "${SECRET}", n: 1 } } },
    });
    let message = "";
    try {
      loadMCPConfig(path, { SECRET: "Bearer very-secret-value" });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/"headers" must be an object of string values/);
    expect(message).not.toContain("very-secret-value");
  });
});
