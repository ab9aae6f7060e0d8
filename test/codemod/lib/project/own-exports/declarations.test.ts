/** The module's client declarations: variables, function declarations, classes. */
import { describe, expect, test } from "vitest";
import { declarationFacts } from "../../../../../transforms/lib/project/own-exports/declarations.js";
import { IMPORT_OLD, readingOf } from "../helpers.js";

/** name → kind (and `+hooks`), as the table says it. */
function said(record: Record<string, { kind: string; hooks: boolean }>) {
  return Object.entries(record).map(([k, f]) => `${k}: ${f.kind}${f.hooks ? "+hooks" : ""}`);
}

describe("declarationFacts", () => {
  test.each([
    [
      "export const client = new MultiServerMCPClient({});",
      ["client: instance"],
      ["client: instance"],
    ],
    ["const client = new MultiServerMCPClient({});", [], ["client: instance"]],
    [
      "export const make = () => client;\nconst client = new MultiServerMCPClient({ afterToolCall });",
      ["make: factory+hooks"],
      // Found in the second pass: the variable is declared after the factory.
      ["client: instance+hooks", "make: factory+hooks"],
    ],
    [
      "export default function () { return new MultiServerMCPClient({}); }",
      ["default: factory"],
      [],
    ],
    [
      "const client = new MultiServerMCPClient({});\nexport function load() { return client.getTools(); }",
      ["load: tools"],
      ["client: instance", "load: tools"],
    ],
    [
      "export class Holder { c = new MultiServerMCPClient({ beforeToolCall }); }",
      ["Holder: class+hooks"],
      [],
    ],
    [
      "export default class Holder { m() { return new MultiServerMCPClient({}); } }",
      ["default: class"],
      [],
    ],
    ["export class App extends MultiServerMCPClient {}", ["App: subclass"], []],
    [
      "const client = new MultiServerMCPClient({});\nexport const c = client as unknown as Client;",
      ["c: instance"],
      ["client: instance", "c: instance"],
    ],
    // Not clients: a plain class, a number, a pattern, an unexported class.
    ["export class Plain { n = 1; }", [], []],
    ["export const n = 1;", [], []],
    ["export const { client } = other;", [], []],
    ["class Holder { c = new MultiServerMCPClient({}); }", [], []],
  ])("%s", (source, exported, locals) => {
    const { sf, reading } = readingOf(`${IMPORT_OLD}\n${source}`);
    declarationFacts(reading, sf);
    expect(said(reading.exports)).toEqual(exported);
    expect(said(Object.fromEntries(reading.local))).toEqual(locals);
    for (const f of Object.values(reading.exports)) expect(f.origin).toBe("/p/a.ts");
  });

  test("a class of the same name from another package makes no client", () => {
    const { sf, reading } = readingOf(
      'import { MultiServerMCPClient } from "other-mcp";\nexport const client = new MultiServerMCPClient({});\nexport class App extends MultiServerMCPClient {}',
    );
    declarationFacts(reading, sf);
    expect(reading.exports).toEqual({});
  });
});
