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

/** `name range (installed x | not installed)` for each declared dependency node_modules lacks. */
export function notInstalledAsDeclared(packageJsonText: string, dir: string): string[] {
  let pkg: Record<string, unknown>;
  try {
    pkg = JSON.parse(packageJsonText);
  } catch {
    return [];
  }
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
      missing.push(`${name} ${range} (${installed ? `installed ${installed}` : "not installed"})`);
    }
  }
  return missing;
}
