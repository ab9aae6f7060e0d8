/**
 * Is a member read on a value that is clearly not the old client? The name sweep marks old
 * member names on receivers no transform follows; these are the receivers it can tell apart
 * without types: a value of the file's own making that declares the member itself.
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { isOldSource } from "./old-package.js";
import { importFactsOf } from "./import-facts.js";
import { lookup } from "./scope.js";
import { memberKeyName, unwrap } from "./ast.js";

const OWN_TYPES = /^(ClassDeclaration|TSInterfaceDeclaration)$/;

/** The file's top-level class, interface or type literal alias called `name`, or null. */
function localType(ctx: SourceContext, name: string): any | null {
  for (const st of ctx.root.get().node.program.body) {
    const d = /^Export/.test(st.type) ? st.declaration : st;
    if (d?.id?.name !== name) continue;
    if (OWN_TYPES.test(d.type)) return d;
    if (d.type === "TSTypeAliasDeclaration" && d.typeAnnotation?.type === "TSTypeLiteral") return d;
  }
  return null;
}

/** A class of the file whose own body declares `member`, or that extends another class. */
function ownClass(cls: any, member: string): boolean {
  if (cls.superClass) return true;
  return cls.body.body.some((m: any) => memberKeyName(m) === member);
}

/** A value built from the file's own class or object literal (`new Registry()`, `{ … }`). */
function ownValue(ctx: SourceContext, node: any, member: string): boolean {
  const n = unwrap(node);
  if (n?.type === "ObjectExpression") return true;
  if (n?.type === "NewExpression" && n.callee.type === "Identifier") {
    // A class imported from a module that is not the old package, nor one of the run that
    // re-exports it (the pre-pass's facts): another library's.
    if (importedElsewhere(ctx, n.callee.name)) return true;
    const t = localType(ctx, n.callee.name);
    return t?.type === "ClassDeclaration" && ownClass(t, member);
  }
  return false;
}

function importedElsewhere(ctx: SourceContext, name: string): boolean {
  if (importFactsOf(ctx).some((f) => f.local === name)) return false;
  return ctx.root
    .get()
    .node.program.body.some(
      (st: any) =>
        st.type === "ImportDeclaration" &&
        !isOldSource(st.source.value) &&
        st.specifiers.some((s: any) => s.local?.name === name),
    );
}

/** `Registry` in `x: Registry`: a type of the file's own. */
function ownAnnotation(ctx: SourceContext, id: any): boolean {
  const t = id?.typeAnnotation?.typeAnnotation;
  return t?.type === "TSTypeReference" && t.typeName.type === "Identifier"
    ? localType(ctx, t.typeName.name) !== null
    : t?.type === "TSTypeLiteral";
}

export function isOwnMember(ctx: SourceContext, path: any, object: any, member: string): boolean {
  const o = unwrap(object);
  if (o?.type === "ThisExpression") {
    // `this.getTools()` in a class of the file that declares it, or inherits another's.
    for (let p = path.parent; p; p = p.parent)
      if (/^Class(Declaration|Expression)$/.test(p.node.type)) return ownClass(p.node, member);
    return false;
  }
  if (o?.type !== "Identifier") return ownValue(ctx, o, member);
  const scope = lookup(path.scope, o.name);
  const declared = scope?.getBindings()[o.name]?.[0];
  if (!declared) return false;
  const decl = declared.parent?.node;
  if (decl?.type === "VariableDeclarator" && decl.id === declared.node)
    return ownAnnotation(ctx, decl.id) || ownValue(ctx, decl.init, member);
  return ownAnnotation(ctx, declared.node);
}
