/**
 * leftovers: the last source pass before `imports` renames the old names. Every other
 * transform follows the old client class and module object to where they are used: as a
 * construction, a type, a member read, a spy or mock target. What still leaves the file's
 * sight is marked here, at its use, so that no file is half-migrated without a marker:
 * - the class passed along (an argument, a returned value, an alias, a property value), or
 *   extended: code that receives it is not followed, nor a subclass's constructions (its own
 *   `this.getTools()` calls are, by `methods`);
 * - the module object passed along (`register(await import("<old>"))`, `.then((mod) => …)`).
 * Runs last but one: the old bindings are still the old package's, `imports` runs next.
 */
import {
  toJscodeshift,
  type SourceContext,
  type SourceMigration,
} from "../src/codemod/migration.js";
import { projectClients } from "./lib/project.js";
import { CLIENT_CLASS } from "./lib/clients.js";
import { getOldBindings, isOldDynamicImport } from "./lib/old-package.js";
import { treeIndex } from "./lib/tree-index.js";
import { unwrap } from "./lib/ast.js";

const NAME = "leftovers";

/** Callees that only look at a class or module object (mock helpers, assertions). */
const INSPECTORS = /^(expect|vi\.mocked|jest\.mocked|vi\.spyOn|jest\.spyOn|Object\.keys)$/;

