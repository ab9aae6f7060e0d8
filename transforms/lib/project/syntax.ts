/** Syntax helpers of the pre-pass that know nothing of the old package. */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";

/**
 * The expression under `await`, parentheses, `as T`, `satisfies T`, `x!` and `<T>x`: the value
 * the facts are about, whatever wraps it.
 */
export function bare(node: TsApi.Expression): TsApi.Expression;
export function bare(node: TsApi.Node): TsApi.Node;
export function bare(node: TsApi.Node): TsApi.Node {
  const ts = typescript();
  let n = node;
  while (
    ts.isAwaitExpression(n) ||
    ts.isParenthesizedExpression(n) ||
    ts.isAsExpression(n) ||
    ts.isSatisfiesExpression(n) ||
    ts.isNonNullExpression(n) ||
    ts.isTypeAssertionExpression(n)
  )
    n = n.expression;
  return n;
}

/** The property an object-pattern element takes (`{ a }`, `{ a: b }`), when static. */
export function bindingKey(e: TsApi.BindingElement): string | null {
  const ts = typescript();
  const key = e.propertyName ?? e.name;
  return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : null;
}
