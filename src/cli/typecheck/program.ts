/**
 * One package type-checked twice, in memory: with the original texts of the files the run
 * changed, then with the migrated ones, and only the diagnostics the migration introduced
 * kept. Shared by the safety net (every run, before anything is written) and `--verify`.
 *
 * - Compiler options are the project's own (nearest tsconfig.json, else jsconfig.json), with
 *   `checkJs` on where the config holds JavaScript so that its semantics are compared too;
 *   files no config holds are checked with default options (`defaultCompilerOptions`).
 * - The files checked are the changed ones and, when asked, the files that import them.
 * - This package resolves to its own declarations until it is installed; the declarations'
 *   own imports (`@langchain/core`…) resolve from the project first, as they will once it is
 *   installed there, so a project on LangChain 0.3 is not compared against this package's 1.x.
 */
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import { withNewNames } from "../../../transforms/lib/names.js";
import { packageRoot } from "../../engine/migrations.js";
import { readText } from "../read-text.js";

export type Ts = typeof TsApi;

/** A diagnostic of one file, 1-based. */
export interface FileDiagnostic {
  /** Absolute path. */
  file: string;
  line: number;
  column: number;
  /** `TS2339` and the like. */
  code: string;
  message: string;
  /** The module specifier of the import declaration or `require` the diagnostic sits in. */
  importOf?: string;
}

export interface ChangedText {
  before: string;
  after: string;
}

export interface CheckInput {
  /** The package folder (its nearest package.json). */
  dir: string;
  /** Files of this package that the run changed: absolute path → texts. */
  changed: Map<string, ChangedText>;
  /**
   * Every file the run changed, in any package (default: `changed`): a program that reaches
   * another package's changed file must see its texts too, not what is on disk.
   */
  allChanged?: Map<string, ChangedText>;
  targetModule: string;
  /**
   * The files checked: the changed ones; and the files that import them (the same text in
   * both trees); or every file of the project (errors the migration caused anywhere).
   */
  scope: Scope;
}

export interface CheckResult {
  /** How it was checked, or why it was not. */
  checked: string;
  skipped: boolean;
  /** Diagnostics of the migrated tree that the original does not have. */
  introduced: FileDiagnostic[];
  /** Errors of the migrated tree that the original has too (not counted against the migration). */
  preexisting: number;
}

export type Scope = "changed" | "importers" | "project";

const SOURCE = /\.(c|m)?[jt]sx?$/;
const JS = /\.(c|m)?jsx?$/;

export function checkPackage(input: CheckInput): CheckResult {
  const changed = new Map([...input.changed].filter(([f]) => SOURCE.test(f)));
  if (!changed.size) return skipped("skipped: no source file changed");
  const { ts, from } = typescriptFor(input.dir);
  const setups = compilerSetups(ts, input, changed);
  if (typeof setups === "string") return skipped(setups);
  const results = setups.map((setup) => checkWith(ts, setup, input));
  return {
    checked: `${setups.map((s) => s.how).join("; ")}, TypeScript ${ts.version} (${from})`,
    skipped: false,
    introduced: results.flatMap((r) => r.introduced),
    preexisting: results.reduce((n, r) => n + r.preexisting, 0),
  };
}

/** One program's check: the migrated tree, then the original where the migrated has errors. */
function checkWith(
  ts: Ts,
  setup: CompilerSetup,
  input: CheckInput,
): { introduced: FileDiagnostic[]; preexisting: number } {
  const { options, roots, files } = setup;
  // The migrated tree first: a file with no error there cannot have an introduced one, so the
  // original tree is only checked (reusing the first program's files) where it has some.
  const inScope = (f: string, importers: Set<string>) =>
    !f.includes(`${path.sep}node_modules${path.sep}`) &&
    (files.has(f) ||
      input.scope === "project" ||
      (input.scope === "importers" && importers.has(f)));
  const texts = input.allChanged ?? input.changed;
  const textOf = (side: keyof ChangedText) => (f: string) => texts.get(f)?.[side];
  const after = diagnostics(ts, roots, options, textOf("after"), input, inScope);
  const withErrors = new Set(after.errors.map((d) => d.file));
  const before = withErrors.size
    ? diagnostics(
        ts,
        roots,
        options,
        textOf("before"),
        input,
        (f) => withErrors.has(f),
        after.program,
      ).errors
    : [];
  const introduced = introducedBetween(before, after.errors);
  return { introduced, preexisting: after.errors.length - introduced.length };
}

