/**
 * New keys in a dependency section that was sorted stay sorted: each goes before the first
 * kept key that sorts after it (npm's order, `localeCompare` in English), in the section's own
 * layout (one line, or one entry a line with its indentation). An unsorted section is not
 * sorted for the user: there new keys go where the migrated entry was (package-json.ts).
 */
import type { JsonNode, JsonProp, TextEdit } from "./json.js";

type JsonObject = JsonNode & { type: "object" };

/** An entry as text: the key and the value, each already JSON. */
export interface Entry {
  name: string;
  range: string;
}

const order = (a: string, b: string) => a.localeCompare(b, "en");

/** Two keys or more, in npm's order. */
export function isSorted(obj: JsonObject): boolean {
  const keys = obj.props.map((p) => p.key);
  return keys.length >= 2 && keys.every((k, i) => i === 0 || order(keys[i - 1], k) <= 0);
}

/**
 * The insertions of `entries` into `obj` at their sorted places among the props not in
 * `removed` (at least one must be kept). One edit per place, so that entries going to the same
 * place keep their order; an insertion after the last kept prop shares its start with the
 * removal of a prop after it, so these edits must come after the removals in the edit list.
 */
export function sortedInsertEdits(
  text: string,
  obj: JsonObject,
  removed: ReadonlySet<JsonProp>,
  entries: Entry[],
): TextEdit[] {
  const kept = obj.props.filter((p) => !removed.has(p));
  const first = kept[0];
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const oneLine = !text.slice(obj.start, obj.end).includes("\n");
  const lineStart = text.lastIndexOf("\n", first.keyStart) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const afterComma = /^\s*,([ \t]*)/.exec(text.slice(first.value.end))?.[1] ?? " ";
  const colon = text.slice(first.keyEnd, first.value.start);
  const gap = oneLine ? afterComma : `${eol}${indent}`;
  const entry = (e: Entry) => `${e.name}${colon}${e.range}`;
  const at = new Map<JsonProp | undefined, Entry[]>();
  for (const e of [...entries].sort((a, b) => order(JSON.parse(a.name), JSON.parse(b.name)))) {
    const next = kept.find((p) => order(p.key, JSON.parse(e.name)) > 0);
    at.set(next, [...(at.get(next) ?? []), e]);
  }
  return [...at].map(([next, list]) => {
    if (next)
      return {
        start: next.keyStart,
        end: next.keyStart,
        text: list.map((e) => `${entry(e)},${gap}`).join(""),
      };
    const last = kept[kept.length - 1];
    return {
      start: last.value.end,
      end: last.value.end,
      text: list.map((e) => `,${gap}${entry(e)}`).join(""),
    };
  });
}
