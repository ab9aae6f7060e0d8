// The runtime's process warnings, made printable: a server's own strings (tool names, error
// texts) reach a terminal through them, and must not carry control characters, ANSI/OSC escape
// sequences or bidirectional overrides that would rewrite what the person sees.

/** C0 and C1 controls (ESC among them), line and paragraph separators, bidi controls. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every unprintable character shown as its `\uXXXX` escape (inert, still readable). */
export function printable(text: string): string {
  return text.replace(UNPRINTABLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** `process.emitWarning` for the runtime: the message made printable first. */
export function emitWarning(message: string, options?: string | NodeJS.EmitWarningOptions): void {
  process.emitWarning(printable(message), options as NodeJS.EmitWarningOptions);
}
