// Cold-start catalogs against real servers of both eras: exportCatalog() -> JSON -> an adapter
// that builds the same tools without a request, connects on the first call, and reports a
// tool the server no longer has, then lists live.
import { afterEach, describe, expect, it } from "vitest";
import { MCPAdapter, MCPConfigError, ToolException } from "../../runtime/src/index.js";
import {
  startLegacyContextHttp,
  startModernContextHttp,
  type ContextServer,
  type Seen,
} from "./contextServers.js";

let server: ContextServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe.each([
  ["legacy", startLegacyContextHttp],
  ["modern", startModernContextHttp],
])("catalog: %s server", (_era, start) => {
  it("tools built from the JSON match the live ones; no request until the first call", async () => {
    server = await start();
    let json: string;
    let live: { name: string; schema: unknown; metadata: unknown; description: string }[];
    {
      await using adapter = new MCPAdapter(server.url);
      live = (await adapter.listTools()).map((t) => ({
        name: t.name,
        schema: t.schema,
        metadata: t.metadata,
        description: t.description,
      }));
      json = JSON.stringify(await adapter.exportCatalog());
    }
    expect(json).toContain('"whoami"');
    const before = server.rpcs.length;

    await using cold = new MCPAdapter(server.url, { catalog: json });
    const tools = await cold.listTools();
    expect(server.rpcs.length).toBe(before);
    expect(
      tools.map((t) => ({
        name: t.name,
        schema: t.schema,
        metadata: t.metadata,
        description: t.description,
      })),
    ).toEqual(live);

    const answer = JSON.parse(
      (await tools[0].invoke(
        { label: "cold" },
        { configurable: { mcp: { _meta: { k: 1 } } } },
      )) as string,
    ) as Seen;
    expect(answer).toMatchObject({ label: "cold", meta: { k: 1 } });
    expect(server.rpcs.slice(before).some((r) => r.rpc === "tools/call")).toBe(true);
  });

  it("a tool the server no longer has fails its call saying so; the list is then live", async () => {
    server = await start();
    let catalog;
    {
      await using adapter = new MCPAdapter(server.url);
      catalog = await adapter.exportCatalog();
    }
    const [whoami] = catalog.servers["127.0.0.1"].tools;
    catalog.servers["127.0.0.1"].tools.push({ ...whoami, name: "retired" });

    await using cold = new MCPAdapter(server.url, { catalog });
    const tools = await cold.listTools();
    expect(tools.map((t) => t.name)).toEqual(["whoami", "retired"]);
    const retired = tools.find((t) => t.name === "retired")!;
    const error = await retired.invoke({ label: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolException);
    expect((error as Error).message).toMatch(
      /"retired" is in the catalog but MCP server "127\.0\.0\.1" no longer offers it/,
    );
    // The catalog of that server is dropped: the next list is the server's.
    expect((await cold.listTools()).map((t) => t.name)).toEqual(["whoami"]);
  });
});

describe("catalog: bad input", () => {
  it("a catalog that is not one, or names an unknown server, is refused up front", () => {
    const target = "http://127.0.0.1:9/mcp";
    expect(() => new MCPAdapter(target, { catalog: "{not json" })).toThrow(MCPConfigError);
    expect(() => new MCPAdapter(target, { catalog: { servers: {} } as never })).toThrow(
      /expected "format": "langchain-mcp-bridge\/catalog@1"/,
    );
    expect(
      () =>
        new MCPAdapter(target, {
          catalog: {
            format: "langchain-mcp-bridge/catalog@1",
            exportedAt: "",
            servers: { other: { tools: [] } },
          },
        }),
    ).toThrow(/names a server "other" this adapter does not have \(servers: "127.0.0.1"\)/);
  });
});
