/**
 * package-json: the dependency on the old package becomes `langchain-mcp-bridge`, in the same
 * section and at the same place (the key is renamed in the text: indentation, key order and
 * everything else stay), or, in a section whose keys were sorted, at its sorted place, where
 * the added dependencies go too (`lib/sorted-insert.ts`). When the new package is already
 * listed, the old entry is removed.
 *
 * The package is then brought to what the runtime needs, so that a plain install resolves:
 * `@langchain/core` and `@langchain/langgraph` inside the runtime's peer ranges, `langchain`
 * where the migration emits its APIs (or where an old `langchain` would pin core to 0.x), and
 * `zod` where the declared range admits none of what the runtime's dependencies accept. Every
 * other dependency that peers on core is raised with them to a release line that accepts 1.x
 * (`lib/dependency-set.ts`, on the facts of the `dependency-facts` pre-pass); when none does,
 * the file is refused and left as it was. A range is only ever raised (never downgraded); one
 * this file cannot read (a tag, `workspace:`, a git URL) is kept and reported.
 */
import { existsSync } from "node:fs";
import nodePath from "node:path";
import semver from "semver";
import {
  MigrationRefusal,
  OLD_MODULES,
  type PrePass,
  type TextContext,
  type TextMigration,
} from "../src/codemod/migration.js";
import {
  applyEdits,
  parseJson,
  positionOf,
  removePropsEdits,
  type JsonNode,
  type JsonProp,
  type TextEdit,
} from "./lib/json.js";
import { isSorted, sortedInsertEdits, type Entry } from "./lib/sorted-insert.js";
import { toJscodeshiftText } from "./lib/text-migration.js";
import { planDependencySet, type Declared } from "./lib/dependency-set.js";
import { dependencyFacts } from "./lib/dependency-facts.js";
import { CLASSIC, classicImports } from "./lib/langchain-classic.js";
import { ACCEPTS_CORE_1_FROM } from "./lib/langchain-releases.js";
import { node10Subpaths } from "./lib/node10-subpaths.js";

const NAME = "package-json";
/** The range the migrated dependency gets; kept equal to this package's version by a test. */
export const TARGET_RANGE = "^0.1.0";
/** The runtime's peer ranges; kept equal to this package's `peerDependencies` by a test. */
export const CORE_RANGE = "^1.4.0";
export const LANGGRAPH_RANGE = "^1.7.3";
/** The range added for `langchain` when generated middleware imports `createMiddleware`. */
export const LANGCHAIN_RANGE = "^1.0.0";
/** What `@langchain/langgraph` ^1.7.3 depends on: a declared checkpointer base must be the same line. */
export const CHECKPOINT_RANGE = "^1.2.2";
/**
 * The zod that the runtime's dependencies accept (`@langchain/langgraph` and `langchain` peer
 * on `^3.25 || ^4.2`; 3.25 is the first with the `zod/v3` and `zod/v4` subpaths they import).
 * A project keeps its zod major: 3.x is raised to the first 3.x they accept, 4.x to the 4.x.
 */
export const ZOD_ACCEPTED = "^3.25.76 || ^4.2.0";
const ZOD_BY_MAJOR: Record<number, string> = { 3: "^3.25.76", 4: "^4.2.0" };
const HOOK_KEYS = ["beforeToolCall", "afterToolCall"];
const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/**
 * The source files whose old client has tool hooks. `hooks-to-middleware` turns those into a
 * `createMiddleware` imported from `langchain`, which the package then needs as a dependency.
 */
const hookFiles: PrePass<string[]> = {
  name: "package-json/hook-files",
  run: (files, read) =>
    files.filter((f) => {
      if (!/\.(c|m)?[jt]sx?$/.test(f)) return false;
      const text = read(f);
      return OLD_MODULES.some((m) => text.includes(m)) && HOOK_KEYS.some((k) => text.includes(k));
    }),
};

