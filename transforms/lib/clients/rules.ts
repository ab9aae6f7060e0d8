/**
 * How a client moves from one binding to another, one named rule per form of the forms table
 * (`../forms.ts`), applied in this order until nothing new is learnt: a factory may return a
 * variable declared after it, and a variable may hold a factory's result.
 */
import type { FormId } from "../forms.js";
import type { TrackerPaths } from "./paths.js";
import { arrowBodies, destructuredResults, returnedObjects, returns } from "./rules/functions.js";
import {
  assignments,
  callbackParameters,
  classFields,
  declarations,
  defaults,
  loopVariables,
  type Rule,
} from "./rules/values.js";
import type { TrackerState } from "./state.js";

/** The rules in the order they run, each with the forms of the table it follows. */
export const RULES: readonly { rule: Rule; forms: readonly FormId[] }[] = [
  {
    rule: declarations,
    forms: ["instance", "instance-cast", "instance-conditional", "instance-from-container"],
  },
  { rule: assignments, forms: ["instance-assigned-later", "instance-assigned-in-catch"] },
  { rule: classFields, forms: ["class-field"] },
  { rule: defaults, forms: ["factory-parameter"] },
  { rule: returnedObjects, forms: ["factory"] },
  { rule: destructuredResults, forms: ["factory"] },
  {
    rule: returns,
    forms: ["factory", "factory-async", "factory-promise-resolve", "class-getter"],
  },
  { rule: arrowBodies, forms: ["factory-of-local"] },
  { rule: loopVariables, forms: ["container-element"] },
  { rule: callbackParameters, forms: ["callback-parameter"] },
];

/** Apply the rules until none learns anything new (at most four rounds). */
export function propagate(s: TrackerState, paths: TrackerPaths): void {
  for (let round = 0; round < 4; round++) {
    let grew = false;
    for (const { rule } of RULES) grew = rule(s, paths) || grew;
    if (!grew) break;
  }
}
