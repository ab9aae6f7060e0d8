/**
 * A small JSON reader that keeps source offsets, so JSON files are edited as text: a key
 * renamed or a property removed, and every other byte (indentation, key order, line
 * endings, inline arrays) stays as the author wrote it.
 */

export type JsonNode =
  | { type: "object"; start: number; end: number; props: JsonProp[] }
  | { type: "array"; start: number; end: number; items: JsonNode[] }
  | { type: "string"; start: number; end: number; value: string }
  | { type: "other"; start: number; end: number; value: unknown };

export interface JsonProp {
  key: string;
  keyStart: number;
  keyEnd: number;
  value: JsonNode;
}

/** Parse JSON text (strict) into a tree with offsets; throws on invalid JSON. */
export function parseJson(text: string): JsonNode {
  let i = 0;
  const ws = () => {
    while (i < text.length && /[\s\uFEFF]/.test(text[i])) i++;
  };
  const str = (): { value: string; start: number; end: number } => {
    const start = i;
    const m = /^"(?:[^"\\]|\\.)*"/.exec(text.slice(i));
    if (!m) throw new SyntaxError(`bad string at ${i}`);
    i += m[0].length;
    return { value: JSON.parse(m[0]), start, end: i };
  };
  const value = (): JsonNode => {
    ws();
    const start = i;
    const c = text[i];
    if (c === "{") {
      i++;
      const props: JsonProp[] = [];
      ws();
      if (text[i] === "}") {
        i++;
        return { type: "object", start, end: i, props };
      }
      for (;;) {
        ws();
        const k = str();
        ws();
        if (text[i++] !== ":") throw new SyntaxError(`expected : at ${i - 1}`);
        const v = value();
        props.push({ key: k.value, keyStart: k.start, keyEnd: k.end, value: v });
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i++] !== "}") throw new SyntaxError(`expected } at ${i - 1}`);
        return { type: "object", start, end: i, props };
      }
    }
    if (c === "[") {
      i++;
      const items: JsonNode[] = [];
      ws();
      if (text[i] === "]") {
        i++;
        return { type: "array", start, end: i, items };
      }
      for (;;) {
        items.push(value());
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i++] !== "]") throw new SyntaxError(`expected ] at ${i - 1}`);
        return { type: "array", start, end: i, items };
      }
    }
    if (c === '"') {
      const s = str();
      return { type: "string", start: s.start, end: s.end, value: s.value };
    }
    const m = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i));
    if (!m) throw new SyntaxError(`unexpected token at ${i}`);
    i += m[0].length;
    return { type: "other", start, end: i, value: JSON.parse(m[0]) };
  };
  const root = value();
  ws();
  if (i !== text.length) throw new SyntaxError(`trailing text at ${i}`);
  return root;
}

/** 1-based line and column of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** Apply non-overlapping edits. */
export function applyEdits(text: string, edits: TextEdit[]): string {
  let out = text;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
  }
  return out;
}

/**
 * Edits that remove the properties `remove` of `obj`, with their commas and the whitespace
 * before them, so the remaining layout is untouched.
 */
export function removePropsEdits(
  obj: JsonNode & { type: "object" },
  remove: Set<JsonProp>,
): TextEdit[] {
  const props = obj.props;
  const keptIdx = props.map((p, i) => (remove.has(p) ? -1 : i)).filter((i) => i >= 0);
  if (keptIdx.length === 0)
    return props.length ? [{ start: obj.start + 1, end: obj.end - 1, text: "" }] : [];
  const edits: TextEdit[] = [];
  const lastKept = keptIdx[keptIdx.length - 1];
  props.forEach((p, i) => {
    if (!remove.has(p)) return;
    if (i < lastKept) {
      edits.push({ start: p.keyStart, end: props[i + 1].keyStart, text: "" });
    } else if (i === props.length - 1) {
      edits.push({ start: props[lastKept].value.end, end: p.value.end, text: "" });
    }
  });
  return edits;
}
