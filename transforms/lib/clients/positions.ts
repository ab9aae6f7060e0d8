/**
 * Where a path stands, as the client tracker keys what it learns: the class of `this`, the
 * method or function a `return` belongs to, a member's name. Knows nothing of the old package.
 */

/** A class member's name as the tracker keys it: `x`, or `#x` for a private one. */
export function memberName(key: any): string | null {
  if (key?.type === "Identifier") return key.name;
  if (key?.type === "PrivateName") return `#${key.id.name}`;
  return null;
}

/** `Owner.method(…)`: `Object.values(x)`, `Promise.resolve(x)`. */
export function isStaticCall(n: any, owner: string, method: string): boolean {
  return (
    n?.type === "CallExpression" &&
    n.callee.type === "MemberExpression" &&
    n.callee.object.type === "Identifier" &&
    n.callee.object.name === owner &&
    memberName(n.callee.property) === method
  );
}

/** The class whose body holds `path`, where `this` is that class's instance. */
export function enclosingClass(path: any): any | null {
  let p = path.parent;
  while (p) {
    if (p.node.type === "ClassBody") return p.parent.node;
    if (
      (p.node.type === "FunctionExpression" || p.node.type === "FunctionDeclaration") &&
      !(p.parent?.node.type === "MethodDefinition" || p.parent?.node.type === "ClassMethod")
    ) {
      // `function` expressions rebind `this`; arrows do not.
      if (p.parent?.node.type !== "MethodDefinition") return null;
    }
    p = p.parent;
  }
  return null;
}

/**
 * The class whose member `object.x` names when `object` is `this` or the class's own name
 * (a static member), seen at `path`.
 */
export function memberClass(path: any, object: any): any | null {
  const cls = enclosingClass(path);
  if (!cls) return null;
  if (object.type === "ThisExpression") return cls;
  if (object.type === "Identifier" && cls.id?.name === object.name) return cls;
  return null;
}

/** The class method a `return` belongs to (not crossing a nested function). */
export function enclosingMethod(path: any): { cls: any; name: string; getter: boolean } | null {
  let p = path.parent;
  while (p) {
    const n = p.node;
    if (n.type === "ClassMethod" || n.type === "MethodDefinition") {
      if (n.key?.type !== "Identifier") return null;
      return { cls: p.parent.parent.node, name: n.key.name, getter: n.kind === "get" };
    }
    if (n.type === "FunctionExpression" && p.parent?.node.type === "MethodDefinition") {
      p = p.parent;
      continue;
    }
    if (/Function/.test(n.type)) return null;
    p = p.parent;
  }
  return null;
}

/** Name of the function a `return` belongs to (declaration or `const f = () => …`). */
export function functionKey(path: any): { scope: any; name: string } | null {
  let p = path.parent;
  while (p) {
    const n = p.node;
    if (n.type === "FunctionDeclaration" && n.id) {
      return { scope: p.parent.scope ?? p.scope.parent, name: n.id.name };
    }
    if (n.type === "ArrowFunctionExpression" || n.type === "FunctionExpression") {
      const d = p.parent?.node;
      if (d?.type === "VariableDeclarator" && d.id.type === "Identifier")
        return { scope: p.parent.scope, name: d.id.name };
      return null;
    }
    if (n.type === "ClassMethod" || n.type === "ObjectMethod") return null;
    p = p.parent;
  }
  return null;
}
