/** Every rule of the report names a doc section that exists (by its heading). */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import {
  RULE_DOCS,
  anchorOf,
  docLink,
  docSectionOf,
  docsDir,
  headingAnchors,
} from "../../src/cli/rule-docs.js";
import { TYPE_CHECK_RULE } from "../../src/cli/safety-net.js";
import { TRANSFORM_ORDER } from "../../transforms/order.js";

const ROOT = path.resolve(__dirname, "../..");

const anchors = (file: string) =>
  headingAnchors(readFileSync(path.join(ROOT, "docs", file), "utf8"));

test("every transform and the safety net have a section, and each section exists", () => {
  expect(Object.keys(RULE_DOCS).sort()).toEqual([...TRANSFORM_ORDER, TYPE_CHECK_RULE].sort());
  for (const [rule, section] of Object.entries(RULE_DOCS)) {
    expect({ rule, found: anchors(section.file).has(anchorOf(section.heading)) }).toEqual({
      rule,
      found: true,
    });
  }
});

test("the rules the fixtures report all map to a section of their transform", () => {
  const fixtures = path.join(ROOT, "__testfixtures__");
  const rules = new Set<string>();
  for (const dir of readdirSync(fixtures)) {
    for (const f of readdirSync(path.join(fixtures, dir)).filter((f) => f.endsWith(".json"))) {
      if (f.includes(".input.") || f.includes(".output.")) continue;
      const steps = JSON.parse(readFileSync(path.join(fixtures, dir, f), "utf8")).steps ?? [];
      for (const s of steps) rules.add(s.rule);
    }
  }
  expect(rules.size).toBeGreaterThan(20);
  for (const rule of rules)
    expect({ rule, known: rule.split("/")[0] in RULE_DOCS }).toEqual({ rule, known: true });
});

test("a link is absolute, in this installation's docs, with the heading's anchor", () => {
  expect(docsDir()).toBe(path.join(ROOT, "docs"));
  expect(docLink("methods/get-tools")).toBe(path.join(ROOT, "docs/migration.md#methods-methods"));
  expect(anchorOf("What changes in package.json, and why")).toBe(
    "what-changes-in-packagejson-and-why",
  );
  // An unknown rule still gets a section that exists: the markers'.
  expect(docSectionOf("nope/x").heading).toBe("Markers and the ignore comment");
});
