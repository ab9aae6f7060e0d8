/**
 * The contract between the codemod engine and the transforms in `transforms/`.
 *
 * A transform module exports:
 * - `migration`: a `SourceMigration` (runs on a parsed JS/TS file) or a `TextMigration` (JSON
 *   configs, package.json). The engine parses a source file once, runs every selected
 *   `SourceMigration` over the same tree in the order of `transforms/order.ts`, and prints once.
 * - `default`: a plain jscodeshift transform built with `toJscodeshift(migration)`, so that
 *   `jscodeshift -t transforms/<name>.ts` works with the ecosystem's runner too.
 *
 * A transform never writes files or prints; it reports manual steps through `ctx.todo` and
 * behaviour changes through `ctx.note`, and the engine turns them into the run report.
 */
import type { API, Collection, FileInfo, JSCodeshift, Options } from "jscodeshift";
import { FileMemo } from "./file-memo.js";
import { detectStyle, printOptions, type FileStyle } from "./style.js";

export type { FileStyle } from "./style.js";

/** The package the old programs import, in every published generation. */
export const OLD_MODULES = ["@langchain/mcp-adapters", "langchainjs-mcp-adapters"] as const;
export const DEFAULT_TARGET_MODULE = "langchain-mcp-bridge";

/** The marker's name, as reports say it. */
export const TODO_MARKER = "TODO(mcp-migrate)";
/** Marker left on a construct that has no safe rewrite. Inserted once per construct. */
export const TODO_PREFIX = `${TODO_MARKER}:`;
/** A line carrying this comment (or the statement after it) is left alone by every transform. */
export const IGNORE_COMMENT = "mcp-migrate-ignore";

/**
 * `error`: the migrated program will not install, build or run until a person acts (a
 * dependency that blocks, a compiler setting); `todo`: a place to finish by hand;
 * `behavior-change`: what now works differently.
 */
export type StepKind = "error" | "todo" | "behavior-change";

/**
 * Thrown by a migration that must leave the file as it is (e.g. a package.json whose
 * dependencies cannot be made to install): the file is reported failed with this message.
 * Recognised by name, as the transforms are bundled with their own copy of this module.
 */
export class MigrationRefusal extends Error {
  override name = "MigrationRefusal";
}

export function isRefusal(e: unknown): e is Error {
  return e instanceof Error && e.name === "MigrationRefusal";
}

/** One place that needs a person, as it appears in the report. */
export interface ManualStep {
  kind: StepKind;
  /** Stable id, `<transform>/<rule>`, e.g. `client-config/websocket`. */
  rule: string;
  message: string;
  file: string;
  line: number;
  column: number;
}

export interface MigrationOptions {
  /** Module the imports are rewritten to (`--target-module`). */
  targetModule: string;
  /** Opt-in: adopt the runtime's `{server}_{tool}` names and rewrite tool-name strings. */
  adoptPrefixes: boolean;
  /** Installed old-package version from package.json/lockfile, when known (e.g. "0.2.7"). */
  oldVersion?: string;
}

/**
 * A cross-file pre-pass: run once by the engine over every discovered source file before any
 * file is transformed, however many migrations declare it. Its facts come back to the
 * migrations that declare it, and to no other, through `ctx.factsOf(prepass)`.
 */
export interface PrePass<Facts> {
  /** Unique among the transforms: `<transform or lib module>/<what it finds>`. */
  name: string;
  /**
   * `files` are absolute paths; `read` gives a file's text. The facts must be plain JSON: they
   * travel to worker threads and into the resume journal.
   */
  run(files: string[], read: (file: string) => string): Facts;
  /** Files to transform although they do not name the old package. */
  visits?(facts: Facts): string[];
}

/**
 * The facts of a migration's own pre-passes: undefined when the engine did not run it (a plain
 * `jscodeshift -t` run, or a pre-pass that failed). Asking for a pre-pass the migration does
 * not declare is a programming error.
 */
export type FactsOf = <Facts>(prepass: PrePass<Facts>) => Facts | undefined;

export interface SourceContext {
  j: JSCodeshift;
  root: Collection<any>;
  file: FileInfo;
  options: MigrationOptions;
  /**
   * The file's own style (quotes, semicolons, indentation, line ending), read once per file:
   * code a transform builds follows it.
   */
  readonly style: FileStyle;
  /** Say that the tree was changed; the engine prints only when some migration did. */
  changed(): void;
  /**
   * Put `// TODO(mcp-migrate): message` on the statement holding `node` and report it; silent
   * when that statement already carries this marker (a second run reports nothing new).
   */
  todo(node: any, rule: string, message: string): void;
  /** Report a behaviour change at `node` without a marker in the code. */
  note(node: any, rule: string, message: string): void;
  /** True when `node` (or its statement) carries an `mcp-migrate-ignore` comment. */
  isIgnored(node: any): boolean;
  factsOf: FactsOf;
  /**
   * Per-file memo shared by every migration of one file (the old bindings, the tree index, the
   * client tracker): what a migration reads here describes the current tree (see `FileMemo`).
   */
  memo: FileMemo;
}

