/**
 * `transforms/lib/runtime-api.ts` writes out the classes' members (the transforms are bundled
 * without the runtime): the type checker's view of each class must list exactly those public
 * members, so a member added to or removed from the runtime fails here until the list (and the
 * markers that quote it) follows.
 */
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  ADAPTER_MEMBERS,
  CLIENT_MEMBERS,
  OLD_CLIENT_MEMBERS,
} from "../../transforms/lib/runtime-api.js";
import { ROOT } from "../codemod-fixtures/engine.js";

const OLD_TYPES = join(ROOT, "test/codemod-fixtures/old-types");

/** Public instance members of the exported class `name` of `entry` (no `#x`, no symbols). */
function publicMembers(entry: string, name: string): string[] {
  const program = ts.createProgram([entry], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts", "lib.esnext.disposable.d.ts", "lib.dom.d.ts"],
    skipLibCheck: true,
    noEmit: true,
    types: ["node"],
  });
  const checker = program.getTypeChecker();
  const sf = program.getSourceFile(entry)!;
  const symbol = checker
    .getExportsOfModule(checker.getSymbolAtLocation(sf)!)
    .find((s) => s.name === name);
  if (!symbol) throw new Error(`${entry} exports no ${name}`);
  const cls = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const instance = checker.getDeclaredTypeOfSymbol(cls);
  return checker
    .getPropertiesOfType(instance)
    .filter((p) => {
      if (p.name.startsWith("#") || p.name.startsWith("__@")) return false;
      const modifiers = ts.getCombinedModifierFlags(p.valueDeclaration ?? p.declarations![0]);
      return !(modifiers & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected));
    })
    .map((p) => p.name)
    .sort();
}

describe("the runtime's members as the transforms know them", () => {
  it("MCPAdapter and MCPClient: equal to the classes' public instance members", () => {
    const entry = join(ROOT, "runtime/src/index.ts");
    expect(publicMembers(entry, "MCPAdapter")).toEqual([...ADAPTER_MEMBERS].sort());
    expect(publicMembers(entry, "MCPClient")).toEqual([...CLIENT_MEMBERS].sort());
  }, 60_000);

  it("the old client's members: every generation's public members, together", () => {
    const entries = [
      join(ROOT, "node_modules/@langchain/mcp-adapters/dist/index.d.ts"),
      ...["mcp-adapters-0.2.4", "mcp-adapters-0.3.4", "mcp-adapters-0.4.5"].map((d) =>
        join(OLD_TYPES, d, "index.d.ts"),
      ),
      join(OLD_TYPES, "langchainjs-mcp-adapters-0.2.1/index.d.ts"),
    ];
    const all = new Set(entries.flatMap((e) => publicMembers(e, "MultiServerMCPClient")));
    expect([...all].sort()).toEqual([...OLD_CLIENT_MEMBERS].sort());
  }, 60_000);
});
