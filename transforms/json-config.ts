/**
 * json-config: the JSON server configs that old programs load (`mcp.json` read by 0.2/0.3's
 * constructor, files given to `fromConfigFile` / `addConfigFromFile`, or parsed and passed to
 * the client).
 *
 * - the old `servers` key → `mcpServers` (the standard form `loadMCPConfig` reads);
 * - per entry: `transport`/`type` dropped where inferred (`stdio`, `http`, `streamable_http`),
 *   `sse` kept (still accepted, deprecated), websocket reported as a TODO;
 *   `restart`/`reconnect`/`automaticSSEFallback`/`useNodeEventSource` removed with a note;
 * - `${VAR}` placeholders are kept: `loadMCPConfig` expands them at run time.
 * Only files in the old adapter's shape are touched (entries with a `transport` key, as the
 * old package required); editor configs (`.vscode/`, `.cursor/`, …) are never matched.
 * The text is edited in place, so indentation and key order stay.
 */
import type { TextContext, TextMigration } from "../src/codemod/migration.js";
import {
  HTTP_TYPES,
  keepsSseFallbackOff,
  REMOVED_SERVER_OPTIONS,
  removedOptionNote,
} from "./lib/old-options.js";
import { toJscodeshiftText } from "./lib/text-migration.js";
import {
  applyEdits,
  parseJson,
  positionOf,
  removePropsEdits,
  type JsonNode,
  type JsonProp,
  type TextEdit,
} from "./lib/json.js";

const NAME = "json-config";
const INFERRED = new Set(["stdio", "http", "streamable_http", "streamable-http", "streamableHttp"]);
const EDITOR_DIRS = /(^|[\\/])(\.vscode|\.cursor|\.claude|\.idea|\.zed|node_modules)[\\/]/;
const NOT_CONFIGS =
  /(^|[\\/])(package|package-lock|tsconfig[^\\/]*|jsconfig|composer|\.eslintrc|lerna|nx|turbo)\.json$/;

export const migration: TextMigration = {
  kind: "text",
  name: NAME,
  description: "Rewrite old servers-keyed MCP JSON configs to the standard mcpServers form",
  matches(path) {
    return /\.json$/i.test(path) && !EDITOR_DIRS.test(path) && !NOT_CONFIGS.test(path);
  },
  run(text, ctx) {
    let root: JsonNode;
    try {
      root = parseJson(text);
    } catch {
      return null; // JSONC or broken: not ours to judge
    }
    if (root.type !== "object") return null;
    const servers = root.props.find((p) => p.key === "servers");
    const standard = root.props.find((p) => p.key === "mcpServers");
    const map = (standard ?? servers)?.value;
    if (!map || map.type !== "object" || map.props.length === 0) return null;
    const entries = map.props.filter((p) => p.value.type === "object");
    if (entries.length !== map.props.length) return null;
    // The old adapter's files name the transport in every entry ("transport": …); 0.2/0.3
    // also took stdio entries without it under "servers" (never with an editor's "type").
    const oldShape =
      entries.every((e) => prop(e.value, "transport") !== undefined) ||
      (servers !== undefined &&
        !standard &&
        entries.every(
          (e) => prop(e.value, "type") === undefined && prop(e.value, "command") !== undefined,
        ));
    if (!oldShape) return null;
    if (servers && standard) return null;

    const edits: TextEdit[] = [];
    // Reported only when the file changes: a migrated file, run again, reports nothing.
    const pending: Parameters<TextContext["report"]>[0][] = [];
    const report = (at: number, kind: "todo" | "behavior-change", rule: string, message: string) =>
      pending.push({ kind, rule: `${NAME}/${rule}`, message, ...positionOf(text, at) });

    if (servers) edits.push({ start: servers.keyStart, end: servers.keyEnd, text: '"mcpServers"' });
    for (const e of entries) migrateEntry(e, edits, report);
    if (!edits.length) return null;
    if (/\$\{[A-Za-z_][A-Za-z0-9_]*\}/.test(text)) {
      const at = text.indexOf("${");
      report(
        at,
        "behavior-change",
        "env-placeholders",
        "${VAR} placeholders are expanded by loadMCPConfig in any string; an unset variable is now an error naming it (the old client kept the placeholder text)",
      );
    }
    for (const step of pending) ctx.report(step);
    return applyEdits(text, edits);
  },
};

function prop(obj: JsonNode, key: string): JsonProp | undefined {
  return obj.type === "object" ? obj.props.find((p) => p.key === key) : undefined;
}

function migrateEntry(
  e: JsonProp,
  edits: TextEdit[],
  report: (at: number, kind: "todo" | "behavior-change", rule: string, message: string) => void,
): void {
  const obj = e.value as JsonNode & { type: "object" };
  const remove = new Set<JsonProp>();
  const typeOf = (p: JsonProp) => (p.value.type === "string" ? p.value.value : undefined);
  const fallbackOff = obj.props.find(
    (p) =>
      p.key === "automaticSSEFallback" &&
      keepsSseFallbackOff(p.value.type === "other" ? p.value.value : undefined),
  );
  const httpType =
    fallbackOff &&
    obj.props.some(
      (p) => (p.key === "type" || p.key === "transport") && HTTP_TYPES.has(typeOf(p) ?? ""),
    );
  for (const p of obj.props) {
    if (p === fallbackOff) {
      // `automaticSSEFallback: false` becomes the type that keeps the fallback off.
      if (httpType) remove.add(p);
      else edits.push({ start: p.keyStart, end: p.value.end, text: '"type": "http"' });
    } else if (p.key === "transport" || p.key === "type") {
      const v = typeOf(p);
      if (v !== undefined && httpType && HTTP_TYPES.has(v)) continue;
      if (v !== undefined && INFERRED.has(v)) remove.add(p);
      else if (v === "sse") {
        report(
          p.keyStart,
          "behavior-change",
          "sse",
          `"${e.key}" uses the deprecated HTTP+SSE transport: kept as "${p.key}": "sse", which still connects (with a DeprecationWarning); move the server to Streamable HTTP`,
        );
      } else if (v === "websocket" || v === "ws") {
        report(
          p.keyStart,
          "todo",
          "websocket",
          `"${e.key}" uses WebSocket, which langchain-mcp-bridge does not support: move the server to Streamable HTTP and give its http(s) "url"`,
        );
      }
    } else if (p.key in REMOVED_SERVER_OPTIONS) {
      remove.add(p);
      const value =
        p.value.type === "string" || p.value.type === "other" ? p.value.value : undefined;
      const note = removedOptionNote(p.key, value, `"${e.key}"`);
      if (note) report(p.keyStart, "behavior-change", p.key, note.message);
    }
  }
  edits.push(...removePropsEdits(obj, remove));
}

export default toJscodeshiftText(migration);
