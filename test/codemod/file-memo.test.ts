/** `ctx.memo`: values describe the current tree; kept values are brought up to date by their owner. */
import { expect, test } from "vitest";
import { FileMemo } from "../../src/codemod/file-memo.js";

test("get: built once, built again after a migration changed the tree", () => {
  const memo = new FileMemo();
  let builds = 0;
  const build = () => ++builds;
  expect(memo.get("k", build)).toBe(1);
  expect(memo.get("k", build)).toBe(1);
  memo.treeChanged();
  expect(memo.get("k", build)).toBe(2);
  memo.delete("k");
  expect(memo.get("k", build)).toBe(3);
});

test("kept: survives a change, and its owner updates it from the previous value", () => {
  const memo = new FileMemo();
  const seen: (string | undefined)[] = [];
  const update = (previous: string | undefined) => {
    seen.push(previous);
    return `v${memo.changes}`;
  };
  expect(memo.kept("k", update)).toBe("v0");
  expect(memo.kept("k", update)).toBe("v0");
  memo.treeChanged();
  expect(memo.kept("k", update)).toBe("v1");
  expect(seen).toEqual([undefined, "v0"]);
});
