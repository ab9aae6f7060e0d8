/**
 * One file through every selected migration: the single entry point shared by the CLI
 * (in-process or in a worker) and the transforms' fixture tests.
 *
 * Source files are parsed once, every source migration runs over the same tree in `order`,
 * and the tree is printed once, with recast, only when some migration changed it. JSON files
 * go through the text migrations that match them. Either way the output is re-parsed and
 * refused when it does not parse; line endings, BOM and the trailing newline are kept.
 */
import {
  DEFAULT_TARGET_MODULE,
  appliesTo,
  createSourceContext,
  isRefusal,
  factsOfMigration,
  mentionsOldModule,
  styleOf,
  type ManualStep,
  type Migration,
  type MigrationOptions,
  type SourceMigration,
  type TextMigration,
} from "../codemod/migration.js";
import { resolve as resolvePath } from "node:path";
import { loadMigrations, selectMigrations } from "./migrations.js";
import { assertParses, parserForFile } from "./parse.js";
import { restyle } from "./restyle.js";
import { FileMemo } from "../codemod/file-memo.js";
import { printOptions } from "../codemod/style.js";

export type { ManualStep } from "../codemod/migration.js";

export interface TransformFileOptions {
  /** Names of the migrations to run (all when absent or empty). */
  migrations?: string[];
  targetModule?: string;
  adoptPrefixes?: boolean;
  oldVersion?: string;
  /** Where the compiled transforms live (default: this package's `dist/transforms`). */
  transformsDir?: string;
  /**
   * The facts of the cross-file pre-passes by pre-pass name (`runPrePasses`), handed to the
   * migrations that declare them.
   */
  facts?: Record<string, unknown>;
  /** Absolute paths the pre-passes asked to visit: transformed although they do not name the old package. */
  visit?: string[];
  /** Also return the text after each migration that changed the file (`--interactive` links hunks by them). */
  stages?: boolean;
}

/** The file's text after one migration changed it. */
export interface Stage {
  migration: string;
  text: string;
}

export interface TransformFileResult {
  /** The new file text, or null when the file is unchanged (or failed). */
  output: string | null;
  steps: ManualStep[];
  /** Why the file was left untouched: parse error, a throwing transform, unparsable output. */
  error?: string;
  /** With `stages`: the text after each migration that changed the file, in run order. */
  stages?: Stage[];
}

const BOM = "\uFEFF";

export async function transformFile(
  path: string,
  source: string,
  options: TransformFileOptions = {},
): Promise<TransformFileResult> {
  let migrations: Migration[];
  try {
    migrations = selectMigrations(loadMigrations(options.transformsDir), options.migrations);
  } catch (e) {
    return { output: null, steps: [], error: errorText(e) };
  }
  const migrationOptions: MigrationOptions = {
    targetModule: options.targetModule || DEFAULT_TARGET_MODULE,
    adoptPrefixes: Boolean(options.adoptPrefixes),
    ...(options.oldVersion ? { oldVersion: options.oldVersion } : {}),
  };
  const bom = source.startsWith(BOM);
  const text = bom ? source.slice(1) : source;
  const result = isJson(path)
    ? runText(path, text, migrations, migrationOptions, options.facts)
    : await runSource(path, text, migrations, migrationOptions, options);
  if (!options.stages) delete result.stages;
  if (result.output === null || result.error) return { ...result, output: null };
  const layout = (t: string) => (bom ? BOM : "") + restoreLayout(text, t);
  const output = restoreLayout(text, result.output);
  if (output === text) return { output: null, steps: result.steps };
  return {
    output: bom ? BOM + output : output,
    steps: result.steps,
    ...(result.stages
      ? { stages: result.stages.map((st) => ({ ...st, text: layout(st.text) })) }
      : {}),
  };
}

/** Is `file` one of the files the pre-passes asked to visit? (absolute paths) */
function prePassVisits(visit: string[] | undefined, file: string): boolean {
  if (!visit?.length) return false;
  return visit.includes(resolvePath(file));
}

export function isJson(path: string): boolean {
  return /\.json$/i.test(path);
}