/**
 * The errors of `after` that `before` does not have: same file, code and text (lines move, so
 * they are not compared; the old package's renamed exports are read under their new names),
 * counted as a multiset.
 */
export function introducedBetween(
  before: FileDiagnostic[],
  after: FileDiagnostic[],
): FileDiagnostic[] {
  const pool = new Map<string, number>();
  const key = (d: FileDiagnostic) => `${d.file}\0${d.code}\0${withNewNames(d.message)}`;
  for (const d of before) pool.set(key(d), (pool.get(key(d)) ?? 0) + 1);
  return after.filter((d) => {
    const n = pool.get(key(d)) ?? 0;
    if (n > 0) pool.set(key(d), n - 1);
    return n === 0;
  });
}

export interface Snapshot {
  checked: string;
  skipped: boolean;
  errors: FileDiagnostic[];
}

/**
 * Every error of a package's project as it is now (on disk and in node_modules), with some
 * files' texts replaced: `--install` takes one before the install (the original texts) and
 * one after it, so that errors a dependency bump causes in files nobody changed count too.
 */
export function snapshotPackage(
  dir: string,
  texts: Map<string, string>,
  targetModule: string,
): Snapshot {
  const { ts, from } = typescriptFor(dir);
  const changed = new Map([...texts].map(([f, t]) => [f, { before: t, after: t }]));
  const input: CheckInput = { dir, changed, targetModule, scope: "project" };
  const setup = configSetup(ts, input, changed);
  if (typeof setup === "string") return { checked: setup, skipped: true, errors: [] };
  const { errors } = diagnostics(
    ts,
    setup.roots,
    setup.options,
    (f) => texts.get(f),
    input,
    (f) => !f.includes(`${path.sep}node_modules${path.sep}`),
  );
  return { checked: `${setup.how}, TypeScript ${ts.version} (${from})`, skipped: false, errors };
}

function skipped(checked: string): CheckResult {
  return { checked, skipped: true, introduced: [], preexisting: 0 };
}

/**
 * The program's root files. The whole project for `project`; otherwise its declaration files
 * (ambient types), the changed files, and the files whose text names one of them in a quoted
 * specifier (its importers, and some others): the program then loads only what those reach,
 * not a large project's every file. An importer this misses is not checked, never misjudged.
 */
function rootsOf(
  projectFiles: string[],
  changed: Map<string, ChangedText>,
  scope: Scope,
): string[] {
  if (scope === "project") return [...new Set([...projectFiles, ...changed.keys()])];
  const names = new Set<string>();
  for (const file of changed.keys()) {
    const stem = path.basename(file).replace(/\.[cm]?[jt]sx?$/, "");
    names.add(stem === "index" ? path.basename(path.dirname(file)) : stem);
    const pkg = packageNameOf(file);
    if (pkg) names.add(pkg.split("/").pop()!);
  }
  const escaped = [...names].map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const specifierNamingOne = new RegExp(
    `["'\`][^"'\`\n]*\\b(?:${escaped.join("|")})(?:\\.[cm]?[jt]sx?)?["'\`]`,
  );
  const roots = new Set(changed.keys());
  for (const file of projectFiles) {
    if (roots.has(file)) continue;
    if (/\.d\.[cm]?ts$/.test(file)) roots.add(file);
    else if (scope === "importers" && specifierNamingOne.test(readText(file) ?? ""))
      roots.add(file);
  }
  return [...roots];
}