export interface SourceMigration {
  kind: "source";
  name: string;
  description: string;
  /**
   * Optional text pre-filter: when given, the migration runs only on files whose text
   * contains at least one of these strings (e.g. the old method names it rewrites). The
   * engine checks it before the tree walk, so a rule that cannot apply costs nothing.
   */
  mentions?: readonly string[];
  /** The cross-file pre-passes whose facts this migration reads (`ctx.factsOf`). */
  prepasses?: readonly PrePass<any>[];
  run(ctx: SourceContext): void;
}

/** Does `migration` want to see a file with this text? (its `mentions` pre-filter) */
export function appliesTo(migration: SourceMigration, text: string): boolean {
  return !migration.mentions || migration.mentions.some((m) => text.includes(m));
}

export interface TextContext {
  path: string;
  options: MigrationOptions;
  factsOf: FactsOf;
  /** Report a step at a 1-based line of the text. */
  report(step: Omit<ManualStep, "file">): void;
}

export interface TextMigration {
  kind: "text";
  name: string;
  description: string;
  /** Which files this migration reads (e.g. package.json, JSON configs). */
  matches(path: string): boolean;
  /** The cross-file pre-passes whose facts this migration reads, as for source migrations. */
  prepasses?: readonly PrePass<any>[];
  /** Return the new text, or null when nothing changes. */
  run(text: string, ctx: TextContext): string | null;
}

export type Migration = SourceMigration | TextMigration;

/**
 * `factsOf` for one migration: `all` holds the facts of every pre-pass the engine ran, by
 * pre-pass name; the migration sees only those it declares.
 */
export function factsOfMigration(migration: Migration, all?: Record<string, unknown>): FactsOf {
  const declared = new Set((migration.prepasses ?? []).map((p) => p.name));
  return <Facts>(prepass: PrePass<Facts>) => {
    if (!declared.has(prepass.name))
      throw new Error(
        `migration "${migration.name}" reads the pre-pass "${prepass.name}" without declaring it in its \`prepasses\``,
      );
    return all?.[prepass.name] as Facts | undefined;
  };
}

/** Parser for a source file, by extension: `.ts/.mts/.cts` need `ts` so `<T>x` parses. */
export function parserFor(path: string): "ts" | "tsx" {
  return /\.(c|m)?ts$/.test(path) && !/\.tsx$/.test(path) ? "ts" : "tsx";
}

/** Does this text mention an old module at all? The engine skips parsing when not. */
export function mentionsOldModule(text: string): boolean {
  return OLD_MODULES.some((m) => text.includes(m));
}

/**
 * Build a `SourceContext` over a parsed tree. Shared by the engine and `toJscodeshift` so
 * markers, ignores and reports behave the same under both runners.
 */
const pathCache = new WeakMap<object, WeakMap<object, any>>();
/** The style of the file `root` was parsed from, read on first use (once per tree). */
const styleCache = new WeakMap<object, FileStyle>();

export function styleOf(root: Collection<any>, source: string): FileStyle {
  let style = styleCache.get(root);
  if (!style) {
    style = detectStyle(source, root.get().node);
    styleCache.set(root, style);
  }
  return style;
}

