/**
 * Which scope declares a name: ast-types' `Scope.lookup` / `lookupType`, walked with its own
 * public `declares` / `declaresType` and `parent`, so that every binding form the parser
 * accepts is answered. ast-types asserts a pattern on every `catch` clause it scans, and an
 * optional catch binding (`catch { … }`, ES2019) has none: such a clause declares nothing,
 * so the walk steps over it instead of asking it.
 */

/** A scope that binds no name at all: a `catch` clause without a parameter. */
function bindsNothing(scope: any): boolean {
  const node = scope?.node;
  return node?.type === "CatchClause" && !node.param;
}

function walk(scope: any, declares: (s: any) => boolean): any | null {
  for (let s = scope; s; s = s.parent) {
    if (bindsNothing(s)) continue;
    if (declares(s)) return s;
  }
  return null;
}

/** The scope that declares the value `name` as seen from `scope` (`path.scope`), or null. */
export function lookup(scope: any, name: string): any | null {
  return walk(scope, (s) => s.declares(name));
}

/** The scope that declares the type `name` as seen from `scope`, or null. */
export function lookupType(scope: any, name: string): any | null {
  return walk(scope, (s) => typeof s.declaresType === "function" && s.declaresType(name));
}
