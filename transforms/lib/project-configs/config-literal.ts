/**
 * Reading a config literal: which value holds it (a builder returns it), and which of its old
 * options can move to another module as text.
 */
import type { ts as TsApi } from "ts-morph";
import { OLD_OPTION_KEYS } from "../old-options.js";
import { typescript } from "../typescript.js";
import type { ImportedConfig } from "./facts.js";
import { bare } from "./syntax.js";

/**
 * The config literal of a value: the value itself, or for a builder (`called`) the one object
 * literal its body returns (`() => ({ … })`, `function f() { …; return { … }; }`).
 */
export function literalOf(
  value: TsApi.Node | undefined,
  called: boolean,
): TsApi.ObjectLiteralExpression | null {
  if (!value) return null;
  const ts = typescript();
  const n = ts.isFunctionDeclaration(value) ? value : bare(value as TsApi.Expression);
  if (!called) return ts.isObjectLiteralExpression(n) ? n : null;
  if (!ts.isFunctionDeclaration(n) && !ts.isArrowFunction(n) && !ts.isFunctionExpression(n))
    return null;
  const body = n.body;
  if (!body) return null;
  if (!ts.isBlock(body)) return literalOf(body, false);
  const returns: TsApi.ReturnStatement[] = [];
  const visit = (x: TsApi.Node): void => {
    if (ts.isFunctionLike(x)) return; // a nested function's returns are its own
    if (ts.isReturnStatement(x)) returns.push(x);
    ts.forEachChild(x, visit);
  };
  ts.forEachChild(body, visit);
  return returns.length === 1 ? literalOf(returns[0].expression, false) : null;
}

/** A JSON-like literal: what can be written in another module and mean the same. */
function isPlainValue(e: TsApi.Expression): boolean {
  const ts = typescript();
  const n = bare(e);
  if (
    ts.isStringLiteral(n) ||
    ts.isNumericLiteral(n) ||
    ts.isNoSubstitutionTemplateLiteral(n) ||
    n.kind === ts.SyntaxKind.TrueKeyword ||
    n.kind === ts.SyntaxKind.FalseKeyword ||
    n.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isPrefixUnaryExpression(n)) return ts.isNumericLiteral(n.operand);
  if (ts.isArrayLiteralExpression(n)) return n.elements.every(isPlainValue);
  if (ts.isObjectLiteralExpression(n))
    return n.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) &&
        !ts.isComputedPropertyName(p.name) &&
        isPlainValue(p.initializer),
    );
  return false;
}

function propertyName(p: TsApi.ObjectLiteralElementLike): string | null {
  const ts = typescript();
  if (!p.name || ts.isComputedPropertyName(p.name) || ts.isPrivateIdentifier(p.name)) return null;
  return ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) ? p.name.text : null;
}

/** The old options of a config literal that can move, or why they stay; null: not a config. */
export function optionsOf(
  literal: TsApi.ObjectLiteralExpression,
): { options: ImportedConfig["options"]; kept?: string } | null {
  const ts = typescript();
  if (!literal.properties.some((p) => propertyName(p) === "mcpServers")) return null;
  const options: { key: string; value: string }[] = [];
  for (const p of literal.properties) {
    const key = propertyName(p);
    if (key === "mcpServers") continue;
    if (ts.isSpreadAssignment(p)) return { options: null, kept: "it spreads other values in" };
    if (key === null) return { options: null, kept: "it has a computed key" };
    if (!OLD_OPTION_KEYS.has(key))
      return { options: null, kept: `\`${key}\` is not an option of the old client` };
    if (!ts.isPropertyAssignment(p) || !isPlainValue(p.initializer))
      return { options: null, kept: `\`${key}\` is computed there` };
    options.push({ key, value: p.initializer.getText() });
  }
  return { options };
}
