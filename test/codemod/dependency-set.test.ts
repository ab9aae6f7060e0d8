/**
 * `planDependencySet` (transforms/lib/dependency-set.ts), as a table: declared ranges and what
 * is known of their releases in, the raises, blocks and unchecked entries out.
 */
import { describe, expect, test } from "vitest";
import {
  planDependencySet,
  type PackageFact,
  type Release,
} from "../../transforms/lib/dependency-set.js";

const MOVED = { "@langchain/core": "^1.4.0", "@langchain/langgraph": "^1.7.3" };
const core = (range: string, version: string, extra: Record<string, string> = {}): Release => ({
  version,
  peers: { "@langchain/core": range, ...extra },
});
const registry = (...releases: Release[]): PackageFact => ({ source: "registry", releases });

/** A package whose 0.x line peers on core 0.3 and whose 1.x line on core 1.x. */
const PLUGIN = registry(
  core(">=0.3.0 <0.4.0", "0.4.0"),
  core(">=0.3.0 <0.4.0", "0.4.9"),
  core("^1.0.0", "1.0.0"),
  core("^1.0.0", "1.1.0"),
  core("^1.2.0", "1.2.0"),
);

type Row = [
  what: string,
  name: string,
  range: string,
  fact: PackageFact | undefined,
  expected: { raise?: string; blocked?: RegExp; unchecked?: RegExp },
];

const ROWS: Row[] = [
  ["0.x raised to the first accepting release", "x", "^0.4.0", PLUGIN, { raise: "^1.0.0" }],
  ["a 1.x range kept as written", "x", "^1.1.0", PLUGIN, {}],
  ["a range reaching 1.x kept (>=)", "x", ">=0.4.0", PLUGIN, {}],
  ["a union reaching 1.x kept", "x", "^0.4.0 || ^1.0.0", PLUGIN, {}],
  ["an exact 0.x version raised", "x", "0.4.9", PLUGIN, { raise: "^1.0.0" }],
  ["never downgraded: a newer range than any release is kept", "x", "^3.0.0", PLUGIN, {}],
  [
    "a release line, not one lucky release: a later pin moves the floor",
    "x",
    "^0.4.0",
    registry(
      core("<0.3.0 || >0.1.0", "0.4.0"), // the historic range that admits anything
      core(">=0.3.0 <0.4.0", "0.5.0"),
      core("^1.0.0", "1.0.0"),
      core("1.1.19", "1.1.0"),
      core("^1.1.0", "1.2.0"),
    ),
    { raise: "^1.2.0" },
  ],
  [
    "langgraph's peer counts too",
    "x",
    "^0.2.0",
    registry(
      core("^1.0.0", "0.2.0", { "@langchain/langgraph": "^0.2.0" }),
      core("^1.0.0", "0.3.0", { "@langchain/langgraph": "^1.0.0" }),
    ),
    { raise: "^0.3.0" },
  ],
  [
    "no release accepts core 1.x: blocked, naming the newest's peer",
    "@acme/kit",
    "^2.0.0",
    registry(core("^0.3.0", "2.0.0"), core(">=0.2.0 <0.4.0", "2.3.1")),
    {
      blocked:
        /@acme\/kit "\^2\.0\.0" \(dependencies\) blocks .*the newest, 2\.3\.1, peers on @langchain\/core ">=0\.2\.0 <0\.4\.0"/,
    },
  ],
  [
    "a linked copy (file:) that peers on core 0.x blocks",
    "old-tool",
    "file:../old-tool",
    { source: "local", releases: [core("^0.3.0", "1.0.0")] },
    {
      blocked:
        /old-tool "file:\.\.\/old-tool" .*its copy here \(1\.0\.0\) peers on @langchain\/core "\^0\.3\.0"/,
    },
  ],
  [
    "a linked copy that accepts is kept and not reported",
    "new-tool",
    "file:../new-tool",
    { source: "local", releases: [core("^1.0.0", "1.0.0")] },
    {},
  ],
  ["the table: 0.x raised", "@langchain/openai", "^0.6.3", undefined, { raise: "^1.0.0" }],
  ["the table: 1.x kept", "@langchain/openai", "^1.2.0", undefined, {}],
  [
    "the table: a package with no accepting release blocks",
    "@langchain/nomic",
    "^0.1.0",
    undefined,
    { blocked: /no release of it accepts them \(the built-in table\)/ },
  ],
  [
    "the table: a tag is kept and reported",
    "@langchain/anthropic",
    "latest",
    undefined,
    { unchecked: /"latest" is not a semver range .* kept; releases .* from 1\.3\.17 on/ },
  ],
  [
    "workspace: kept and reported",
    "@langchain/openai",
    "workspace:^",
    undefined,
    { unchecked: /"workspace:\^" is not a semver range/ },
  ],
  [
    "an unknown LangChain package without facts is reported",
    "@langchain/brand-new",
    "^0.1.0",
    undefined,
    { unchecked: /not in the built-in table/ },
  ],
  ["an unknown other package without facts is not in scope", "express", "^4.0.0", undefined, {}],
  [
    "the moved packages themselves are not planned here",
    "@langchain/core",
    "^0.3.0",
    undefined,
    {},
  ],
  [
    "registry facts win over the table",
    "@langchain/openai",
    "^0.6.3",
    registry(core("^0.3.0", "0.6.3"), core("~1.0.0", "1.0.0"), core("^1.3.0", "1.1.0")),
    { raise: "^1.1.0" },
  ],
];

describe("planDependencySet", () => {
  test.each(ROWS)("%s", (_what, name, range, fact, expected) => {
    const plan = planDependencySet(
      [{ name, section: "dependencies", range }],
      MOVED,
      fact ? { [name]: fact } : {},
    );
    expect(plan.raises.map((r) => r.to)).toEqual(expected.raise ? [expected.raise] : []);
    expect(plan.blocked).toHaveLength(expected.blocked ? 1 : 0);
    if (expected.blocked) expect(plan.blocked[0].reason).toMatch(expected.blocked);
    expect(plan.unchecked).toHaveLength(expected.unchecked ? 1 : 0);
    if (expected.unchecked) expect(plan.unchecked[0].reason).toMatch(expected.unchecked);
  });

  test("a raise says from → to and where the fact came from; every section is planned", () => {
    const plan = planDependencySet(
      [
        { name: "@langchain/openai", section: "devDependencies", range: "~0.5.0" },
        { name: "x", section: "peerDependencies", range: "^0.4.0" },
      ],
      MOVED,
      { x: PLUGIN },
    );
    expect(plan.raises).toEqual([
      {
        name: "@langchain/openai",
        section: "devDependencies",
        range: "~0.5.0",
        to: "^1.0.0",
        source: "table",
      },
      { name: "x", section: "peerDependencies", range: "^0.4.0", to: "^1.0.0", source: "registry" },
    ]);
  });
});
