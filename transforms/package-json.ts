/**
 * package-json: the dependency on the old package becomes `langchain-mcp-bridge`, in the same
 * section and at the same place (the key is renamed in the text: indentation, key order and
 * everything else stay). When the new package is already listed, the old entry is removed.
 */
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
    }
    return edits.length ? applyEdits(text, edits) : null;
  },
};

export default toJscodeshiftText(migration);
