/** Which literal an exported name stands for (`project-configs/exported-config.ts`). */
import { expect, test } from "vitest";
import { findExported } from "../../../../transforms/lib/project-configs/exported-config.js";
import { runOf, servers, where } from "./run.js";

const literal = `{ ${servers} }`;
/** other.ts, which config.ts may export from. */
const OTHER = `export const c = ${literal};\nexport default ${literal};`;

test.each([
  ["a const", `export const c = ${literal};`, "c", false, "config.ts:c"],
  [
    "a const under `satisfies`",
    `export const c = ${literal} satisfies object;`,
    "c",
    false,
    "config.ts:c",
  ],
  ["a builder", `export function c() { return ${literal}; }`, "c", true, "config.ts:c"],
  ["an anonymous default", `export default ${literal};`, "default", false, "config.ts:default"],
  [
    "a default const",
    `const inner = ${literal};\nexport default inner;`,
    "default",
    false,
    "config.ts:inner",
  ],
  [
    "an anonymous default builder",
    `export default function () { return ${literal}; }`,
    "default",
    true,
    "config.ts:default",
  ],
  [
    "a named default builder",
    `export default function make() { return ${literal}; }`,
    "default",
    true,
    "config.ts:make",
  ],
  [
    "`export { … as … }`",
    `const inner = ${literal};\nexport { inner as c };`,
    "c",
    false,
    "config.ts:inner",
  ],
  ["`export { c } from`", 'export { c } from "./other.js";', "c", false, "other.ts:c"],
  ["`export * from`", 'export * from "./other.js";', "c", false, "other.ts:c"],
  [
    "a default re-exported by name",
    'export { default as c } from "./other.js";',
    "c",
    false,
    "other.ts:default",
  ],
  ["not a `let`", `export let c = ${literal};`, "c", false, null],
  ["not a const that is not exported", `const c = ${literal};`, "c", false, null],
  ["not another name", `export const d = ${literal};`, "c", false, null],
  ["not a value computed at run time", "export const c = make();", "c", false, null],
  ["not `default` through `export *`", 'export * from "./other.js";', "default", false, null],
  ["not a type-only re-export", 'export type { c } from "./other.js";', "c", false, null],
  ["not a type-only specifier", 'export { type c } from "./other.js";', "c", false, null],
  ["not `export =`", `export = ${literal};`, "default", false, null],
  ["not a module outside the run", 'export { c } from "./elsewhere.js";', "c", false, null],
])("%s", (_, config, name, called, expected) => {
  const run = runOf({ "/p/config.ts": config, "/p/other.ts": OTHER });
  expect(where(findExported("/p/config.ts", name, called, run))).toBe(expected);
});

test("not a cycle of `export *`", () => {
  const run = runOf({
    "/p/config.ts": 'export * from "./other.js";',
    "/p/other.ts": 'export * from "./config.js";',
  });
  expect(findExported("/p/config.ts", "c", false, run)).toBeNull();
});