export const migration: TextMigration = {
  kind: "text",
  name: NAME,
  description:
    "Replace the @langchain/mcp-adapters (or langchainjs-mcp-adapters) dependency with langchain-mcp-bridge, and bring @langchain/core, @langchain/langgraph, langchain and zod to ranges the runtime installs with",
  matches(path) {
    return /(^|[\\/])package\.json$/.test(path) && !/(^|[\\/])node_modules[\\/]/.test(path);
  },
  prepasses: [hookFiles, dependencyFacts, classicImports, node10Subpaths],
  run(text, ctx) {
    let root: JsonNode;
    try {
      root = parseJson(text);
    } catch {
      return null;
    }
    if (root.type !== "object") return null;
    const target = ctx.options.targetModule;
    const edits: TextEdit[] = [];
    /** The migrated entry of the first dependency section: new dependencies go after it. */
    let anchor: JsonProp | undefined;
    /** Sorted sections: what goes in at its sorted place, once every entry is known. */
    const sorted = new Map<JsonProp, SortedSection>();
    for (const section of [...SECTIONS, "peerDependenciesMeta"]) {
      const s = sectionOf(root, section);
      if (!s) continue;
      const olds = s.props.filter((p) => (OLD_MODULES as readonly string[]).includes(p.key));
      if (!olds.length) continue;
      const hasTarget = s.props.some((p) => p.key === target);
      const keepsOrder = !hasTarget && isSorted(s) && s.props.some((p) => !olds.includes(p));
      const remove = new Set(hasTarget || keepsOrder ? olds : olds.slice(1));
      if (keepsOrder) {
        // The new name sorts elsewhere: it moves there instead of taking the old one's place.
        const first = olds[0];
        const range =
          section === "peerDependenciesMeta"
            ? text.slice(first.value.start, first.value.end)
            : JSON.stringify(TARGET_RANGE);
        sorted.set(first, {
          obj: s,
          removed: remove,
          entries: [{ name: JSON.stringify(target), range }],
        });
        edits.push(...removePropsEdits(s, remove));
        if (section !== "peerDependenciesMeta") anchor ??= first;
        continue;
      }
      if (!hasTarget) {
        const first = olds[0];
        edits.push({ start: first.keyStart, end: first.keyEnd, text: JSON.stringify(target) });
        if (section !== "peerDependenciesMeta") {
          edits.push({
            start: first.value.start,
            end: first.value.end,
            text: JSON.stringify(TARGET_RANGE),
          });
          anchor ??= first;
        }
      } else if (section !== "peerDependenciesMeta") {
        anchor ??= s.props.find((p) => p.key === target);
      }
      if (remove.size) edits.push(...removePropsEdits(s, remove));
    }
    if (!edits.length) return null;
    const add = (entries: Entry[]) => {
      const section = anchor && sorted.get(anchor);
      if (section) section.entries.push(...entries);
      else if (anchor) edits.push(insertAfter(text, anchor, entries));
    };
    edits.push(...runtimeDependencies(root, text, ctx, anchor, add));
    // After the removals: an insertion at the end of a section may share a removal's start.
    for (const s of sorted.values())
      edits.push(...sortedInsertEdits(text, s.obj, s.removed, s.entries));
    return applyEdits(text, edits);
  },
};

interface SortedSection {
  obj: JsonNode & { type: "object" };
  removed: Set<JsonProp>;
  entries: Entry[];
}

interface Need {
  name: string;
  /** The range written when the dependency is missing or too old. */
  range: string;
  /** Ranges inside this one are kept as they are. */
  accepted: string;
  /** Add it when missing (zod is only raised: the runtime brings its own). */
  add: boolean;
  why: string;
  /**
   * Also keep a range whose lowest version is accepted, or that admits the newest accepted
   * line (`^4.2.0`): npm meets the peer with zod's latest and replaces a locked copy when the
   * range allows it (`^4.1.0` locked at 4.1.5 became 4.6.7). A 3.x-only range with a lower
   * floor is raised: `^3.23.8` locked at 3.23.8 ended in ERESOLVE (both measured, npm 11).
   */
  keepIfAdmits?: boolean;
}

/**
 * The edits that raise (or add) the runtime's dependencies in a migrated package.json, and
 * the report entries that say what changed and what is left to the user.
 */
