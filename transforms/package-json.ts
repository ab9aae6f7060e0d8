/**
 * package-json: the dependency on the old package becomes `langchain-mcp-bridge`, in the same
 * section and at the same place (the key is renamed in the text: indentation, key order and
 * everything else stay). When the new package is already listed, the old entry is removed.
 */
import nodePath from "node:path";
import { OLD_MODULES, type TextMigration } from "../src/codemod/migration.js";
import {
  applyEdits,
  parseJson,
  removePropsEdits,
  type JsonNode,
  type TextEdit,
} from "./lib/json.js";
import { toJscodeshiftText } from "./lib/text-migration.js";

const NAME = "package-json";
/** The range the migrated dependency gets; kept equal to this package's version by a test. */
export const TARGET_RANGE = "^0.1.0";
/** The range added for `langchain` when generated middleware imports `createMiddleware`. */
export const LANGCHAIN_RANGE = "^1.0.0";
const HOOK_KEYS = ["beforeToolCall", "afterToolCall"];
const SECTIONS = ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"];

export const migration: TextMigration = {
  kind: "text",
  name: NAME,
  description:
    "Replace the @langchain/mcp-adapters (or langchainjs-mcp-adapters) dependency with langchain-mcp-bridge",
  order: 60,
  matches(path) {
    return /(^|[\\/])package\.json$/.test(path) && !/(^|[\\/])node_modules[\\/]/.test(path);
  },
  /**
   * Pre-pass (run by the engine once over every file): the source files whose old client has
   * tool hooks. `hooks-to-middleware` turns those into a `createMiddleware` imported from
   * `langchain`, which the package then needs as a dependency.
   */
  prepare(files, read) {
    const hookFiles = files.filter((f) => {
      if (!/\.(c|m)?[jt]sx?$/.test(f)) return false;
      const text = read(f);
      return OLD_MODULES.some((m) => text.includes(m)) && HOOK_KEYS.some((k) => text.includes(k));
    });
    return { hookFiles };
  },
  run(text, ctx) {
    let root: JsonNode;
    try {
      root = parseJson(text);
    } catch {
      return null;
    }
    if (root.type !== "object") return null;
    const target = ctx.options.targetModule;
    const edits: TextEdit[] = [];
    const needsLangchain =
      hooksUnder(ctx.options.project, ctx.path) && !dependsOn(root, "langchain");
    let langchainAdded = false;
    for (const section of [...SECTIONS, "peerDependenciesMeta"]) {
      const s = root.props.find((p) => p.key === section)?.value;
      if (!s || s.type !== "object") continue;
      const olds = s.props.filter((p) => (OLD_MODULES as readonly string[]).includes(p.key));
      if (!olds.length) continue;
      const hasTarget = s.props.some((p) => p.key === target);
      const remove = new Set(hasTarget ? olds : olds.slice(1));
      if (!hasTarget) {
        const first = olds[0];
        edits.push({ start: first.keyStart, end: first.keyEnd, text: JSON.stringify(target) });
        if (section !== "peerDependenciesMeta") {
          edits.push({
            start: first.value.start,
            end: first.value.end,
            text: JSON.stringify(TARGET_RANGE),
          });
        }
      }
      if (remove.size) edits.push(...removePropsEdits(s, remove));
      if (needsLangchain && !langchainAdded && section !== "peerDependenciesMeta") {
        // Right after the migrated entry, on a line of its own with the same indentation.
        const first = olds[0];
        const lineStart = text.lastIndexOf("\n", first.keyStart) + 1;
        const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
        const sameLine =
          !text.slice(first.keyStart, first.value.end).includes("\n") &&
          text.slice(lineStart, first.keyStart).trim() !== "";
        edits.push({
          start: first.value.end,
          end: first.value.end,
          text: `,${sameLine ? " " : `\n${indent}`}"langchain": ${JSON.stringify(LANGCHAIN_RANGE)}`,
        });
        langchainAdded = true;
      }
    }
    return edits.length ? applyEdits(text, edits) : null;
  },
};

/** Does the pre-pass list a source file with tool hooks under this package.json's folder? */
function hooksUnder(project: unknown, packageJson: string): boolean {
  const files = (project as { hookFiles?: unknown } | undefined)?.hookFiles;
  if (!Array.isArray(files)) return false;
  const dir = nodePath.dirname(nodePath.resolve(packageJson));
  return files.some(
    (f) => typeof f === "string" && nodePath.resolve(f).startsWith(dir + nodePath.sep),
  );
}

function dependsOn(root: JsonNode, name: string): boolean {
  if (root.type !== "object") return false;
  return SECTIONS.some((section) => {
    const s = root.props.find((p) => p.key === section)?.value;
    return s?.type === "object" && s.props.some((p) => p.key === name);
  });
}

export default toJscodeshiftText(migration);
