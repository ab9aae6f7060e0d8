/**
 * Is a diagnostic on an import only the install's to fix? The migration raises LangChain to
 * 1.x (and imports its new APIs, or `@langchain/classic`) while the project may still have
 * 0.x installed, or nothing: an import of such a package that fails before the install is
 * not a break the migration left, and a marker there would be wrong once installed.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The packages the migration raises to 1.x or adds. */
const RAISED = /^(langchain|@langchain\/[^/]+)$/;

export function awaitsInstall(specifier: string, projectDir: string): boolean {
  const name = packageName(specifier);
  if (!name || !RAISED.test(name)) return false;
  const version = installedVersion(name, projectDir);
  return version === undefined || /^0\./.test(version);
}

function packageName(specifier: string): string | undefined {
  if (specifier.startsWith(".") || specifier.startsWith("/") || specifier.includes(":"))
    return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The version of `name` the project resolves (the nearest node_modules that has it). */
export function installedVersion(name: string, fromDir: string): string | undefined {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) {
      try {
        const version = JSON.parse(readFileSync(file, "utf8")).version;
        return typeof version === "string" ? version : undefined;
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
