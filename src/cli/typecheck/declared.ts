/**
 * Can a package be type-checked as migrated? Only against the dependencies its package.json
 * declares: a check against the LangChain 0.x still in node_modules (or none) says nothing of
 * the migrated project (it reported errors that vanished after the install, and missed real
 * ones). The LangChain packages and zod are compared, range against installed version.
 */
import semver from "semver";
import { installedVersion } from "./installed.js";

const CHECKED = /^(langchain|@langchain\/[^/]+|zod)$/;
const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

/**
 * `name range (installed x | not installed)` for each declared dependency node_modules lacks.
 * One the migration adds (absent from `original`) may be missing: its imports then fail to
 * resolve and are reported as errors, not passed over.
 */
export function notInstalledAsDeclared(
  packageJsonText: string,
  dir: string,
  original?: string,
): string[] {
  const pkg = parse(packageJsonText);
  if (!pkg) return [];
  const before = original === undefined ? undefined : declared(parse(original) ?? {});
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const section of SECTIONS) {
    const deps = pkg[section];
    if (!deps || typeof deps !== "object") continue;
    for (const [name, range] of Object.entries(deps as Record<string, unknown>)) {
      if (seen.has(name) || !CHECKED.test(name) || typeof range !== "string") continue;
      seen.add(name);
      // A tag, `workspace:`, a path or a URL: nothing to compare with.
      if (!semver.validRange(range)) continue;
      const installed = installedVersion(name, dir);
      if (installed && semver.satisfies(installed, range)) continue;
      if (!installed && before && !before.has(name)) continue;
      missing.push(`${name} ${range} (${installed ? `installed ${installed}` : "not installed"})`);
    }
  }
  // A checkout with nothing installed: what the original already declared is missing too.
  for (const name of before ?? []) {
    if (seen.has(name) || installedVersion(name, dir) !== undefined) continue;
    if (!declared(pkg).has(name) && !isOldPackage(name)) continue;
    missing.push(`${name} (not installed)`);
  }
  return missing;
}

/** The old package is dropped by the migration: it was installed before, or not at all. */
const isOldPackage = (name: string) =>
  name === "@langchain/mcp-adapters" || name === "langchainjs-mcp-adapters";

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const v = JSON.parse(text);
    return v && typeof v === "object" ? v : undefined;
  } catch {
    return undefined;
  }
}

function declared(pkg: Record<string, unknown>): Set<string> {
  return new Set(
    ["dependencies", "devDependencies"].flatMap((section) => {
      const deps = pkg[section];
      return deps && typeof deps === "object" ? Object.keys(deps) : [];
    }),
  );
}
