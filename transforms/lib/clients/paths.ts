/** The paths the client tracker reads, collected in one shared walk of the tree. */
import type { SourceContext } from "../../../src/codemod/migration.js";
import { treeIndex } from "../tree-index.js";
import { memberName } from "./positions.js";

export interface TrackerPaths {
  typedIdentifiers: any[];
  classProperties: any[];
  functions: any[];
  declarators: any[];
  assignments: any[];
  returns: any[];
  arrows: any[];
  /** `x = value` in parameters and destructuring patterns. */
  defaults: any[];
  /** `for (const c of list)`: the loop variable may be an element of a container. */
  forOfs: any[];
  /** `list.map((c) => …)`, `make().then((c) => …)`: the callback's parameter may be a client. */
  calls: any[];
}

/** Array methods whose callback's first parameter is an element of the array. */
const ELEMENT_CALLBACKS = new Set(["map", "forEach", "filter", "find", "some", "every", "flatMap"]);
/** …and `then`, whose callback's first parameter is what the promise gives. */
const CALLBACK_METHODS = new Set([...ELEMENT_CALLBACKS, "then"]);

export function collectTrackerPaths(ctx: SourceContext): TrackerPaths {
  const { j } = ctx;
  // The kinds of paths the tracker reads, each in tree order (one shared walk of the tree).
  const index = treeIndex(ctx);
  const functions = index.find(j.Function);
  return {
    typedIdentifiers: index.find(j.Identifier, (n: any) => Boolean(n.typeAnnotation)),
    classProperties: [...index.find(j.ClassProperty), ...index.find(j.ClassPrivateProperty)],
    functions,
    declarators: index.find(j.VariableDeclarator),
    assignments: index.find(j.AssignmentExpression),
    returns: index.find(j.ReturnStatement),
    arrows: functions.filter((p: any) => p.node.type === "ArrowFunctionExpression"),
    defaults: index.find(j.AssignmentPattern),
    forOfs: index.find(j.ForOfStatement),
    calls: index.find(j.CallExpression, (n: any) =>
      Boolean(
        n.callee?.type === "MemberExpression" &&
        CALLBACK_METHODS.has(memberName(n.callee.property) ?? ""),
      ),
    ),
  };
}
