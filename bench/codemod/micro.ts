// What one matched file costs, step by step, with jscodeshift's tsx parser: parse, one
// full-tree `find`, print. Sizes the traversal count of the transforms against a parse.
// Usage: node --import tsx bench/codemod/micro.ts [file]
import { readFileSync } from "node:fs";
import jscodeshift from "jscodeshift";
import { CORPUS } from "../paths.js";

const file =
  process.argv[2] ?? `${CORPUS}n2000-10pct-matched/packages/pkg-0/src/module-0/file-9.ts`;
const source = readFileSync(file, "utf8");
const j = jscodeshift.withParser("tsx");

function time(label: string, n: number, fn: () => unknown): void {
  for (let i = 0; i < 5; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  process.stdout.write(`${label.padEnd(52)} ${((performance.now() - t0) / n).toFixed(2)} ms\n`);
}

const root = j(source);
time(`parse (${source.split("\n").length} lines, recast + babel tsx)`, 50, () => j(source));
time("one full-tree find(j.VariableDeclarator).forEach", 50, () =>
  root.find(j.VariableDeclarator).forEach(() => {}),
);
time("one full-tree find(j.Identifier).forEach", 50, () =>
  root.find(j.Identifier).forEach(() => {}),
);
time("toSource (unchanged tree)", 50, () => root.toSource());