export function createSourceContext(
  j: JSCodeshift,
  root: Collection<any>,
  file: FileInfo,
  options: MigrationOptions,
  sink: (step: ManualStep) => void,
  memo: FileMemo = new FileMemo(),
  factsOf: FactsOf = noFacts,
): SourceContext & { isChanged(): boolean } {
  let changed = false;
  // node -> path, shared by the contexts of one tree and rebuilt on a miss: transforms ask
  // about many nodes, and a full traversal per question made marker-heavy files quadratic.
  const findPath = (node: any): any => {
    if (!node || typeof node !== "object") return null;
    let p = pathCache.get(root)?.get(node);
    if (!p) {
      const map = new WeakMap<object, any>();
      root.find(j.Node).forEach((q: any) => {
        if (q.node && !map.has(q.node)) map.set(q.node, q);
      });
      pathCache.set(root, map);
      p = map.get(node);
    }
    return p ?? null;
  };
  const statementOf = (node: any): any => {
    let p: any = findPath(node);
    while (p && p.parent && !j.Statement.check(p.node)) p = p.parent;
    while (p && p.parent && j.ExportNamedDeclaration.check(p.parent.node)) p = p.parent;
    return p ? p.node : node;
  };
  const position = (node: any) => {
    const loc = node?.loc ?? statementOf(node)?.loc;
    return { line: loc?.start?.line ?? 0, column: (loc?.start?.column ?? 0) + 1 };
  };
  // recast attaches `x(); // mcp-migrate-ignore` to the *next* statement (whitespace-only gap),
  // so attachment cannot tell which construct a comment from the source is on: use lines for
  // those, and attachment only for comments a transform created (they have no location).
  const ignoreLines = ignoreCommentLines(file.source);
  const sourceLines = ignoreLines.size ? file.source.split(/\r?\n/) : [];
  const onIgnoredLine = (node: any) => {
    const loc = node?.loc;
    if (!loc || ignoreLines.size === 0) return false;
    if (ignoreLines.has(loc.start.line) || ignoreLines.has(loc.end.line)) return true;
    // `// mcp-migrate-ignore` on its own line, possibly among other comment lines, just above.
    for (let line = loc.start.line - 1; line >= 1; line--) {
      if (!/^\s*(\/\/|\/\*|\*)/.test(sourceLines[line - 1] ?? "")) return false;
      if (ignoreLines.has(line)) return true;
    }
    return false;
  };
  const hasSyntheticIgnore = (node: any) =>
    (node?.comments ?? []).some((c: any) => !c.loc && String(c.value).includes(IGNORE_COMMENT));
  return {
    j,
    root,
    file,
    options,
    memo,
    factsOf,
    get style() {
      return styleOf(root, file.source);
    },
    changed() {
      changed = true;
    },
    isChanged: () => changed,
    isIgnored(node: any) {
      // No ignore comment in the file: only one a transform just created can count, and
      // those sit on the node itself. Skips the statement lookup on the common path.
      if (ignoreLines.size === 0) return hasSyntheticIgnore(node);
      const stmt = statementOf(node);
      return (
        hasSyntheticIgnore(node) ||
        hasSyntheticIgnore(stmt) ||
        onIgnoredLine(node) ||
        onIgnoredLine(stmt)
      );
    },
    todo(node: any, rule: string, message: string) {
      const stmt = statementOf(node);
      const text = ` ${TODO_PREFIX} ${message}`;
      // Already marked (by an earlier run, or an earlier migration of this one): one comment
      // holding the prefix and this message.
      if (
        (stmt.comments ?? []).some(
          (c: any) => String(c.value).includes(TODO_PREFIX) && String(c.value).includes(message),
        )
      )
        return;
      sink({ kind: "todo", rule, message, file: file.path, ...position(node) });
      stmt.comments = [...(stmt.comments ?? []), j.commentLine(text, true, false)];
      changed = true;
    },
    note(node: any, rule: string, message: string) {
      sink({ kind: "behavior-change", rule, message, file: file.path, ...position(node) });
    },
  };
}

/** `factsOf` of a context built for no migration in particular (tests, tools). */
const noFacts: FactsOf = (prepass) => {
  throw new Error(`no pre-pass facts in this context (asked for "${prepass.name}")`);
};

const IGNORE_RE = new RegExp(`(//|/\\*+)\\s*${IGNORE_COMMENT}\\b`);

/** 1-based lines that carry an `mcp-migrate-ignore` comment (line or block). */
function ignoreCommentLines(source: string): Set<number> {
  const lines = new Set<number>();
  if (!source.includes(IGNORE_COMMENT)) return lines;
  source.split(/\r?\n/).forEach((text, i) => {
    if (IGNORE_RE.test(text)) lines.add(i + 1);
  });
  return lines;
}

const DEFAULT_OPTIONS: MigrationOptions = {
  targetModule: DEFAULT_TARGET_MODULE,
  adoptPrefixes: false,
};

/** Wrap a migration as a plain jscodeshift transform (for `jscodeshift -t`). */
export function toJscodeshift(migration: SourceMigration) {
  const transform = (file: FileInfo, api: API, options: Options) => {
    if (!mentionsOldModule(file.source) || !appliesTo(migration, file.source)) return undefined;
    const j = api.jscodeshift.withParser(parserFor(file.path));
    const root = j(file.source);
    const ctx = createSourceContext(
      j,
      root,
      file,
      {
        ...DEFAULT_OPTIONS,
        ...(options.targetModule ? { targetModule: String(options.targetModule) } : {}),
        adoptPrefixes: Boolean(options.adoptPrefixes),
      },
      (step) => api.report(`${step.rule}:${step.line}: ${step.message}`),
      undefined,
      factsOfMigration(migration),
    );
    migration.run(ctx);
    return ctx.isChanged() ? root.toSource(printOptions(ctx.style)) : file.source;
  };
  return transform;
}
