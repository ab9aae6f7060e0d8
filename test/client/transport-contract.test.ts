// Transports own their default names and their secrets: the client asks the description, so a
// transport that does not say what is secret is not taken as a description at all.
import { describe, expect, it } from "vitest";
import { McpServer } from "@modelcontextprotocol/server";
import {
  InMemoryTransport,
  MCPClient,
  MCPConfigError,
  SSETransport,
  StdioTransport,
  StreamableHttpTransport,
} from "../../runtime/src/index.js";
import { CustomTransport } from "../../runtime/src/transports/custom.js";
import { isTransportDescription } from "../../runtime/src/transports/types.js";

const TOKEN = "sk-live-0123456789abcdef";

describe("the transport description contract", () => {
  it("each transport names its server and lists its own secrets", () => {
    const http = new StreamableHttpTransport("http://user:pw-0123456789@127.0.0.1:9/mcp?key=k", {
      headers: { "X-Api-Key": TOKEN },
    });
    expect(http.defaultServerName()).toBe("127.0.0.1");
    expect(http.secretSources()).toMatchObject({ headers: { "X-Api-Key": TOKEN } });
    expect(http.secretSources().url).toBeInstanceOf(URL);
    const sse = new SSETransport("http://example.test/sse");
    expect(sse.defaultServerName()).toBe("example.test");

    const stdio = new StdioTransport({
      command: "node",
      args: ["servers/weather.js"],
      env: { API_TOKEN: TOKEN },
    });
    expect(stdio.defaultServerName()).toBe("weather");
    expect(stdio.secretSources()).toEqual({ env: { API_TOKEN: TOKEN } });

    const memory = new InMemoryTransport(new McpServer({ name: "s", version: "1" }));
    expect([memory.defaultServerName(), memory.secretSources()]).toEqual(["in-memory", {}]);
    const custom = new CustomTransport(() => {
      throw new Error("not opened here");
    });
    expect([custom.defaultServerName(), custom.secretSources()]).toEqual(["custom", {}]);
  });

  it("the client takes its default name from the description", () => {
    const client = new MCPClient(
      new StdioTransport({ command: "node", args: ["weather.js"], env: { API_TOKEN: TOKEN } }),
    );
    expect(client.name).toBe("weather");
  });

  it("a description-like object that does not list its secrets is no description", () => {
    const partial = { kind: "custom", describe: () => "x", open: async () => ({}) };
    expect(isTransportDescription(partial)).toBe(false);
    expect(
      isTransportDescription({
        ...partial,
        defaultServerName: () => "x",
        secretSources: () => ({}),
      }),
    ).toBe(true);
    expect(() => new MCPClient(partial)).toThrow(MCPConfigError);
  });
});
