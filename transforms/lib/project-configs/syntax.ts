/**
 * TypeScript syntax the config pre-pass reads in every step: a value under its wrappers, a
 * statement's modifiers, and whether a name is declared again in an inner scope.
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";

/** A value's wrapper that leaves it the same value: `as`, `satisfies`, `!`, parentheses. */
export function isWrapper(
  n: TsApi.Node,
): n is
  | TsApi.ParenthesizedExpression
  | TsApi.AsExpression
  | TsApi.SatisfiesExpression
  | TsApi.NonNullExpression {
  const ts = typescript();
  return (
    ts.isParenthesizedExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isNonNullExpression(n)
  );
}

/** The value under its wrappers (`as`, `satisfies`, `!`, parentheses). */
export function bare(e: TsApi.Expression): TsApi.Expression {
  let n = e;
  while (isWrapper(n)) n = n.expression;
  return n;
}

export function hasModifier(n: TsApi.Node, kind: TsApi.SyntaxKind): boolean {
  const ts = typescript();
  return ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === kind);
}

/** Is `name` declared between `node` and the module's top level (a parameter, a local)? */
export function isShadowed(node: TsApi.Node, name: string): boolean {
  const ts = typescript();
  const declares = (d: TsApi.Node): boolean =>
    (ts.isVariableDeclaration(d) ||
      ts.isParameter(d) ||
      ts.isFunctionDeclaration(d) ||
      ts.isClassDeclaration(d)) &&
    d.name !== undefined &&
    ts.isIdentifier(d.name) &&
    d.name.text === name;
  for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
    if (ts.isFunctionLike(up) && up.parameters.some((p) => declares(p))) return true;
    if (ts.isBlock(up) || ts.isModuleBlock(up) || ts.isCaseClause(up)) {
      for (const st of up.statements) {
        if (ts.isVariableStatement(st) && st.declarationList.declarations.some(declares))
          return true;
        if (declares(st)) return true;
      }
    }
  }
  return false;
}