function runtimeDependencies(
  root: JsonNode,
  text: string,
  ctx: TextContext,
  anchor: JsonProp | undefined,
  add: (entries: Entry[]) => void,
): TextEdit[] {
  const edits: TextEdit[] = [];
  const declared = (name: string) =>
    SECTIONS.flatMap((section) => {
      const p = sectionOf(root, section)?.props.find((q) => q.key === name);
      return p && p.value.type === "string" ? [{ section, prop: p, range: p.value.value }] : [];
    });
  const oldCore = declared("@langchain/core").find(
    (d) => semver.validRange(d.range) && semver.minVersion(d.range)?.major === 0,
  );
  const needs: Need[] = [
    {
      name: "@langchain/core",
      range: CORE_RANGE,
      accepted: CORE_RANGE,
      add: true,
      why: "a peer dependency of the runtime",
    },
    {
      name: "@langchain/langgraph",
      range: LANGGRAPH_RANGE,
      accepted: LANGGRAPH_RANGE,
      add: true,
      why: "a peer dependency of the runtime (its elicitation interrupts)",
    },
    {
      name: "langchain",
      range: LANGCHAIN_RANGE,
      accepted: LANGCHAIN_RANGE,
      // The generated middleware imports createMiddleware from "langchain".
      add: hooksUnder(ctx.factsOf(hookFiles), ctx.path),
      why: "0.x peers on @langchain/core 0.x (and migrated tool hooks import createMiddleware from it)",
    },
  ];
  needs.push({
    name: "@langchain/langgraph-checkpoint",
    range: CHECKPOINT_RANGE,
    accepted: "^1.0.0",
    add: false,
    why: "@langchain/langgraph 1.x depends on it: savers built on 0.x would be a second copy",
  });
  const additions: { name: string; range: string }[] = [];
  const line = (offset: number) => positionOf(text, offset);
  /** The range each moved package ends with in this file (what the others must accept). */
  const moved: Record<string, string> = {};
  let movedByUs = false;
  for (const need of needs) {
    const found = declared(need.name);
    if (!found.length) {
      if (need.add) {
        additions.push({ name: JSON.stringify(need.name), range: JSON.stringify(need.range) });
        if (need.name !== "langchain") moved[need.name] = need.range;
        movedByUs ||= need.name !== "langchain";
      }
      continue;
    }
    for (const d of found) {
      const to = raise(d, need, edits, ctx, line(d.prop.keyStart));
      if (need.name === "langchain") continue;
      moved[need.name] = to ?? (semver.validRange(d.range) ? d.range : need.range);
      movedByUs ||= to !== undefined;
    }
  }
  // langchain-classic imports this package's moved 0.x entry points from @langchain/classic.
  const classicFiles = ctx.factsOf(classicImports)?.byPackage[nodePath.resolve(ctx.path)] ?? [];
  if (classicFiles.length && !declared(CLASSIC).length)
    additions.push({
      name: JSON.stringify(CLASSIC),
      range: JSON.stringify(`^${ACCEPTS_CORE_1_FROM[CLASSIC]}`),
    });
  edits.push(...dependencySet(root, text, ctx, moved, movedByUs));
  for (const s of ctx.factsOf(node10Subpaths)?.byPackage[nodePath.resolve(ctx.path)] ?? []) {
    const pkg = /^(@[^/]+\/[^/]+)/.exec(s.specifier)![1];
    const rel = (f: string) => nodePath.relative(nodePath.dirname(ctx.path), f) || f;
    ctx.report({
      kind: "error",
      rule: `${NAME}/module-resolution`,
      message:
        `${rel(s.file)} imports ${s.specifier}, which ${pkg} 1.x publishes only through package.json "exports"; ` +
        `${rel(s.config)} has ${s.setting}, which cannot find it (TS2307)` +
        (pkg === "@langchain/langgraph"
          ? " and the package root does not export the same names"
          : "") +
        `: set "moduleResolution" to "node16", "nodenext" or "bundler" (with a matching "module") in that config`,
      ...line(declared(pkg)[0]?.prop.keyStart ?? anchor?.keyStart ?? 0),
    });
  }
  for (const d of declared("zod")) {
    // Every major the range admits keeps its place: a zod 4 is never traded for a 3.
    const majors = semver.validRange(d.range)
      ? [3, 4].filter((m) => semver.intersects(d.range, `^${m}.0.0`))
      : [];
    const range = majors.length ? majors.map((m) => ZOD_BY_MAJOR[m]).join(" || ") : ZOD_BY_MAJOR[3];
    raise(
      d,
      {
        name: "zod",
        range,
        accepted: ZOD_ACCEPTED,
        add: false,
        why: "@langchain/langgraph and langchain 1.x peer on zod 3.25+ (its zod/v3 and zod/v4 subpaths)",
        keepIfAdmits: true,
      },
      edits,
      ctx,
      line(d.prop.keyStart),
    );
  }
  if (additions.length) add(additions);
  if (additions.length) {
    ctx.report({
      kind: "behavior-change",
      rule: `${NAME}/runtime-dependencies`,
      message:
        `added ${additions.map((a) => `${JSON.parse(a.name)} ${JSON.parse(a.range)}`).join(", ")}: the runtime needs them installed beside it` +
        (classicFiles.length
          ? `; ${CLASSIC} holds the langchain 0.x entry points that 1.x dropped, which ${classicFiles.length} file(s) here import`
          : ""),
      ...line(anchor?.keyStart ?? 0),
    });
  }
  if (oldCore) {
    ctx.report({
      kind: "behavior-change",
      rule: `${NAME}/langchain-1x`,
      message:
        `this package moves from LangChain 0.x (@langchain/core ${oldCore.range}) to 1.x (${CORE_RANGE}): ` +
        "LangChain 1.x needs Node 20+; message content is read as standard content blocks (`message.contentBlocks`); " +
        'createReactAgent (@langchain/langgraph/prebuilt) is superseded by createAgent from "langchain", and langchain 1.x keeps only the agent APIs (legacy chains, retrievers and loaders moved to @langchain/classic); ' +
        "run your tests after the install",
      ...line(oldCore.prop.keyStart),
    });
  }
  return edits;
}

