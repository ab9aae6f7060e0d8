/**
 * The `toolNames` option that keeps every tool name exactly as the old program saw it.
 *
 * Old naming (all generations): `${additionalToolNamePrefix ? prefix + "__" : ""}`
 * `${prefixToolNameWithServerName ? server + "__" : ""}${tool}`. Defaults:
 * - 0.2.x / 0.3.x: bare names (no options existed);
 * - 0.4.x – 0.5.x `MultiServerMCPClient`: `prefixToolNameWithServerName: true`,
 *   `additionalToolNamePrefix: "mcp"` → `mcp__server__tool`;
 * - ≥ 0.6 (and `loadMcpTools` in every generation): `false` / `""` → bare names.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { literalValue, unwrap } from "./ast.js";

export interface NamingDefaults {
  prefixWithServer: boolean;
  additionalPrefix: string;
}

export const BARE: NamingDefaults = { prefixWithServer: false, additionalPrefix: "" };
const PREFIXED_0_4: NamingDefaults = { prefixWithServer: true, additionalPrefix: "mcp" };

/** Parse "0.4.2" → [0, 4, 2]. */
function parseVersion(v: string | undefined): number[] | null {
  const m = v?.match(/(\d+)\.(\d+)(?:\.(\d+))?/);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] : null;
}

/** Is the old version known and below `major.minor`? */
export function versionBelow(v: string | undefined, major: number, minor: number): boolean {
  const p = parseVersion(v);
  if (!p) return false;
  return p[0] < major || (p[0] === major && p[1] < minor);
}

/**
 * The client's naming defaults for the installed old version; `known: false` when the
 * version is unknown (≥ 0.6 is assumed, and the caller reports the assumption).
 */
export function clientNamingDefaults(oldVersion: string | undefined): {
  defaults: NamingDefaults;
  known: boolean;
} {
  const p = parseVersion(oldVersion);
  if (!p) return { defaults: BARE, known: false };
  if (p[0] === 0 && (p[1] === 4 || p[1] === 5)) return { defaults: PREFIXED_0_4, known: true };
  return { defaults: BARE, known: true };
}

/** Is this expression safe to evaluate again each time a name is built (no side effects)? */
function isPure(node: any): boolean {
  const n = unwrap(node);
  if (!n) return false;
  switch (n.type) {
    case "Identifier":
    case "StringLiteral":
    case "NumericLiteral":
    case "BooleanLiteral":
    case "Literal":
    case "NullLiteral":
      return true;
    case "TemplateLiteral":
      return n.expressions.every(isPure);
    case "MemberExpression":
    case "OptionalMemberExpression":
      return isPure(n.object) && (!n.computed || isPure(n.property));
    case "UnaryExpression":
      return n.operator !== "delete" && isPure(n.argument);
    case "LogicalExpression":
    case "BinaryExpression":
      return isPure(n.left) && isPure(n.right);
    case "ConditionalExpression":
      return isPure(n.test) && isPure(n.consequent) && isPure(n.alternate);
    default:
      return false;
  }
}

/**
 * The `toolNames` value for the given old options (nodes or undefined when absent).
 * `fixedServer`: the name to use instead of the runtime's server name (for `loadMcpTools`,
 * whose name argument is not known to the runtime). Returns null when a value is not pure
 * enough to be re-evaluated (the caller leaves a TODO).
 */
export function toolNamesValue(
  ctx: SourceContext,
  prefixNode: any | undefined,
  additionalNode: any | undefined,
  defaults: NamingDefaults,
  fixedServer?: any,
): any | null {
  const { j } = ctx;
  const prefixLit = prefixNode === undefined ? defaults.prefixWithServer : literalValue(prefixNode);
  const addLit =
    additionalNode === undefined ? defaults.additionalPrefix : literalValue(additionalNode);
  const dynamicPrefix = prefixNode !== undefined && prefixLit === undefined;
  const dynamicAdd = additionalNode !== undefined && addLit === undefined;
  if ((dynamicPrefix && !isPure(prefixNode)) || (dynamicAdd && !isPure(additionalNode)))
    return null;
  if (fixedServer && !isPure(fixedServer)) return null;

  const serverPart = fixedServer ? fixedServer : j.identifier("server");
  const usesServer = dynamicPrefix || Boolean(prefixLit);
  const tool = j.identifier("tool");
  const serverParam = j.identifier(usesServer && !fixedServer ? "server" : "_server");

  if (!dynamicPrefix && !dynamicAdd) {
    if (!prefixLit && !addLit) return j.stringLiteral("bare");
    // Static: a template literal such as `mcp__${server}__${tool}`.
    const quasis: string[] = [];
    const exprs: any[] = [];
    let text = addLit ? `${escapeTemplate(String(addLit))}__` : "";
    if (prefixLit) {
      const lit = fixedServer ? literalValue(fixedServer) : undefined;
      if (typeof lit === "string") {
        text += `${escapeTemplate(lit)}__`;
      } else {
        quasis.push(text);
        exprs.push(serverPart);
        text = "__";
      }
    }
    quasis.push(text);
    exprs.push(tool);
    quasis.push("");
    return arrow(j, serverParam, tool, templateOf(j, quasis, exprs));
  }
  // Dynamic: `${(P ?? "") ? `${P ?? ""}__` : ""}${(S ?? false) ? `${server}__` : ""}${tool}`,
  // exactly the old formula, with the old defaults for `undefined`.
  const parts: any[] = [];
  if (dynamicAdd || addLit) {
    const p = dynamicAdd
      ? j.logicalExpression("??", additionalNode, j.stringLiteral(defaults.additionalPrefix))
      : j.stringLiteral(String(addLit));
    parts.push(
      dynamicAdd
        ? j.conditionalExpression(
            j.parenthesizedExpression(p),
            templateOf(j, ["", "__"], [p]),
            j.stringLiteral(""),
          )
        : j.stringLiteral(`${addLit}__`),
    );
  }
  if (dynamicPrefix || prefixLit) {
    const s = templateOf(j, ["", "__"], [serverPart]);
    parts.push(
      dynamicPrefix
        ? j.conditionalExpression(
            defaults.prefixWithServer
              ? j.parenthesizedExpression(
                  j.logicalExpression("??", prefixNode, j.booleanLiteral(true)),
                )
              : prefixNode,
            s,
            j.stringLiteral(""),
          )
        : s,
    );
  }
  parts.push(tool);
  const quasis = ["", ...parts.slice(1).map(() => ""), ""];
  return arrow(j, serverParam, tool, templateOf(j, quasis, parts));
}

function escapeTemplate(s: string): string {
  return s.replace(/[`\\]|\$\{/g, (m) => `\\${m}`);
}

function templateOf(j: any, quasis: string[], exprs: any[]): any {
  return j.templateLiteral(
    quasis.map((q, i) => j.templateElement({ raw: q, cooked: q }, i === quasis.length - 1)),
    exprs,
  );
}

function arrow(j: any, server: any, tool: any, body: any): any {
  return j.arrowFunctionExpression([server, tool], body);
}
