/**
 * `--verify`: type-check each migrated package twice, on its original and on its migrated
 * files, and keep only the errors the migration introduced. Both trees are checked in memory
 * (the changed files' texts are handed to the compiler), so it works the same whether the
 * run wrote or only reviewed. The package's own tsconfig.json and own TypeScript are used
 * when it has them; otherwise the TypeScript bundled with ts-morph (a dependency of this
 * package) with defaults that check JavaScript too.
 *
 * Until the project is installed again, the new package is not in its node_modules: imports
 * of it resolve to this package's own type declarations, so the check is meaningful before
 * and after the install.
 */
import { createRequire } from "node:module";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import { DEFAULT_TARGET_MODULE } from "../codemod/migration.js";

type Ts = typeof TsApi;

/** A type error that the migrated tree has and the original does not. */
export interface IntroducedError {
  /** Absolute path of the file in the migrated tree. */
  file: string;
  line: number;
  column: number;
  /** `TS2339` and the like: the rule the report groups by. */
  code: string;
  message: string;
}

export interface PackageVerification {
  dir: string;
  /** How it was checked, or why it was not. */
  checked: string;
  skipped?: boolean;
  introduced: IntroducedError[];
  /** Errors in the original tree too (not counted against the migration). */
  preexisting: number;
}

export interface VerifyInput {
  dir: string;
  /** Source files of this package that the run changed: absolute path → [original, migrated]. */
  changed: Map<string, { before: string; after: string }>;
}

const SOURCE = /\.(c|m)?[jt]sx?$/;

export function verifyPackage(input: VerifyInput, targetModule: string): PackageVerification {
  const changed = new Map([...input.changed].filter(([f]) => SOURCE.test(f)));
  if (!changed.size) {
    return {
      dir: input.dir,
      checked: "skipped: no source file changed",
      skipped: true,
      introduced: [],
      preexisting: 0,
    };
  }
  const { ts, from } = typescriptFor(input.dir);
  const configFile = ts.findConfigFile(input.dir, ts.sys.fileExists, "tsconfig.json");
  let options: TsApi.CompilerOptions;
  let roots: string[];
  let how: string;
  // A tsconfig above the package folder is a workspace's base: it still describes this package.
  if (configFile) {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      configFile,
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: () => {},
      },
    );
    if (!parsed) {
      return {
        dir: input.dir,
        checked: `skipped: ${configFile} could not be read`,
        skipped: true,
        introduced: [],
        preexisting: 0,
      };
    }
    options = { ...parsed.options, noEmit: true };
    roots = [...new Set([...parsed.fileNames.map((f) => path.resolve(f)), ...changed.keys()])];
    how = `${path.relative(process.cwd(), configFile) || configFile}, TypeScript ${ts.version} (${from})`;
  } else {
    const js = [...changed.keys()].every((f) => /\.(c|m)?jsx?$/.test(f));
    options = {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      skipLibCheck: true,
      strict: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
    };
    roots = [...changed.keys()];
    how = `no tsconfig.json: the changed files checked as ${js ? "JavaScript (checkJs)" : "TypeScript"} with default options, TypeScript ${ts.version} (${from})`;
  }
  const first = diagnostics(ts, roots, options, changed, "before", targetModule);
  const before = first.errors;
  // The second program reuses the first one's unchanged files (parsed once).
  const after = diagnostics(
    ts,
    roots,
    options,
    changed,
    "after",
    targetModule,
    first.program,
  ).errors;
  // An error counts as introduced when the original has no error of the same code and text
  // in the same file (lines move, so they are not compared).
  const pool = new Map<string, number>();
  const key = (d: IntroducedError) => `${d.file}\0${d.code}\0${d.message}`;
  for (const d of before) pool.set(key(d), (pool.get(key(d)) ?? 0) + 1);
  const introduced: IntroducedError[] = [];
  for (const d of after) {
    const n = pool.get(key(d)) ?? 0;
    if (n > 0) pool.set(key(d), n - 1);
    else introduced.push(d);
  }
  return { dir: input.dir, checked: how, introduced, preexisting: before.length };
}

function diagnostics(
  ts: Ts,
  roots: string[],
  options: TsApi.CompilerOptions,
  changed: Map<string, { before: string; after: string }>,
  side: "before" | "after",
  targetModule: string,
  oldProgram?: TsApi.Program,
): { errors: IntroducedError[]; program: TsApi.Program } {
  const host = ts.createCompilerHost(options, true);
  const textOf = (f: string) => changed.get(path.resolve(f))?.[side];
  const readFile = host.readFile.bind(host);
  host.readFile = (f) => textOf(f) ?? readFile(f);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (f, lang, onError, create) => {
    const text = textOf(f);
    return text !== undefined
      ? ts.createSourceFile(f, text, lang, true)
      : getSourceFile(f, lang, onError, create);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (f) => textOf(f) !== undefined || fileExists(f);
  host.resolveModuleNameLiterals = (literals, containing, redirected, opts) =>
    literals.map((lit) => {
      const r = ts.resolveModuleName(lit.text, containing, opts, host, undefined, redirected);
      if (r.resolvedModule) return r;
      const own = ownDeclarations(lit.text, targetModule);
      return own
        ? {
            resolvedModule: {
              resolvedFileName: own,
              extension: ts.Extension.Dts,
              isExternalLibraryImport: true,
            },
          }
        : r;
    });
  const program = ts.createProgram({ rootNames: roots, options, host, oldProgram });
  const out: IntroducedError[] = [];
  // Only the changed files are checked (the others are the same text in both trees); the
  // checker resolves what they use lazily, so a large project costs little more than a small one.
  const found = program
    .getSourceFiles()
    .filter((sf) => changed.has(path.resolve(sf.fileName)))
    .flatMap((sf) => [
      ...program.getSyntacticDiagnostics(sf),
      ...program.getSemanticDiagnostics(sf),
    ]);
  for (const d of found) {
    if (d.category !== ts.DiagnosticCategory.Error || !d.file || d.start === undefined) continue;
    const file = path.resolve(d.file.fileName);
    const { line, character } = d.file.getLineAndCharacterOfPosition(d.start);
    out.push({
      file,
      line: line + 1,
      column: character + 1,
      code: `TS${d.code}`,
      message: ts.flattenDiagnosticMessageText(d.messageText, " "),
    });
  }
  return { errors: out, program };
}

/** The project's own TypeScript when it has one installed, else the one ts-morph bundles. */
function typescriptFor(dir: string): { ts: Ts; from: string } {
  try {
    const req = createRequire(path.join(dir, "package.json"));
    return { ts: req("typescript") as Ts, from: "the project's" };
  } catch {
    const req = createRequire(__filename);
    return { ts: (req("ts-morph") as typeof import("ts-morph")).ts, from: "bundled with ts-morph" };
  }
}

/**
 * This package's own declaration file for `specifier` (the target module or one of its
 * subpaths), from its package.json `exports`; undefined for any other module.
 */
function ownDeclarations(specifier: string, targetModule: string): string | undefined {
  if (specifier !== targetModule && !specifier.startsWith(`${targetModule}/`)) return undefined;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const file = path.join(dir, "package.json");
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, "utf8"));
      if (pkg.name !== DEFAULT_TARGET_MODULE) return undefined;
      const sub = `.${specifier.slice(targetModule.length)}`;
      const types = pkg.exports?.[sub]?.import?.types;
      return typeof types === "string" ? path.join(dir, types) : undefined;
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
