// Tool schemas no validator can use as they are (./servers/hostile-schemas.mjs), listed by a
// real server of each era: each degrades when listed, with an MCPSchemaWarning naming the tool,
// the others are unaffected, and no call ever throws a validator-internal error.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MCPAdapter, type MCPStructuredTool } from "../../runtime/src/index.js";
import { captureOutput, rawStdio, rssMB } from "./helpers.js";
import { HOSTILE_SCHEMAS, TREE_SCHEMA, refFanOut } from "./servers/hostile-schemas.mjs";

/**
 * The schema as a Standard Schema that accepts anything: the SDK's own `fromJsonSchema`
 * compiles the schema, and these schemas crash that compiler too.
 */
const listedAsIs = (schema: object) => ({
  "~standard": {
    version: 1 as const,
    vendor: "test",
    validate: (value: unknown) => ({ value }),
    jsonSchema: { input: () => schema, output: () => schema },
  },
});

/** A modern (SDK v2) server over Streamable HTTP listing the hostile schemas as they are. */
async function startModernHostile(): Promise<{ url: URL; close(): Promise<void> }> {
  const schemas: Record<string, object> = { ...HOSTILE_SCHEMAS, tree: TREE_SCHEMA };
  const handler = createMcpHandler(() => {
    const server = new McpServer({ name: "hostile-schemas", version: "1.0.0" });
    const register = server.registerTool.bind(server) as (
      name: string,
      config: { inputSchema: unknown },
      handler: () => Promise<unknown>,
    ) => void;
    for (const [name, schema] of Object.entries(schemas)) {
      register(name, { inputSchema: listedAsIs(schema) }, async () => ({
        content: [{ type: "text" as const, text: `called ${name}` }],
      }));
    }
    return server;
  });
  const http = createServer(toNodeHandler(handler));
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    url: new URL(`http://127.0.0.1:${port}/mcp`),
    close: async () => {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await handler.close();
    },
  };
}

const DEGRADED = [
  "nested_1000",
  "ref_cycle",
  "allof_cycle",
  "bad_pattern",
  "bad_pattern_key",
  "enum_object",
  "min_length_string",
  "huge_enum",
];
/** Over the inlining budget: shown to the model with `$defs`/`$ref` kept. */
const REFS_KEPT = ["fan_out_30", "fan_out_wide"];

/** Arguments of every shape a model might send to a schema-less tool. */
const ARGUMENTS: Record<string, unknown>[] = [
  {},
  { a: "x" },
  { a: { a: { a: 1 } } },
  { root: { p0: { p1: { p2: "deep" } } } },
  { a: 1, b: [null, {}] },
];

