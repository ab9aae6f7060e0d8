/**
 * Generic AST helpers over jscodeshift's nodes and paths: nothing here knows the old package
 * or the runtime.
 */

/** A string literal (Babel's `StringLiteral`, ESTree's `Literal`). */
export function isStringLit(node: any): boolean {
  return (
    (node?.type === "StringLiteral" || node?.type === "Literal") && typeof node.value === "string"
  );
}

/** Strip TS-only wrappers (`x as T`, `x!`, `x satisfies T`, `<T>x`) and parentheses. */
export function unwrap(node: any): any {
  let n = node;
  while (
    n &&
    (n.type === "TSAsExpression" ||
      n.type === "TSNonNullExpression" ||
      n.type === "TSSatisfiesExpression" ||
      n.type === "TSTypeAssertion" ||
      n.type === "ParenthesizedExpression")
  ) {
    n = n.expression;
  }
  return n;
}

/** Non-computed key name of a property, if it has one. */
export function keyName(prop: any): string | null {
  if (!prop || prop.computed) return null;
  if (!(prop.type === "Property" || prop.type === "ObjectProperty")) return null;
  const k = prop.key;
  if (k.type === "Identifier") return k.name;
  if ((k.type === "StringLiteral" || k.type === "Literal") && typeof k.value === "string")
    return k.value;
  return null;
}

/** The property `name` of an object literal. */
export function propOf(obj: any, name: string): any | null {
  return (obj?.properties ?? []).find((p: any) => keyName(p) === name) ?? null;
}

/** Literal value of a node (string, number, boolean), or undefined when not a literal. */
export function literalValue(node: any): string | number | boolean | undefined {
  const n = unwrap(node);
  if (!n) return undefined;
  if (
    n.type === "StringLiteral" ||
    n.type === "NumericLiteral" ||
    n.type === "BooleanLiteral" ||
    n.type === "Literal"
  ) {
    return n.value as any;
  }
  if (n.type === "TemplateLiteral" && n.expressions.length === 0) return n.quasis[0].value.cooked;
  return undefined;
}

/** The nearest enclosing function path, or null at module level. */
export function enclosingFunction(path: any): any | null {
  let p = path.parent;
  while (p) {
    if (/Function|ArrowFunctionExpression|ClassMethod|ObjectMethod/.test(p.node.type)) return p;
    p = p.parent;
  }
  return null;
}

/** Is this expression cheap and side-effect free to evaluate twice (`client`, `this.client`)? */
export function isSimpleRef(node: any): boolean {
  if (!node) return false;
  if (node.type === "Identifier" || node.type === "ThisExpression") return true;
  if (node.type === "MemberExpression" && !node.computed) return isSimpleRef(node.object);
  return false;
}

/** The statement path that holds `path` (what `ctx.todo` puts its marker on). */
export function statementPath(j: any, path: any): any {
  let p = path;
  while (p && p.parent && !j.Statement.check(p.node)) p = p.parent;
  while (p && p.parent && j.ExportNamedDeclaration.check(p.parent.node)) p = p.parent;
  return p;
}

/**
 * A property's or method's static name (`a`, `"a"`, `a() {}`), null when computed; `keyName`
 * answers for plain properties only.
 */
export function memberKeyName(prop: any): string | null {
  if (prop.computed) return null;
  if (prop.key?.type === "Identifier") return prop.key.name;
  if (isStringLit(prop.key)) return prop.key.value;
  return null;
}

/** A callee as written: `a.b` → "a.b", `f` → "f"; anything else null. */
export function calleeName(node: any): string | null {
  const n = unwrap(node);
  if (n?.type === "Identifier") return n.name;
  if (/MemberExpression$/.test(n?.type) && !n.computed && n.object.type === "Identifier")
    return `${n.object.name}.${n.property.name}`;
  return null;
}

/** An expression read as a value (not a declared name, a key, an import or export name). */
export function isRead(p: any): boolean {
  const parent = p.parent?.node;
  if (!parent || p.node.type !== "Identifier") return Boolean(parent);
  if (/^(Import|Export)\w*Specifier$/.test(parent.type)) return false;
  if (/MemberExpression$/.test(parent.type) && parent.property === p.node && !parent.computed)
    return false;
  if (/Property$/.test(parent.type) && parent.key === p.node && !parent.shorthand) return false;
  if (parent.type === "VariableDeclarator" && parent.id === p.node) return false;
  return !/^TS/.test(parent.type);
}