export const migration: SourceMigration = {
  kind: "source",
  name: NAME,
  description:
    "Mark where the old client class or module object leaves the codemod's sight (passed along, aliased, subclassed)",
  prepasses: [projectClients],
  run(ctx) {
    const bindings = getOldBindings(ctx);
    if (bindings.size === 0) return;
    const { j } = ctx;
    const watched = new Map<string, any[]>();
    for (const [local, list] of bindings) {
      const kept = list.filter(
        (b) => !b.typeOnly && (b.exported === CLIENT_CLASS || b.exported === "*"),
      );
      if (kept.length) watched.set(local, kept);
    }
    const index = treeIndex(ctx);
    if (watched.size) {
      index
        .find(j.Identifier, (n: any) => watched.has(n.name))
        .forEach((p: any) => {
          const b = watched.get(p.node.name)!.find((x) => p.scope?.lookup(p.node.name) === x.scope);
          if (!b || isDeclarationOrName(p) || ctx.isIgnored(p.node)) return;
          if (b.exported === CLIENT_CLASS) checkClassUse(ctx, p);
          else {
            // `mod.MultiServerMCPClient` is the class itself; other members are read in place.
            const m = p.parent?.node;
            if (/MemberExpression$/.test(m?.type) && m.object === p.node) {
              if (!m.computed && m.property.name === CLIENT_CLASS) checkClassUse(ctx, p.parent);
              return;
            }
            checkModuleUse(ctx, p);
          }
        });
    }
    // `import("<old>").then((mod) => …)`: what the callback reads from the module is not followed.
    if (/\bimport\s*\(/.test(ctx.file.source)) {
      index
        .find(j.Node, (n: any) => isOldDynamicImport(n))
        .forEach((p: any) => {
          if (ctx.isIgnored(p.node)) return;
          let up = p;
          while (up.parent?.node.type === "ParenthesizedExpression") up = up.parent;
          const m = up.parent?.node;
          if (/MemberExpression$/.test(m?.type) && m.object === up.node && !m.computed)
            if (["then", "catch", "finally"].includes(m.property.name))
              passedAlong(ctx, p, "module");
        });
    }
  },
};

/** A declaration of the name, a property key, a type position: not a use of the value. */
function isDeclarationOrName(p: any): boolean {
  const parent = p.parent?.node;
  if (!parent) return true;
  if (
    /^Import(Default|Namespace)?Specifier$|^Export(Default|Namespace)?Specifier$/.test(parent.type)
  )
    return true;
  if (/MemberExpression$/.test(parent.type)) return parent.property === p.node && !parent.computed;
  // Anything inside a destructuring pattern declares (or is a key).
  if (/^(Object)?Property$/.test(parent.type) && p.parent.parent?.node.type === "ObjectPattern")
    return true;
  if (/^(ArrayPattern|AssignmentPattern|RestElement)$/.test(parent.type)) return true;
  if (/^(Object)?Property$/.test(parent.type) && parent.key === p.node && !parent.computed)
    return !parent.shorthand;
  if (parent.type === "VariableDeclarator") return parent.id === p.node;
  if (/^TS/.test(parent.type)) return true;
  return false;
}

/** The path above `p`'s parentheses and TS wrappers (`(X as never)!`). */
function outermost(p: any): any {
  let at = p;
  while (
    /^(ParenthesizedExpression|TSAsExpression|TSNonNullExpression)$/.test(at.parent?.node.type)
  )
    at = at.parent;
  return at;
}

function checkClassUse(ctx: SourceContext, p: any): void {
  const at = outermost(p);
  const parent = at.parent?.node;
  if (!parent) return;
  switch (parent.type) {
    case "NewExpression":
      if (parent.callee === at.node) return;
      return passedAlong(ctx, at, "class");
    case "MemberExpression":
    case "OptionalMemberExpression":
      // `X.fromConfigFile(…)`, `X.prototype` (spies), other statics read in place.
      return;
    case "BinaryExpression":
      return;
    case "ClassDeclaration":
    case "ClassExpression":
      if (parent.superClass === at.node)
        ctx.todo(
          at.node,
          `${NAME}/subclass`,
          "a subclass of the old client: it now extends MCPAdapter, whose constructor takes (config, options); its own calls on this/super are migrated, but not the config it passes to super(…), nor its callers (its constructions and the methods they call)",
        );
      return;
    case "CallExpression":
    case "OptionalCallExpression": {
      if (parent.callee === at.node) return;
      const callee = calleeName(parent.callee);
      if (callee && INSPECTORS.test(callee)) return;
      return passedAlong(ctx, at, "class");
    }
    case "VariableDeclarator":
    case "AssignmentExpression":
    case "ReturnStatement":
    case "ArrayExpression":
    case "Property":
    case "ObjectProperty":
    case "ArrowFunctionExpression":
      return passedAlong(ctx, at, "class");
    default:
      return;
  }
}

function checkModuleUse(ctx: SourceContext, p: any): void {
  const at = outermost(p);
  const parent = at.parent?.node;
  if (!parent) return;
  if (/CallExpression$/.test(parent.type) && parent.callee !== at.node) {
    const callee = calleeName(parent.callee);
    if (callee && INSPECTORS.test(callee)) return;
    return passedAlong(ctx, at, "module");
  }
  if (
    /^(VariableDeclarator|AssignmentExpression|ReturnStatement|ArrayExpression|ObjectProperty|Property)$/.test(
      parent.type,
    ) &&
    parent.id !== at.node
  )
    passedAlong(ctx, at, "module");
}

function passedAlong(ctx: SourceContext, p: any, what: "class" | "module"): void {
  ctx.todo(
    p.node,
    `${NAME}/passed-along`,
    what === "class"
      ? "the old client class is handed on here (now MCPAdapter): the code that receives it is not migrated; it must build it as new MCPAdapter(config, options) and call listTools/connect/client"
      : "the old module object is handed on here (now langchain-mcp-bridge): the code that reads names from it (MultiServerMCPClient, …) and calls their methods is not migrated",
  );
}

/** `a.b` → "a.b", `f` → "f". */
function calleeName(node: any): string | null {
  const n = unwrap(node);
  if (n?.type === "Identifier") return n.name;
  if (/MemberExpression$/.test(n?.type) && !n.computed && n.object.type === "Identifier")
    return `${n.object.name}.${n.property.name}`;
  return null;
}

export default toJscodeshift(migration);