describe.each(["legacy over stdio", "modern over Streamable HTTP"])(
  "hostile schemas, %s",
  { timeout: 120_000 },
  (era) => {
    let target: unknown;
    let stop = async () => {};
    beforeAll(async () => {
      if (era.startsWith("legacy")) {
        target = { mcpServers: { hostile: rawStdio("hostile-schemas").entry } };
      } else {
        const server = await startModernHostile();
        stop = server.close;
        target = { mcpServers: { hostile: { url: server.url.href } } };
      }
    });
    afterAll(() => stop());

    it("each degrades at listTools with a warning naming it; the others are unaffected; no call throws a validator error", async () => {
      await using adapter = new MCPAdapter(target, { timeout: 20_000 });
      await adapter.connect();
      const captured = await captureOutput(() => adapter.listTools());
      expect(captured.error).toBeUndefined();
      const tools = new Map(captured.value!.map((t) => [t.name, t]));
      const warnings = captured.warnings.filter((w) => w.startsWith("MCPSchemaWarning"));

      for (const name of [...DEGRADED, ...REFS_KEPT]) {
        expect(tools.has(name), name).toBe(true);
        expect(
          warnings.some((w) => w.includes(`MCP tool "${name}"`)),
          name,
        ).toBe(true);
      }
      for (const name of DEGRADED) {
        const shown = modelView(tools.get(name)!);
        expect(shown, name).toEqual({ type: "object", properties: {}, additionalProperties: true });
        for (const args of ARGUMENTS) await expectNoValidatorError(tools.get(name)!, args);
      }
      for (const name of REFS_KEPT) {
        const shown = JSON.stringify(modelView(tools.get(name)!));
        expect(shown).toContain('"$ref":"#/$defs/D1"');
        expect(shown.length).toBeLessThan(16_000);
        for (const args of ARGUMENTS) await expectNoValidatorError(tools.get(name)!, args);
        // still validated against the real schema: a leaf of the wrong type is refused
        await expect(tools.get(name)!.invoke({ root: { p0: { p0: 5 } } })).rejects.toThrow(
          /did not match expected schema/,
        );
      }

      // the usable schema beside them: no warning, validated, called
      const tree = tools.get("tree")!;
      expect(warnings.some((w) => w.includes('MCP tool "tree"'))).toBe(false);
      await expect(tree.invoke({ root: { value: "one" } })).rejects.toThrow(/did not match/);
      const called = await tree
        .invoke({ root: { value: 1, children: [{ value: 2 }] } })
        .catch((error: Error) => error.message);
      // the modern server answers; the raw legacy server answers unknown tools with an error
      expect(called).toMatch(/called tree|unknown tool tree/);
    });

    it("a $ref fan-out of depth 30 lists quickly and in little memory", async () => {
      await using adapter = new MCPAdapter(target, { timeout: 20_000 });
      await adapter.connect();
      await adapter.listTools(); // warm: connection, meta-schema compiled once per process
      const before = rssMB();
      const started = performance.now();
      const captured = await captureOutput(() => adapter.listTools());
      const elapsed = performance.now() - started;
      const after = rssMB();
      console.info(
        `[reliability] ${era}: ${captured.value?.length} hostile tools listed in ${elapsed.toFixed(0)} ms, ` +
          `RSS ${before.toFixed(0)} → ${after.toFixed(0)} MB`,
      );
      expect(captured.value?.map((t) => t.name)).toContain("fan_out_30");
      // a hang guard only (35 s and 813 MB at depth 14 before the budget); speed is measured above
      expect(elapsed).toBeLessThan(30_000);
    });
  },
);

describe("the model schema budget", () => {
  it("keeps the inlined view while it fits, and the $defs view past it, at any fan-out depth", async () => {
    const { convertInputSchema, MAX_MODEL_SCHEMA_NODES } =
      await import("../../runtime/src/tools/schema.js");
    const small = convertInputSchema(refFanOut(3));
    expect(small.warnings).toEqual([]);
    expect(JSON.stringify(small.modelSchema)).not.toContain("$ref");
    for (const depth of [10, 30, 60]) {
      const converted = convertInputSchema(refFanOut(depth));
      expect(converted.degraded).toBe(false);
      expect(JSON.stringify(converted.modelSchema)).toContain("$ref");
      expect(JSON.stringify(converted.modelSchema).length).toBeLessThan(
        MAX_MODEL_SCHEMA_NODES * 10,
      );
    }
  });
});

function modelView(tool: MCPStructuredTool): unknown {
  const standard = (tool.schema as { "~standard"?: any })["~standard"];
  return standard.jsonSchema.input();
}

/** The call may be refused or fail at the server, but never with a validator crash. */
async function expectNoValidatorError(tool: MCPStructuredTool, args: Record<string, unknown>) {
  const outcome = await tool.invoke(args).then(
    () => undefined,
    (error: Error) => error,
  );
  if (outcome === undefined) return;
  expect(outcome.name, `${tool.name} ${JSON.stringify(args)}: ${outcome.message}`).not.toMatch(
    /^(RangeError|SyntaxError|TypeError)$/,
  );
  expect(outcome.message).not.toMatch(/call stack|Invalid regular expression|is not a function/);
}