/**
 * Every other dependency brought to a release line that accepts the moved packages' ranges
 * (`planDependencySet`); one that no release of which does refuses the whole file, when this
 * migration is what moves them (otherwise the install was already broken: an error entry).
 */
function dependencySet(
  root: JsonNode,
  text: string,
  ctx: TextContext,
  moved: Record<string, string>,
  movedByUs: boolean,
): TextEdit[] {
  const props = new Map<string, JsonProp>();
  const declared: Declared[] = SECTIONS.flatMap((section) =>
    (sectionOf(root, section)?.props ?? []).flatMap((p) => {
      if (p.value.type !== "string" || skipInSet(p.key, ctx)) return [];
      props.set(`${section}\0${p.key}`, p);
      return [{ name: p.key, section, range: p.value.value }];
    }),
  );
  const plan = planDependencySet(declared, moved, ctx.factsOf(dependencyFacts)?.packages ?? {});
  const at = (d: Declared) => positionOf(text, props.get(`${d.section}\0${d.name}`)!.keyStart);
  if (plan.blocked.length && movedByUs)
    throw new MigrationRefusal(
      `this package.json was left unchanged: ${plan.blocked.map((b) => b.reason).join("; ")}`,
    );
  for (const b of plan.blocked)
    ctx.report({ kind: "error", rule: `${NAME}/blocking-dependency`, message: b.reason, ...at(b) });
  for (const u of plan.unchecked)
    ctx.report({
      kind: "todo",
      rule: `${NAME}/unchecked-dependency`,
      message: `${u.name} (${u.section}): ${u.reason}`,
      ...at(u),
    });
  return plan.raises.map((r) => {
    const p = props.get(`${r.section}\0${r.name}`)!;
    ctx.report({
      kind: "behavior-change",
      rule: `${NAME}/raised`,
      message: `${r.name} ${r.range} → ${r.to} (${r.section}): from this release on it accepts ${Object.entries(
        moved,
      )
        .map(([n, v]) => `${n} ${v}`)
        .join(", ")} (${r.source === "table" ? "the built-in table" : r.source})`,
      ...at(r),
    });
    return { start: p.value.start, end: p.value.end, text: JSON.stringify(r.to) };
  });
}

