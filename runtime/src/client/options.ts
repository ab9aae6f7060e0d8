// Checking options when a client or adapter is built, so that a bad value fails there with the
// option's name and what it accepts, not later as a strange failure (`timeout: 0` timing out
// every request). Values of options that may hold secrets (`auth`, `headers`) are never shown.
import { validateAppsOption } from "../apps/capability.js";
import { validateTasksOption } from "../tasks/options.js";
import { MCPConfigError } from "../errors.js";
import type { MCPClientOptions } from "./types.js";

/** The longest timeout Node's timers honour; a larger one fires at once. */
export const MAX_TIMEOUT_MS = 2 ** 31 - 1;

type Options = Record<string, unknown>;

/** What a value is, for an error message: the value itself only when it is short and not secret. */
function shown(value: unknown, secret: boolean): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "function") return "a function";
  if (typeof value === "object") return "an object";
  if (secret) return `a ${typeof value}`;
  const text = typeof value === "string" ? JSON.stringify(value) : String(value);
  return text.length > 40 ? `a ${typeof value}` : text;
}

function invalid(option: string, value: unknown, accepted: string, secret = false): never {
  throw new MCPConfigError(
    `Invalid option "${option}": ${shown(value, secret)}. Accepted: ${accepted}`,
  );
}

/** Each check accepts `undefined` (the option's default). */
export const check = {
  timeout(option: string, value: unknown): void {
    if (value === undefined) return;
    if (
      typeof value !== "number" ||
      !Number.isFinite(value) ||
      value <= 0 ||
      value > MAX_TIMEOUT_MS
    ) {
      invalid(
        option,
        value,
        `a number of milliseconds, greater than 0 and at most ${MAX_TIMEOUT_MS}`,
      );
    }
  },
  oneOf(option: string, value: unknown, accepted: readonly string[], orFunction = false): void {
    if (value === undefined || accepted.includes(value as string)) return;
    if (orFunction && typeof value === "function") return;
    const list = accepted.map((a) => JSON.stringify(a)).join(", ");
    invalid(option, value, orFunction ? `${list}, or a function` : list);
  },
  handler(option: string, value: unknown): void {
    if (value !== undefined && typeof value !== "function") invalid(option, value, "a function");
  },
  name(option: string, value: unknown): void {
    if (value !== undefined && (typeof value !== "string" || value.trim() === "")) {
      invalid(option, value, "a non-empty string");
    }
  },
  headers(option: string, value: unknown, orFunction = false): void {
    if (value === undefined || (orFunction && typeof value === "function")) return;
    const ok =
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((v) => typeof v === "string");
    const accepted = "an object of header names to string values";
    if (!ok)
      invalid(
        option,
        value,
        orFunction ? `${accepted}, or a function of the call` : accepted,
        true,
      );
  },
  boolean(option: string, value: unknown): void {
    if (value !== undefined && typeof value !== "boolean") invalid(option, value, "true or false");
  },
  object(option: string, value: unknown, accepted: string): void {
    if (
      value !== undefined &&
      (typeof value !== "object" || value === null || Array.isArray(value))
    ) {
      invalid(option, value, accepted);
    }
  },
};

const HANDLERS = [
  "progressHandler",
  "logHandler",
  "messageHandler",
  "elicitationHandler",
  "onInputRequired",
] as const;

/** The options MCPClient and MCPAdapter share. */
export function validateSharedOptions(options: Options): void {
  check.timeout("timeout", options.timeout);
  check.oneOf("session", options.session, ["shared", "per-call"]);
  for (const handler of HANDLERS) check.handler(handler, options[handler]);
  validateAppsOption(options.apps);
  validateTasksOption(options.tasks);
  check.boolean("traceContext", options.traceContext);
}

/** Throws an `MCPConfigError` naming the first bad option of an MCPClient. */
export function validateClientOptions(options: unknown): asserts options is MCPClientOptions {
  if (options === undefined) return;
  check.object("options", options, "an object of MCPClient options");
  const o = options as Options;
  validateSharedOptions(o);
  check.name("name", o.name);
  check.headers("headers", o.headers, true);
  check.object("oauth", o.oauth, "an object of OAuth options");
  const auth = o.auth;
  if (
    auth !== undefined &&
    !(typeof auth === "string" && auth.trim() !== "") &&
    !(typeof auth === "object" && auth !== null && !Array.isArray(auth)) &&
    typeof auth !== "function"
  ) {
    invalid(
      "auth",
      auth,
      'a bearer token (a non-empty string), "oauth", an OAuthClientProvider/AuthProvider object, or a function of the call returning a token',
      true,
    );
  }
}
