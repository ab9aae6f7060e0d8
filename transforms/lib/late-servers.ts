/**
 * A config that gets its servers after its declaration: `const config = {} as ClientConfig;`
 * then `config.mcpServers = { … }` before the client is created. Its literal holds no
 * `mcpServers`, yet it is a whole config, not a bare server map: wrapping it again would hand
 * MCPAdapter `{ mcpServers: { mcpServers: … } }` (no type error, a throw at run time).
 */
import type { SourceContext } from "../../src/codemod/migration.js";
import { unwrap } from "./ast.js";
import { declaratorOf } from "./config.js";
import { oldExportOf } from "./old-package.js";
import { lookup } from "./scope.js";
import { treeIndex } from "./tree-index.js";

/** The old package's whole-config types (their indexed access, `ClientConfig["mcpServers"]`, is a map). */
const WHOLE_CONFIG_TYPES = new Set(["ClientConfig", "MCPConfig"]);

export interface LateServers {
  /** The value assigned to `<name>.mcpServers` before the construction, with its path. */
  assigned: { path: any; node: any } | null;
  /** The variable is declared with an old whole-config type (annotation, `as`, `satisfies`). */
  typedAsConfig: boolean;
}

/** What tells that `name` (the config variable of the construction at `at`) is a whole config. */
export function lateServersOf(ctx: SourceContext, at: any, name: string): LateServers {
  const decl = declaratorOf(at, name);
  return {
    assigned: assignedBefore(ctx, at, name),
    typedAsConfig:
      Boolean(decl) && declaredTypes(decl.node).some((t) => isWholeConfigType(ctx, decl, t)),
  };
}

function assignedBefore(ctx: SourceContext, at: any, name: string): LateServers["assigned"] {
  const end = at.node.loc?.start;
  const scope = lookup(at.scope, name);
  let found: LateServers["assigned"] = null;
  treeIndex(ctx)
    .find(ctx.j.AssignmentExpression)
    .forEach((p: any) => {
      const left = p.node.left;
      if (p.node.operator !== "=" || left.type !== "MemberExpression") return;
      if (left.object.type !== "Identifier" || left.object.name !== name) return;
      const key = left.computed ? left.property.value : left.property.name;
      if (key !== "mcpServers" || lookup(p.scope, name) !== scope) return;
      const loc = p.node.loc?.start;
      if (end && loc && (loc.line > end.line || (loc.line === end.line && loc.column > end.column)))
        return;
      found = { path: p.get("right"), node: p.node.right };
    });
  return found;
}

/** The type annotation and the `as`/`satisfies`/`<T>` types of a declarator's initializer. */
function declaredTypes(declarator: any): any[] {
  const out: any[] = [];
  const annotation = declarator.id?.typeAnnotation?.typeAnnotation;
  if (annotation) out.push(annotation);
  for (let n = declarator.init; n; n = n.expression) {
    if (!["TSAsExpression", "TSSatisfiesExpression", "TSTypeAssertion"].includes(n.type)) break;
    out.push(n.typeAnnotation);
  }
  return out;
}

function isWholeConfigType(ctx: SourceContext, at: any, type: any): boolean {
  const t = unwrap(type);
  if (t?.type !== "TSTypeReference") return false;
  const exported = oldExportOf(ctx, at, t.typeName);
  return exported !== null && WHOLE_CONFIG_TYPES.has(exported);
}
