/**
 * What a type error the migration introduced means, in plain words: what the old code did and
 * what to change. The safety net (src/cli/safety-net.ts) writes it as the marker's text; the
 * checker's own message follows, shortened, with literal values left out (they can be secrets).
 * A pure function of the diagnostic, read from the old package's tables.
 */
import { mappingFor, methodMappingFor } from "./names.js";
import {
  CLIENT_LEVEL_SERVER_OPTIONS,
  REMOVED_CLIENT_OPTIONS,
  REMOVED_SERVER_OPTIONS,
  RENAMED_CLIENT_OPTIONS,
} from "./old-options.js";
import { CHANGED_MEMBERS, OLD_ONLY_MEMBERS, adapterLacks } from "./runtime-api.js";

export interface TypeDiagnostic {
  /** `TS2339` and the like. */
  code: string;
  message: string;
  /** The module of the import the diagnostic sits in, if any. */
  importOf?: string;
}

/** Old error fields and the runtime's names for them. */
const ERROR_FIELDS: Record<string, string> = { serverName: "server", toolName: "tool" };

const MISSING_MEMBER = new Set(["TS2339", "TS2551"]);
const MISSING_EXPORT = new Set(["TS2305", "TS2724", "TS2614", "TS2459", "TS2460"]);
const UNKNOWN_PROPERTY = new Set(["TS2353", "TS2561"]);
const NOT_ASSIGNABLE = new Set(["TS2322", "TS2345", "TS2739", "TS2740", "TS2741", "TS2769"]);
const ARGUMENT_COUNT = new Set(["TS2554", "TS2555", "TS2556"]);

export function typeAdvice(d: TypeDiagnostic, targetModule: string): string {
  return `${plainWords(d, targetModule)} [${d.code}: ${shortMessage(d)}]`;
}

function plainWords(d: TypeDiagnostic, targetModule: string): string {
  const quoted = [...d.message.matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (MISSING_EXPORT.has(d.code) && quoted[0]) {
    const name = d.code === "TS2305" || d.code === "TS2724" ? quoted[1] : quoted[0];
    const mapping = mappingFor(name ?? quoted[0]);
    if (mapping.kind === "none") return `${mapping.why}.`;
    return `\`${name}\` came from the old package; ${targetModule} exports it as \`${mapping.kind === "rename" ? mapping.to : name}\`.`;
  }
  if (MISSING_MEMBER.has(d.code) && quoted[0])
    return missingMember(quoted[0], readableType(quoted[1]));
  if (UNKNOWN_PROPERTY.has(d.code) && quoted[0]) return unknownOption(quoted[0]);
  if (NOT_ASSIGNABLE.has(d.code))
    return "This code expects a type of the old API here (its tools, client or config) and now gets the runtime's: change the annotation or the value (MCPAdapter's tools are `StructuredTool`s, `adapter.client(name)` is an `MCPClient`, configs are `MCPConfig`).";
  if (ARGUMENT_COUNT.has(d.code))
    return "The old API took other arguments here: call the runtime's method as docs/api.md shows.";
  if (d.code === "TS2349" || d.code === "TS2351")
    return "The old API's value was callable or constructible here; the runtime's is not: use the runtime's constructor or method (docs/api.md).";
  return "The migration changed the type of something this line uses (it came from the old package): adapt the line to the runtime's API (docs/api.md).";
}

function missingMember(member: string, type: string | undefined): string {
  const method = methodMappingFor(member);
  if (method?.kind === "rename")
    return `\`${member}()\` was a method of the old MultiServerMCPClient; on ${type ?? "the runtime's value"} it is \`${method.to}()\` (async): call that.`;
  if (method?.kind === "none") return `${method.why}.`;
  if (Object.hasOwn(ERROR_FIELDS, member))
    return `The old error's \`${member}\` is \`${ERROR_FIELDS[member]}\` on the runtime's errors (MCPError): read that instead.`;
  const option = optionFate(member);
  if (option) return option;
  if (OLD_ONLY_MEMBERS.has(member))
    return `\`${member}\` belonged to the old MultiServerMCPClient; ${CHANGED_MEMBERS.has(member) ? adapterLacks(member) : "MCPAdapter has no such member"}: see docs/migration.md for its replacement.`;
  return `\`${member}\` existed on the old API's value here, not on ${type ? `\`${type}\`` : "the runtime's"}: use the runtime's member (docs/api.md) or adapt this code.`;
}

/** A type's name as a person reads it; a long structural type is no help in a comment. */
function readableType(type: string | undefined): string | undefined {
  return type && type.length <= 60 && !type.includes("{") ? type : undefined;
}

function unknownOption(key: string): string {
  return (
    optionFate(key) ??
    `\`${key}\` was accepted by the old API here, not by the runtime: remove it or use the runtime's option (docs/api.md).`
  );
}

/** What became of an old client or server option, from the one table of old options. */
function optionFate(key: string): string | undefined {
  const removed = Object.hasOwn(REMOVED_CLIENT_OPTIONS, key)
    ? REMOVED_CLIENT_OPTIONS[key]
    : Object.hasOwn(REMOVED_SERVER_OPTIONS, key)
      ? REMOVED_SERVER_OPTIONS[key]
      : undefined;
  if (removed) return `The old option \`${key}\` is gone: ${removed.why}.`;
  if (Object.hasOwn(RENAMED_CLIENT_OPTIONS, key))
    return `The old option \`${key}\` is MCPAdapter's \`${RENAMED_CLIENT_OPTIONS[key]}\` option: move it there.`;
  if (Object.hasOwn(CLIENT_LEVEL_SERVER_OPTIONS, key))
    return `The old server option \`${key}\` is the \`${CLIENT_LEVEL_SERVER_OPTIONS[key]}\` option of an \`MCPClient\` for that server (hand MCPAdapter a ClientGroup of them: docs/migration.md).`;
  return undefined;
}

/** The checker's message, one line, at most 160 characters, string literal values left out. */
function shortMessage(d: TypeDiagnostic): string {
  const text = d.message
    .replace(/"([^"]*)"/g, (whole, inner: string) =>
      inner === d.importOf || /^(@langchain\/|langchain|@modelcontextprotocol\/)/.test(inner)
        ? whole
        : '"…"',
    )
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}