async function runSource(
  path: string,
  text: string,
  all: Migration[],
  options: MigrationOptions,
  { facts, visit, stages: stagesWanted }: TransformFileOptions,
): Promise<TransformFileResult> {
  // A file the cross-file pre-pass names imports an old client (or the old class, renamed)
  // from another module: its text need not contain the names the `mentions` filters look for.
  const visited = prePassVisits(visit, path);
  const migrations = all.filter(
    (m): m is SourceMigration => m.kind === "source" && (visited || appliesTo(m, text)),
  );
  // The fast path: a file that never names the old package has nothing to migrate, unless
  // the cross-file pre-pass found that it imports an old client from another module.
  if (migrations.length === 0) return { output: null, steps: [] };
  if (!visited && !mentionsOldModule(text)) return { output: null, steps: [] };
  const j = (await jscodeshift()).withParser(parserForFile(path));
  let root;
  try {
    root = j(text);
  } catch (e) {
    return { output: null, steps: [], error: `cannot parse: ${errorText(e)}` };
  }
  const steps: ManualStep[] = [];
  const stages: Stage[] = [];
  let changed = false;
  // One memo per file for every migration; told whenever a migration changed the tree.
  const memo = new FileMemo();
  for (const m of migrations) {
    const ctx = createSourceContext(
      j,
      root,
      { path, source: text },
      options,
      (s) => steps.push(s),
      memo,
      factsOfMigration(m, facts),
    );
    try {
      m.run(ctx);
    } catch (e) {
      return { output: null, steps: [], error: thrown(m, e) };
    }
    if (ctx.isChanged()) {
      changed = true;
      memo.treeChanged();
      if (stagesWanted) stages.push({ migration: m.name, text: print(root) });
    }
  }
  if (!changed) return { output: null, steps: dedupe(steps) };
  // Printed in the file's style: recast's options for indentation, quotes of strings it
  // creates and line endings; then the written lines get the file's quotes and semicolons.
  function print(tree: any): string {
    const style = styleOf(tree, text);
    return restyle(path, text, tree.toSource(printOptions(style)), style);
  }
  let output: string;
  // The safety check needs a verdict, not a tree to reprint: Babel alone, same options.
  try {
    output = stages.length ? stages[stages.length - 1].text : print(root);
    assertParses(path, output);
  } catch (e) {
    return {
      output: null,
      steps: [],
      error: `refused: the transformed code does not parse (${errorText(e)}); file left as it was`,
    };
  }
  return { output, steps: dedupe(steps), ...(stagesWanted ? { stages } : {}) };
}

function runText(
  path: string,
  text: string,
  all: Migration[],
  options: MigrationOptions,
  facts: Record<string, unknown> | undefined,
): TransformFileResult {
  const migrations = all.filter((m): m is TextMigration => m.kind === "text" && m.matches(path));
  const steps: ManualStep[] = [];
  const stages: Stage[] = [];
  let current = text;
  for (const m of migrations) {
    try {
      const next = m.run(current, {
        path,
        options,
        factsOf: factsOfMigration(m, facts),
        report: (s) => steps.push({ ...s, file: path }),
      });
      if (next !== null && next !== undefined && next !== current) {
        current = next;
        stages.push({ migration: m.name, text: current });
      }
    } catch (e) {
      return { output: null, steps: [], error: thrown(m, e) };
    }
  }
  if (current === text) return { output: null, steps: dedupe(steps) };
  // Only JSON that parsed before must parse after (JSONC configs are the transforms' call).
  if (parsesAsJson(text) && !parsesAsJson(current)) {
    return {
      output: null,
      steps: [],
      error: "refused: the transformed JSON does not parse; file left as it was",
    };
  }
  return { output: current, steps: dedupe(steps), stages };
}

/** Keep the original's line endings and trailing newline whatever the printer did. */
function restoreLayout(original: string, output: string): string {
  let out = output;
  if (eolOf(original) === "\r\n" && !/(^|[^\r])\n/.test(original))
    out = out.replace(/\r?\n/g, "\r\n");
  const eol = eolOf(original);
  const hadFinal = /\n$/.test(original);
  if (hadFinal && !/\n$/.test(out)) out += eol;
  if (!hadFinal && /\n$/.test(out) && original.length > 0) out = out.replace(/\r?\n$/, "");
  return out;
}

function eolOf(text: string): "\r\n" | "\n" {
  const lf = text.indexOf("\n");
  return lf > 0 && text[lf - 1] === "\r" ? "\r\n" : "\n";
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

function dedupe(steps: ManualStep[]): ManualStep[] {
  const seen = new Set<string>();
  return steps.filter((s) => {
    const key = `${s.rule}\0${s.file}\0${s.line}\0${s.column}\0${s.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A refusal is the migration's verdict on the file; anything else it threw is a bug. */
function thrown(m: Migration, e: unknown): string {
  return isRefusal(e)
    ? `refused by "${m.name}": ${e.message}`
    : `transform "${m.name}" threw: ${errorText(e)}`;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

let jscodeshiftModule: any;
/** Loaded on first use so that a run with nothing to migrate never pays for Babel. */
async function jscodeshift(): Promise<any> {
  if (!jscodeshiftModule) {
    const mod: any = await import("jscodeshift");
    jscodeshiftModule = mod.default ?? mod;
  }
  return jscodeshiftModule;
}

/** Does `text` parse with the parser for `path`? (Used to vet a partly accepted review.) */
export async function parses(path: string, text: string): Promise<boolean> {
  const body = text.startsWith(BOM) ? text.slice(1) : text;
  if (isJson(path)) return true;
  try {
    assertParses(path, body);
    return true;
  } catch {
    return false;
  }
}
