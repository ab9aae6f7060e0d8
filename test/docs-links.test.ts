// Every link between the docs lands: a relative link names a file of this repository, and its
// `#anchor` a heading of that file (as GitHub makes heading anchors).
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { expect, it } from "vitest";
import { headingAnchors } from "../src/cli/rule-docs.js";
import { DOCS, ROOT } from "./doc-blocks.js";

/** The relative links of a Markdown file (code blocks aside), with the line they are on. */
function linksOf(file: string): { line: number; target: string }[] {
  const text = readFileSync(join(ROOT, file), "utf8").replace(/```[\s\S]*?```/g, (block) =>
    block.replace(/[^\n]/g, " "),
  );
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .filter((m) => !/^[a-z]+:/i.test(m[1]))
    .map((m) => ({ line: text.slice(0, m.index).split("\n").length, target: m[1] }));
}

function broken(file: string, target: string): string | undefined {
  const [path, anchor] = target.split("#");
  const landing = path === "" ? join(ROOT, file) : join(ROOT, dirname(file), path);
  if (!existsSync(landing)) return `no file ${relative(ROOT, landing)}`;
  if (anchor === undefined || !landing.endsWith(".md")) return undefined;
  return headingAnchors(readFileSync(landing, "utf8")).has(decodeURIComponent(anchor))
    ? undefined
    : `no heading #${anchor} in ${relative(ROOT, landing)}`;
}

it("every relative link in the docs names a file and a heading that exist", () => {
  const found = DOCS.flatMap((file) =>
    linksOf(file).flatMap(({ line, target }) => {
      const why = broken(file, target);
      return why ? [`${file}:${line} ${target}: ${why}`] : [];
    }),
  );
  expect(found).toEqual([]);
});

it("the check finds a link to a heading that is not there", () => {
  expect(broken("docs/deploy.md", "elicitation.md#no-such-heading")).toMatch(/no heading/);
  expect(broken("docs/deploy.md", "elicitation.md#sampling-roots-and-url-mode")).toBeUndefined();
});
