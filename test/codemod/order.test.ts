/**
 * The run order (`transforms/order.ts`): every transform once, and each dependency between
 * two transforms held, with the reason it exists. A reordering that breaks one fails here.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { TRANSFORM_ORDER } from "../../transforms/order.js";

const TRANSFORMS = join(import.meta.dirname, "../../transforms");

/** [runs before, runs after, why]. */
const DEPENDENCIES: [string, string, string][] = [
  [
    "langchain-classic",
    "hooks-to-middleware",
    "langchain-classic depends on no other transform: it runs first so it rewrites only the langchain/<subpath> imports the user wrote, never an import another transform generated (hooks-to-middleware imports createMiddleware from langchain 1.x)",
  ],
  [
    "legacy-0x",
    "client-config",
    "legacy-0x folds connectToServerVia*/addConnections into the construction; client-config then migrates those entries like any other",
  ],
  [
    "client-config",
    "options",
    "options splits the old options out of a construction that client-config normalised (a bare server map, fromConfigFile)",
  ],
  [
    "load-mcp-tools",
    "callbacks",
    "load-mcp-tools moves loadMcpTools' callbacks into `new MCPAdapter(client, { … })`, where callbacks rewrites them",
  ],
  [
    "options",
    "callbacks",
    "options moves the callbacks, unchanged, into MCPAdapter's options object, where callbacks rewrites them",
  ],
  [
    "options",
    "typed-config",
    "typed-config handles only the typed config literals that no construction consumed, once options cleaned those that do",
  ],
  [
    "options",
    "hooks-to-middleware",
    "options moves beforeToolCall/afterToolCall into MCPAdapter's options, where hooks-to-middleware finds them",
  ],
  [
    "callbacks",
    "hooks-to-middleware",
    "hooks-to-middleware rewrites the options object after callbacks turned the notification callbacks into handlers",
  ],
  [
    "options",
    "tool-name-strings",
    "tool-name-strings reads and removes the `toolNames` that options wrote",
  ],
  [
    "hooks-to-middleware",
    "methods",
    "hooks-to-middleware follows `client.getTools()` to the createAgent that receives the tools, before methods renames the call",
  ],
  [
    "methods",
    "server-client",
    "server-client follows what `adapter.client(name)` returned: methods' rewrite of getClient(name)",
  ],
  ["methods", "tool-types", "tool-types retypes what the migrated listTools() call returns"],
  [
    "methods",
    "test-mocks",
    "test-mocks renames the mocked and spied methods after methods renamed the calls they stand in for",
  ],
  // Every other source transform (the JSON ones do not touch code).
  ...TRANSFORM_ORDER.filter(
    (t) => !["leftovers", "sweep", "imports", "json-config", "package-json"].includes(t),
  ).map((t): [string, string, string] => [
    t,
    "leftovers",
    "leftovers marks what every other transform left of the old class and module object",
  ]),
  // Every other source transform again: the sweep marks the old names they left.
  ...TRANSFORM_ORDER.filter(
    (t) => !["sweep", "imports", "json-config", "package-json"].includes(t),
  ).map((t): [string, string, string] => [
    t,
    "sweep",
    "sweep marks the old members, options, results and doubles every other transform left, and only those",
  ]),
  [
    "leftovers",
    "imports",
    "the other transforms recognise old values by their import source: imports renames the sources last",
  ],
  [
    "sweep",
    "imports",
    "sweep tells tracked clients and import sources by the old bindings, and leaves import sources to imports: imports renames them last",
  ],
];

describe("transforms/order.ts", () => {
  test("lists every transform module once", () => {
    const modules = readdirSync(TRANSFORMS)
      .filter((f) => f.endsWith(".ts") && f !== "order.ts")
      .filter((f) => /export const migration\b/.test(readFileSync(join(TRANSFORMS, f), "utf8")))
      .map((f) => f.slice(0, -3))
      .sort();
    expect([...TRANSFORM_ORDER].sort()).toEqual(modules);
    expect(new Set(TRANSFORM_ORDER).size).toBe(TRANSFORM_ORDER.length);
  });

  test.each(DEPENDENCIES)("%s runs before %s: %s", (before, after) => {
    const order: readonly string[] = TRANSFORM_ORDER;
    expect(order).toContain(before);
    expect(order).toContain(after);
    expect(order.indexOf(before)).toBeLessThan(order.indexOf(after));
  });
});
