/**
 * Which module of the run an import specifier names, for the cross-file pre-passes.
 *
 * Relative specifiers (`./client.js`, `../lib`) are resolved here, against the run's files.
 * Anything else (`@/lib/mcp` through tsconfig `paths` or `baseUrl`, a workspace package
 * `@acme/mcp`) goes to TypeScript's own module resolution, with the compiler options of the
 * config that compiles the importing file (see `configOf`); a result counts only when it is a
 * file of this run (never a declaration file or a package from outside it).
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
const parsedConfigs = new Map<string, TsApi.ParsedCommandLine | null>();

function parsedConfig(config: string): TsApi.ParsedCommandLine | null {
  if (!parsedConfigs.has(config)) {
    const ts = typescript();
    const read = ts.readConfigFile(config, ts.sys.readFile);
    parsedConfigs.set(
      config,
      read.error ? null : ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(config)),
    );
  }
  return parsedConfigs.get(config)!;
}

/**
 * The config that compiles `from`: the nearest `tsconfig.json` (or `jsconfig.json`), or, when
 * that one is a solution (`"files": []` with `references`, as Vite's templates have), the
 * referenced config whose files include `from`.
 */
function configOf(from: string): string {
  const ts = typescript();
  const dir = path.dirname(from);
  const nearest =
    ts.findConfigFile(dir, ts.sys.fileExists, "tsconfig.json") ??
    ts.findConfigFile(dir, ts.sys.fileExists, "jsconfig.json");
  if (!nearest) return "";
  const parsed = parsedConfig(nearest);
  if (!parsed?.projectReferences?.length || parsed.fileNames.includes(from)) return nearest;
  for (const ref of parsed.projectReferences) {
    const referenced = ts.resolveProjectReferencePath(ref);
    if (parsedConfig(referenced)?.fileNames.includes(from)) return referenced;
  }
  return nearest;
}

function byCompiler(from: string, specifier: string): string | undefined {
  const ts = typescript();
  const config = configOf(from);
  let resolver = resolvers.get(config);
  if (!resolver) {
    // JavaScript modules of the run are modules too.
    const options = { ...(config ? parsedConfig(config)?.options : {}), allowJs: true };
    const cache = ts.createModuleResolutionCache(path.dirname(from), (f) => f, options);
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

/**
 * The config that compiles `file` and whether its module resolution reads package.json
 * `exports` (node16, nodenext, bundler) or not (node10, classic: TypeScript's defaults for
 * `"module": "commonjs"` and older settings); undefined when no config compiles it.
 */
export function resolutionOf(
  file: string,
): { config: string; setting: string; readsExports: boolean } | undefined {
  const ts = typescript();
  const config = configOf(file);
  const options = config ? parsedConfig(config)?.options : undefined;
  if (!options) return undefined;
  const kind = options.moduleResolution ?? defaultResolution(options);
  const readsExports =
    kind !== ts.ModuleResolutionKind.Node10 && kind !== ts.ModuleResolutionKind.Classic;
  const setting =
    options.moduleResolution !== undefined
      ? `"moduleResolution": "${ts.ModuleResolutionKind[options.moduleResolution].toLowerCase()}"`
      : `no "moduleResolution" (node10 by default with "module": "${ts.ModuleKind[options.module ?? ts.ModuleKind.CommonJS].toLowerCase()}")`;
  return { config, setting, readsExports };
}

/** TypeScript's default `moduleResolution` for a config that sets none (its documented rules). */
function defaultResolution(options: TsApi.CompilerOptions): TsApi.ModuleResolutionKind {
  const ts = typescript();
  const module =
    options.module ??
    ((options.target ?? ts.ScriptTarget.ES5) >= ts.ScriptTarget.ES2015
      ? ts.ModuleKind.ES2015
      : ts.ModuleKind.CommonJS);
  if (module >= ts.ModuleKind.Node16 && module <= ts.ModuleKind.NodeNext)
    return ts.ModuleResolutionKind.NodeNext;
  if (module === ts.ModuleKind.Preserve) return ts.ModuleResolutionKind.Bundler;
  return module === ts.ModuleKind.CommonJS
    ? ts.ModuleResolutionKind.Node10
    : ts.ModuleResolutionKind.Classic;
}
