/**
 * The `TODO(mcp-migrate)` markers a text carries: what `--check` counts while any remain and
 * what `--handoff` turns into tasks. Read from the text, so a marker an earlier run left counts
 * as much as one this run adds.
 */
import { TODO_PREFIX } from "../codemod/migration.js";

export interface Marker {
  /** 1-based line of the marker comment. */
  line: number;
  /** What the marker says (what to change and why), without the comment's syntax. */
  message: string;
}

export function hasMarker(text: string): boolean {
  return text.includes(TODO_PREFIX);
}

export function scanMarkers(text: string): Marker[] {
  if (!hasMarker(text)) return [];
  const markers: Marker[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const at = line.indexOf(TODO_PREFIX);
    if (at < 0) return;
    const message = line
      .slice(at + TODO_PREFIX.length)
      .replace(/\*\/\s*\}?\s*$/, "")
      .trim();
    markers.push({ line: i + 1, message });
  });
  return markers;
}
