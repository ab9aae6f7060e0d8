/**
 * Cross-file pre-passes: each runs once however many migrations declare it, its facts reach
 * only the migrations that declare it, and the files it visits are collected.
 */
import { describe, expect, test } from "vitest";
import {
  factsOfMigration,
  type PrePass,
  type SourceMigration,
} from "../../src/codemod/migration.js";
import { runPrePasses } from "../../src/engine/prepass.js";

const runs: string[] = [];
const counting: PrePass<{ seen: string[] }> = {
  name: "test/counting",
  run: (files) => {
    runs.push("counting");
    return { seen: files };
  },
  visits: (facts) => facts.seen.filter((f) => f.endsWith("b.ts")),
};
const other: PrePass<number> = { name: "test/other", run: () => 42 };

const migration = (name: string, prepasses: PrePass<any>[]): SourceMigration => ({
  kind: "source",
  name,
  description: name,
  prepasses,
  run: () => {},
});

describe("pre-passes", () => {
  test("a pre-pass declared by two migrations runs once; its visits are collected", () => {
    runs.length = 0;
    const texts = new Map([
      ["/p/a.ts", "a"],
      ["/p/b.ts", "b"],
    ]);
    const r = runPrePasses(
      [migration("one", [counting]), migration("two", [counting, other])],
      texts,
    );
    expect(runs).toEqual(["counting"]);
    expect(r?.facts).toEqual({
      "test/counting": { seen: ["/p/a.ts", "/p/b.ts"] },
      "test/other": 42,
    });
    expect(r?.visit).toEqual(["/p/b.ts"]);
  });

  test("no declared pre-pass: nothing runs", () => {
    expect(runPrePasses([migration("none", [])], new Map())).toBeUndefined();
  });

  test("a migration gets the facts of the pre-passes it declares, and only those", () => {
    const all = { "test/counting": { seen: ["x"] }, "test/other": 42 };
    const factsOf = factsOfMigration(migration("one", [counting]), all);
    expect(factsOf(counting)).toEqual({ seen: ["x"] });
    expect(() => factsOf(other)).toThrow(
      'migration "one" reads the pre-pass "test/other" without declaring it',
    );
  });

  test("declared but not run (a plain jscodeshift run): undefined", () => {
    expect(factsOfMigration(migration("one", [counting]))(counting)).toBeUndefined();
  });
});