/** The `name` of the nearest package.json above `file`, if any. */
function packageNameOf(file: string): string | undefined {
  for (let dir = path.dirname(file); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const pj = path.join(dir, "package.json");
    if (!existsSync(pj)) continue;
    try {
      const name = JSON.parse(readFileSync(pj, "utf8")).name;
      return typeof name === "string" ? name : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

interface CompilerSetup {
  options: TsApi.CompilerOptions;
  roots: string[];
  /** The changed files this program checks. */
  files: Set<string>;
  how: string;
}

/**
 * The programs that check the changed files: the project's config for the files it holds, and
 * default options for the rest (no config at all, or JavaScript under a tsconfig without
 * `allowJs`: loose JavaScript is where a break has no other witness); or why none can.
 */
function compilerSetups(
  ts: Ts,
  input: CheckInput,
  changed: Map<string, ChangedText>,
): CompilerSetup[] | string {
  const config = configSetup(ts, input, changed);
  if (typeof config === "string" && config !== NO_CONFIG) return config;
  const setups = typeof config === "string" ? [] : [config];
  const held = typeof config === "string" ? new Set<string>() : config.files;
  const rest = [...changed.keys()].filter((f) => !held.has(f));
  if (rest.length) {
    const js = rest.every((f) => JS.test(f));
    const restOf = new Map(rest.map((f) => [f, changed.get(f)!] as const));
    setups.push({
      options: defaultCompilerOptions(ts),
      roots: rootsOf(
        packageSources(ts, input.dir).filter((f) => !held.has(f) && (!held.size || JS.test(f))),
        restOf,
        input.scope,
      ),
      files: new Set(rest),
      how: `${setups.length ? "files no config holds" : "no tsconfig.json"}: checked as ${js ? "JavaScript (checkJs)" : "TypeScript"} with default options`,
    });
  }
  if (setups.length) return setups;
  return typeof config === "string"
    ? config
    : `skipped: ${config.how} does not hold JavaScript (no allowJs)`;
}

const NO_CONFIG = "skipped: no tsconfig.json or jsconfig.json";

/** A package's source files as an empty jsconfig would take them (build output left out). */
function packageSources(ts: Ts, dir: string): string[] {
  const config = {
    compilerOptions: { allowJs: true },
    exclude: ["**/node_modules", "dist", "build", "coverage"],
  };
  return ts.parseJsonConfigFileContent(config, ts.sys, dir).fileNames.map((f) => path.resolve(f));
}

/** The project's own config (nearest tsconfig/jsconfig) and the changed files it holds. */
function configSetup(
  ts: Ts,
  input: CheckInput,
  changed: Map<string, ChangedText>,
): CompilerSetup | string {
  // A config above the package folder is a workspace's base: it still describes this package.
  const configFile =
    ts.findConfigFile(input.dir, ts.sys.fileExists, "tsconfig.json") ??
    ts.findConfigFile(input.dir, ts.sys.fileExists, "jsconfig.json");
  if (!configFile) return NO_CONFIG;
  const parsed = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!parsed) return `skipped: ${displayPath(configFile)} could not be read`;
  const jsconfig = path.basename(configFile) === "jsconfig.json";
  const allowJs = Boolean(parsed.options.allowJs) || jsconfig;
  return {
    options: {
      ...parsed.options,
      ...(allowJs ? { allowJs: true, checkJs: true } : {}),
      noEmit: true,
    },
    roots: rootsOf(
      parsed.fileNames.map((f) => path.resolve(f)),
      changed,
      input.scope,
    ),
    files: new Set([...changed.keys()].filter((f) => allowJs || !JS.test(f))),
    how: displayPath(configFile),
  };
}

/**
 * Options for files no tsconfig/jsconfig describes: Node's own module rules, JavaScript checked
 * (`checkJs`) but not strictly, as an editor checks a loose JavaScript file.
 */
export function defaultCompilerOptions(ts: Ts): TsApi.CompilerOptions {
  return {
    allowJs: true,
    checkJs: true,
    noEmit: true,
    skipLibCheck: true,
    strict: false,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    // Node's globals; not every `@types/*` package installed (a test runner's globals are the
    // same before and after, and loading them all costs more than the check itself).
    types: ["node"],
  };
}

function diagnostics(
  ts: Ts,
  roots: string[],
  options: TsApi.CompilerOptions,
  /** A file's text in this tree when it is not the one on disk (absolute paths). */
  override: (file: string) => string | undefined,
  input: CheckInput,
  /** The files whose diagnostics are wanted, given the importers of the changed files. */
  wanted: (file: string, importers: Set<string>) => boolean,
  oldProgram?: TsApi.Program,
): { errors: FileDiagnostic[]; program: TsApi.Program } {
  const host = ts.createCompilerHost(options);
  const libs = libFilesFor(ts);
  const libDir = path.dirname(ts.getDefaultLibFilePath(options));
  const textOf = (f: string) =>
    override(path.resolve(f)) ??
    (libs && path.dirname(path.resolve(f)) === libDir ? libs.get(path.basename(f)) : undefined);
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => textOf(f) ?? readFile(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) => {
    const text = textOf(f);
    return text !== undefined
      ? ts.createSourceFile(f, text, lang)
      : getSourceFile(f, lang, onError, create);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => textOf(f) !== undefined || fileExists(f);
  const own = ownPackage(input.targetModule);
  // Who imports whom, recorded as the program resolves: the importers of the changed files.
  const importers = new Set<string>();
  host.resolveModuleNameLiterals = (literals, containing, redirected, opts) =>
    literals.map((lit) => {
      const r = resolveFrom(ts, lit.text, containing, opts, host, redirected, own, input.dir);
      const target = r.resolvedModule?.resolvedFileName;
      if (target && input.changed.has(path.resolve(target)))
        importers.add(path.resolve(containing));
      return r;
    });
  const program = ts.createProgram({ rootNames: roots, options, host, oldProgram });
  // Resolution happens while the program is built: the importer set is complete here (for a
  // program built anew; one reusing `oldProgram` may skip resolving its unchanged files).
  const errors: FileDiagnostic[] = [];
  for (const sf of program.getSourceFiles()) {
    if (sf.isDeclarationFile || !wanted(path.resolve(sf.fileName), importers)) continue;
    const found = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)];
    for (const d of found) {
      if (d.category !== ts.DiagnosticCategory.Error || !d.file || d.start === undefined) continue;
      const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
      const importOf = importSpecifierAt(ts, d.file, d.start);
      errors.push({
        file: path.resolve(d.file.fileName),
        line: line + 1,
        column: character + 1,
        code: `TS${d.code}`,
        message: ts.flattenDiagnosticMessageText(d.messageText, " "),
        ...(importOf ? { importOf } : {}),
      });
    }
  }
  return { errors, program };
}

/**
 * Resolve `specifier` as the project will once the migration is installed: this package to
 * its own declarations when the project does not have it, and the imports of those
 * declarations from where the package will sit (the project's node_modules) first.
 */
function resolveFrom(
  ts: Ts,
  specifier: string,
  containing: string,
  opts: TsApi.CompilerOptions,
  host: TsApi.CompilerHost,
  redirected: TsApi.ResolvedProjectReference | undefined,
  own: OwnPackage | undefined,
  projectDir: string,
): TsApi.ResolvedModuleWithFailedLookupLocations {
  if (own && isInside(containing, path.join(own.dir, "dist")) && !specifier.startsWith(".")) {
    const asInstalled = path.join(projectDir, "node_modules", own.name, "index.d.ts");
    const r = ts.resolveModuleName(specifier, asInstalled, opts, host, undefined, redirected);
    if (r.resolvedModule) return r;
  }
  const r = ts.resolveModuleName(specifier, containing, opts, host, undefined, redirected);
  if (r.resolvedModule || !own) return r;
  const declarations = own.declarationsOf(specifier);
  return declarations
    ? {
        resolvedModule: {
          resolvedFileName: declarations,
          extension: ts.Extension.Dts,
          isExternalLibraryImport: true,
        },
      }
    : r;
}

/** The module an import declaration, export-from, `require()` or `import()` at `pos` names. */
function importSpecifierAt(ts: Ts, sf: TsApi.SourceFile, pos: number): string | undefined {
  let found: string | undefined;
  const visit = (node: TsApi.Node): void => {
    if (pos < node.getFullStart() || pos >= node.getEnd() || found) return;
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found = node.moduleSpecifier.text;
      return;
    }
    if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === "require")) &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found = node.arguments[0].text;
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (found) return found;
  // `const { x } = require("m")`: the diagnostic sits on the pattern, before the call.
  const statement = sf.statements.find((s) => pos >= s.getStart(sf) && pos < s.getEnd());
  if (statement && ts.isVariableStatement(statement)) {
    for (const decl of statement.declarationList.declarations) {
      const init = decl.initializer;
      if (
        init &&
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === "require" &&
        init.arguments[0] &&
        ts.isStringLiteral(init.arguments[0])
      )
        return init.arguments[0].text;
    }
  }
  return undefined;
}

