/**
 * Which generation of the old package the code base is on, from the installed copy, the
 * lockfile or package.json (in that order of trust), looking from each root upwards. The
 * transforms recognise every generation by shape; the version is reported and passed on as
 * `oldVersion` for the few rewrites that differ by generation.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { OLD_MODULES } from "../codemod/migration.js";

export interface DetectedVersion {
  module: string;
  version: string;
  /** File the version was read from. */
  from: string;
  generation: string;
}

export function detectOldVersion(roots: string[]): DetectedVersion | undefined {
  const visited = new Set<string>();
  for (const root of roots) {
    let dir = existsDir(root) ? root : path.dirname(root);
    for (;;) {
      if (!visited.has(dir)) {
        visited.add(dir);
        const found = inDir(dir);
        if (found) return found;
      }
      const up = path.dirname(dir);
      if (up === dir) break;
      dir = up;
    }
  }
  return undefined;
}

function inDir(dir: string): DetectedVersion | undefined {
  for (const module of OLD_MODULES) {
    const installed = readJson(path.join(dir, "node_modules", module, "package.json"));
    const declared = readJson(path.join(dir, "package.json"));
    const range = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]
      .map((k) => declared?.[k]?.[module])
      .find((v) => typeof v === "string");
    // An installed copy only counts when this package declares it, or a parent one's would.
    if (installed?.version && range)
      return make(module, installed.version, path.join(dir, "node_modules", module));
    const lock = readJson(path.join(dir, "package-lock.json"));
    const locked =
      lock?.packages?.[`node_modules/${module}`]?.version ?? lock?.dependencies?.[module]?.version;
    if (locked && range) return make(module, locked, path.join(dir, "package-lock.json"));
    if (range) {
      const v = /\d+\.\d+(\.\d+)?/.exec(range)?.[0];
      if (v) return make(module, v, path.join(dir, "package.json"));
    }
  }
  return undefined;
}

function make(module: string, version: string, from: string): DetectedVersion {
  return { module, version, from, generation: generationOf(module, version) };
}

export function generationOf(module: string, version: string): string {
  if (module === "langchainjs-mcp-adapters")
    return "0.x (langchainjs-mcp-adapters: bare server record, sync getTools)";
  const [major, minor] = version.split(".").map(Number);
  if (major >= 1) return "1.x (mcpServers config, async getTools, hooks and callbacks)";
  if (minor <= 3) return "0.2–0.3 (connectToServerVia*, sync getTools, mcp.json loader)";
  return "0.4–0.6 (mcpServers config, async getTools)";
}

function existsDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function readJson(file: string): any {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}
