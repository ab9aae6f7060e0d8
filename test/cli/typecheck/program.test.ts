/** Which errors a migration introduced: the pure comparison both checks (net, --verify) use. */
import { describe, expect, it } from "vitest";
import { introducedBetween, type FileDiagnostic } from "../../../src/cli/typecheck/program.js";

const d = (message: string, line = 1, code = "TS2339", file = "/p/a.ts"): FileDiagnostic => ({
  file,
  line,
  column: 1,
  code,
  message,
});

describe("introducedBetween", () => {
  it("keeps what the original lacks, whatever line the error moved to", () => {
    const before = [d("Property 'x' does not exist on type 'Foo'.", 3)];
    const after = [
      d("Property 'x' does not exist on type 'Foo'.", 9),
      d("Property 'y' does not exist on type 'Foo'."),
    ];
    expect(introducedBetween(before, after).map((e) => e.message)).toEqual([
      "Property 'y' does not exist on type 'Foo'.",
    ]);
  });

  it("counts repeats: a second copy of a pre-existing error is introduced", () => {
    const e = "Cannot find name 'jest'.";
    expect(
      introducedBetween([d(e, 1, "TS2304")], [d(e, 1, "TS2304"), d(e, 5, "TS2304")]),
    ).toHaveLength(1);
  });

  it("reads the old package's renamed exports under their new names (the same error, renamed)", () => {
    const before = [d("Property 'mock' does not exist on type 'typeof MultiServerMCPClient'.")];
    const after = [d("Property 'mock' does not exist on type 'typeof MCPAdapter'.")];
    expect(introducedBetween(before, after)).toEqual([]);
    const getTools = [d("Property 'getTools' does not exist on type 'typeof import(\"./mcp\")'.")];
    const listTools = [
      d("Property 'listTools' does not exist on type 'typeof import(\"./mcp\")'."),
    ];
    expect(introducedBetween(getTools, listTools)).toEqual([]);
    // A member the old client had and the runtime lacks is still introduced.
    expect(
      introducedBetween([], [d("Property 'config' does not exist on type 'MCPAdapter'.")]),
    ).toHaveLength(1);
  });

  it("compares per file and per code", () => {
    const m = "Type 'string' is not assignable to type 'number'.";
    expect(
      introducedBetween([d(m, 1, "TS2322", "/p/a.ts")], [d(m, 1, "TS2322", "/p/b.ts")]),
    ).toHaveLength(1);
    expect(introducedBetween([d(m, 1, "TS2322")], [d(m, 1, "TS2345")])).toHaveLength(1);
  });
});
