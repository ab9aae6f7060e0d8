/**
 * Is a diagnostic on an import only the install's to fix? The migration raises LangChain to
 * 1.x (and imports its new APIs, or `@langchain/classic`) while the project may still have
 * 0.x installed, or nothing: an import of such a package that fails before the install is
 * not a break the migration left, and a marker there would be wrong once installed.
 */
import path from "node:path";
import { readText } from "../read-text.js";
import { installedVersion as findInstalled } from "../version.js";

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
  return findInstalled(path.resolve(fromDir), name, readJson)?.version;
}

function readJson(file: string): unknown {
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