/** The moved packages, zod and langchain are raised by `runtimeDependencies` itself. */
function skipInSet(name: string, ctx: TextContext): boolean {
  return (
    name === "zod" ||
    name === "langchain" ||
    name === ctx.options.targetModule ||
    (OLD_MODULES as readonly string[]).includes(name) ||
    ["@langchain/core", "@langchain/langgraph", "@langchain/langgraph-checkpoint"].includes(name)
  );
}

/**
 * Raise one declared range to `need.range` when it is below what the runtime accepts; returns
 * the new range when it did.
 */
function raise(
  d: { section: string; prop: JsonProp; range: string },
  need: Need,
  edits: TextEdit[],
  ctx: TextContext,
  at: { line: number; column: number },
): string | undefined {
  if (!semver.validRange(d.range)) {
    ctx.report({
      kind: "todo",
      rule: `${NAME}/unreadable-range`,
      message: `${need.name} "${d.range}" (${d.section}) is not a semver range this codemod can compare: kept; the runtime needs ${need.accepted} (${need.why})`,
      ...at,
    });
    return;
  }
  if (semver.subset(d.range, need.accepted)) return;
  if (
    need.keepIfAdmits &&
    (semver.satisfies(semver.minVersion(d.range)!, need.accepted) ||
      semver.intersects(d.range, ZOD_BY_MAJOR[4]))
  )
    return;
  if (newer(d.range, need.accepted)) {
    // Newer than the runtime is known to work with: never downgraded.
    ctx.report({
      kind: "todo",
      rule: `${NAME}/newer-than-runtime`,
      message: `${need.name} "${d.range}" (${d.section}) reaches past the runtime's ${need.accepted}: kept (never downgraded); the install may report a peer conflict`,
      ...at,
    });
    return;
  }
  edits.push({
    start: d.prop.value.start,
    end: d.prop.value.end,
    text: JSON.stringify(need.range),
  });
  ctx.report({
    kind: "behavior-change",
    rule: `${NAME}/raised`,
    message: `${need.name} ${d.range} → ${need.range} (${d.section}): ${need.why}`,
    ...at,
  });
  return need.range;
}

/** Is even the lowest version `range` allows above every version of `required`? */
function newer(range: string, required: string): boolean {
  const min = semver.minVersion(range);
  return Boolean(min && semver.gtr(min, required));
}

function sectionOf(root: JsonNode, section: string) {
  if (root.type !== "object") return undefined;
  const s = root.props.find((p) => p.key === section)?.value;
  return s?.type === "object" ? s : undefined;
}

/** New entries right after `anchor`, each on a line of its own with the same indentation. */
function insertAfter(
  text: string,
  anchor: JsonProp,
  entries: { name: string; range: string }[],
): TextEdit {
  const lineStart = text.lastIndexOf("\n", anchor.keyStart) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const sameLine =
    !text.slice(anchor.keyStart, anchor.value.end).includes("\n") &&
    text.slice(lineStart, anchor.keyStart).trim() !== "";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  // On one line, the spacing the file already uses after a comma and after a colon.
  const afterComma = /^\s*,([ \t]*)/.exec(text.slice(anchor.value.end))?.[1] ?? " ";
  const colon = text.slice(anchor.keyEnd, anchor.value.start);
  const sep = sameLine ? `,${afterComma}` : `,${eol}${indent}`;
  return {
    start: anchor.value.end,
    end: anchor.value.end,
    text: entries.map((e) => `${sep}${e.name}${colon}${e.range}`).join(""),
  };
}

/**
 * Does the pre-pass list a source file with tool hooks in this package.json's package? (under
 * its folder, and not inside a nested package with a package.json of its own)
 */
function hooksUnder(files: string[] | undefined, packageJson: string): boolean {
  if (!Array.isArray(files)) return false;
  const dir = nodePath.dirname(nodePath.resolve(packageJson));
  return files.some((f) => {
    if (typeof f !== "string" || !nodePath.resolve(f).startsWith(dir + nodePath.sep)) return false;
    for (let d = nodePath.dirname(nodePath.resolve(f)); d !== dir; d = nodePath.dirname(d))
      if (existsSync(nodePath.join(d, "package.json"))) return false;
    return true;
  });
}

export default toJscodeshiftText(migration);
