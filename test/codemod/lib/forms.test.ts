/**
 * The forms table, run through both trackers: on every row the cross-file pre-pass reports the
 * module's exports and the per-file tracker finds every `.getTools()` receiver to be an old
 * client (given the pre-pass's facts); on every look-alike, neither finds anything.
 */
import jscodeshift from "jscodeshift";
import { describe, expect, test } from "vitest";
import { createSourceContext, parserFor, type ManualStep } from "../../../src/codemod/migration.js";
import { clientTracker } from "../../../transforms/lib/clients.js";
import { FORMS, NOT_FORMS } from "../../../transforms/lib/forms.js";
import {
  prepareProject,
  projectClients,
  type ProjectFacts,
} from "../../../transforms/lib/project.js";

/** What the pre-pass reports each module exporting: module → name → kind. */
function prePassExports(files: Record<string, string>) {
  const facts = prepareProject(Object.keys(files), (f) => files[f]);
  const exports = Object.fromEntries(
    Object.entries(facts.exports).map(([file, names]) => [
      file,
      Object.fromEntries(Object.entries(names).map(([name, fact]) => [name, fact.kind])),
    ]),
  );
  return { facts, exports };
}

/** For each `.getTools()` call of a file: is its receiver an old client, per the tracker? */
function receivers(file: string, source: string, facts: ProjectFacts): boolean[] {
  const j = jscodeshift.withParser(parserFor(file));
  const root = j(source);
  const sink = (_: ManualStep) => {};
  const ctx = createSourceContext(
    j,
    root,
    { path: file, source },
    { targetModule: "langchain-mcp-bridge", adoptPrefixes: false },
    sink,
    undefined,
    ((p: { name: string }) => (p.name === projectClients.name ? facts : undefined)) as any,
  );
  const tracker = clientTracker(ctx);
  return root
    .find(j.CallExpression, { callee: { property: { name: "getTools" } } })
    .paths()
    .map((p: any) => tracker.isClient(p.get("callee", "object")));
}

describe("forms an old client takes: both trackers follow each", () => {
  test.each(FORMS.map((f) => [f.id, f] as const))("%s", (_id, form) => {
    const { facts, exports } = prePassExports(form.files);
    expect(exports).toEqual(form.exports);
    const seen = Object.entries(form.files).flatMap(([file, text]) =>
      receivers(file, text, facts).map((isClient, i) => ({ file, call: i, isClient })),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => !s.isClient)).toEqual([]);
  });
});

describe("look-alikes: neither tracker finds a client", () => {
  test.each(NOT_FORMS.map((f) => [f.says, f] as const))("%s", (_says, form) => {
    const { facts, exports } = prePassExports(form.files);
    expect(exports).toEqual({});
    const seen = Object.entries(form.files).flatMap(([file, text]) =>
      receivers(file, text, facts).map((isClient, i) => ({ file, call: i, isClient })),
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((s) => s.isClient)).toEqual([]);
  });
});
