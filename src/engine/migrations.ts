/**
 * Finds the compiled migrations. Every `dist/transforms/*.cjs` that exports a `migration` is
 * one; there is no list to keep in sync, and no Babel register step (they are plain CommonJS).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Migration } from "../codemod/migration.js";

/** Thrown for a `--transform` name that does not exist: a usage error, not a file failure. */
export class UnknownMigrationError extends Error {}

/** Directory of this module, in the CommonJS bundle and under vitest/tsx alike. */
function here(): string {
  return typeof __dirname === "string" ? __dirname : process.cwd();
}

/** This package's name (the runtime, `langchain-mcp-bridge`, is a package of its own). */
export const CODEMOD_PACKAGE = "langchain-mcp-bridge-codemod";

/** The package root: the nearest ancestor whose package.json is this package. */
export function packageRoot(from = here()): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const pkg = path.join(dir, "package.json");
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, "utf8")).name === CODEMOD_PACKAGE) return dir;
      } catch {
        // not ours; keep climbing
      }
    }
    if (path.dirname(dir) === dir)
      throw new Error(`cannot find the ${CODEMOD_PACKAGE} package from ${from}`);
  }
}

export function defaultTransformsDir(): string {
  return process.env.MCP_MIGRATE_TRANSFORMS_DIR || path.join(packageRoot(), "dist", "transforms");
}

const cache = new Map<string, Migration[]>();

/**
 * All migrations of `dir`, in the order its `order.cjs` lists (`transforms/order.ts`); a folder
 * without one (a test's own transforms) runs them in file-name order.
 */
export function loadMigrations(dir = defaultTransformsDir()): Migration[] {
  const hit = cache.get(dir);
  if (hit) return hit;
  if (!existsSync(dir)) {
    throw new Error(`no compiled transforms in ${dir}: run \`npm run build\` first`);
  }
  const load = createRequire(path.join(dir, "index.cjs"));
  const list: Migration[] = [];
  for (const f of readdirSync(dir).sort()) {
    if (!f.endsWith(".cjs")) continue;
    const mod = load(path.join(dir, f));
    const m = mod?.migration ?? mod?.default?.migration;
    // Shared helper bundles have no `migration`; they are not transforms.
    if (m && typeof m.name === "string" && typeof m.run === "function") list.push(m);
  }
  const orderFile = path.join(dir, "order.cjs");
  if (existsSync(orderFile)) {
    const order: readonly string[] = load(orderFile).TRANSFORM_ORDER;
    const unlisted = list.filter((m) => !order.includes(m.name)).map((m) => m.name);
    if (unlisted.length)
      throw new Error(`${orderFile} does not list the transform(s) ${unlisted.join(", ")}`);
    list.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  }
  cache.set(dir, list);
  return list;
}

/** The migrations named in `names` (all when empty), in run order. */
export function selectMigrations(all: Migration[], names?: string[]): Migration[] {
  if (!names || names.length === 0) return all;
  const known = new Set(all.map((m) => m.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length) {
    throw new UnknownMigrationError(
      `unknown transform${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (known: ${[...known].join(", ") || "none"})`,
    );
  }
  return all.filter((m) => names.includes(m.name));
}