/** The project's own TypeScript when it has one installed, else the one ts-morph bundles. */
export function typescriptFor(dir: string): { ts: Ts; from: string } {
  try {
    const req = createRequire(path.join(dir, "package.json"));
    return { ts: req("typescript") as Ts, from: "the project's" };
  } catch {
    const req = createRequire(__filename);
    return { ts: (req("ts-morph") as typeof import("ts-morph")).ts, from: "bundled with ts-morph" };
  }
}

/**
 * The standard library declarations (`lib.es2022.d.ts`…) by file name, for a TypeScript that
 * has none on disk: the copy ts-morph bundles keeps them in memory (`@ts-morph/common`).
 * Without them every `Promise` of a project with no TypeScript installed is an error.
 */
function libFilesFor(ts: Ts): Map<string, string> | undefined {
  if (existsSync(ts.getDefaultLibFilePath({}))) return undefined;
  let files = bundledLibs.get(ts);
  if (!files) {
    const fromMorph = createRequire(createRequire(__filename).resolve("ts-morph"));
    const common = fromMorph("@ts-morph/common") as {
      getLibFiles(): { fileName: string; text: string }[];
    };
    files = new Map(common.getLibFiles().map((f) => [f.fileName, f.text]));
    bundledLibs.set(ts, files);
  }
  return files;
}
const bundledLibs = new WeakMap<Ts, Map<string, string>>();

interface OwnPackage {
  name: string;
  dir: string;
  /** This package's declaration file for `specifier` (the target module or a subpath of it). */
  declarationsOf(specifier: string): string | undefined;
}

/**
 * The runtime the migration targets: its declarations as this package ships them
 * (dist/runtime, laid out like the runtime package), for a project that has not installed it.
 */
function ownPackage(targetModule: string): OwnPackage | undefined {
  const dir = path.join(packageRoot(), "dist", "runtime");
  const file = path.join(dir, "package.json");
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, "utf8"));
  return {
    name: pkg.name,
    dir,
    declarationsOf(specifier) {
      if (specifier !== targetModule && !specifier.startsWith(`${targetModule}/`)) return undefined;
      const types = pkg.exports?.[`.${specifier.slice(targetModule.length)}`]?.import?.types;
      return typeof types === "string" ? path.join(dir, types) : undefined;
    },
  };
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return !rel.startsWith("..") && !path.isAbsolute(rel);
}

function displayPath(file: string): string {
  return path.relative(process.cwd(), file) || file;
}
