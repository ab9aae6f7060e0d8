/**
 * Which module of the run an import specifier names, for the cross-file pre-passes.
 *
 * Relative specifiers (`./client.js`, `../lib`) are resolved here, against the run's files.
 * Anything else (`@/lib/mcp` through tsconfig `paths` or `baseUrl`, a workspace package
 * `@acme/mcp`) goes to TypeScript's own module resolution, with the compiler options of the
 * importing file's nearest `tsconfig.json` (or `jsconfig.json`); a result counts only when it
 * is a file of this run (never a declaration file or a package from outside it).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ts as TsApi } from "ts-morph";
import { typescript } from "./typescript.js";

/** The file a specifier names (`./client.js` → `client.ts`, `@/lib/mcp`), among `known`. */
export function resolveSpecifier(
  from: string,
  specifier: string,
  known: Set<string>,
): string | null {
  if (!specifier.startsWith(".")) {
    const file = byCompiler(from, specifier);
    return file !== undefined && known.has(file) ? file : null;
  }
  const base = path.resolve(path.dirname(from), specifier);
  const stem = base.replace(/\.(c|m)?jsx?$/, "");
  const candidates = [
    base,
    ...["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"].map((e) => `${stem}.${e}`),
    ...["ts", "tsx", "js"].map((e) => path.join(base, `index.${e}`)),
  ];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** Per config file (or none): its compiler options and a resolution cache. */
const resolvers = new Map<
  string,
  { options: TsApi.CompilerOptions; cache: TsApi.ModuleResolutionCache }
>();

function byCompiler(from: string, specifier: string): string | undefined {
  const ts = typescript();
  const dir = path.dirname(from);
  const config =
    ts.findConfigFile(dir, ts.sys.fileExists, "tsconfig.json") ??
    ts.findConfigFile(dir, ts.sys.fileExists, "jsconfig.json") ??
    "";
  let resolver = resolvers.get(config);
  if (!resolver) {
    let options: TsApi.CompilerOptions = {};
    if (config) {
      const read = ts.readConfigFile(config, ts.sys.readFile);
      if (!read.error)
        options = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(config)).options;
    }
    // JavaScript modules of the run are modules too.
    options = { ...options, allowJs: true };
    const cache = ts.createModuleResolutionCache(dir, (f) => f, options);
    resolver = { options, cache };
    resolvers.set(config, resolver);
  }
  const resolved = ts.resolveModuleName(
    specifier,
    from,
    resolver.options,
    ts.sys,
    resolver.cache,
  ).resolvedModule;
  return resolved && path.resolve(resolved.resolvedFileName);
}

const packageNames = new Map<string, string | null>();

/** The `name` in the nearest `package.json` above `file` (a workspace package's import name). */
export function packageNameOf(file: string): string | null {
  const dir = path.dirname(file);
  if (packageNames.has(dir)) return packageNames.get(dir)!;
  let name: string | null;
  try {
    const json = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    name = typeof json.name === "string" ? json.name : null;
  } catch {
    // No package.json here (or not one to read): the folder above decides.
    name = path.dirname(dir) === dir ? null : packageNameOf(dir);
  }
  packageNames.set(dir, name);
  return name;
}
