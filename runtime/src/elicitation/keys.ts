// Keys for questions that legacy servers push over a live session (`elicitation/create`).
// Those requests carry no key of their own, and the call is replayed on resume, so the key
// must come out the same for the same question of the same call.
import { createHash } from "node:crypto";

export interface PushedQuestion {
  server: string;
  tool: string;
  /** The tool call's arguments. */
  args: unknown;
  /** 0 for the first question the server pushed during this call, 1 for the next, ... */
  index: number;
  message: string;
}

/**
 * `elicit-` + the first 16 hex digits of SHA-256 over the canonical JSON (sorted object keys)
 * of `[server, tool, args, index, message]`. Same call, same question → same key; a question
 * with other wording, at another position, or in a call with other arguments → another key.
 */
export function pushedElicitationKey(question: PushedQuestion): string {
  const { server, tool, args, index, message } = question;
  const digest = createHash("sha256")
    .update(canonicalJson([server, tool, args ?? {}, index, message]))
    .digest("hex");
  return `elicit-${digest.slice(0, 16)}`;
}

/** JSON with object keys sorted, so argument order never changes a key. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}
