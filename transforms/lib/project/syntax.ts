/** Syntax helpers of the pre-pass that know nothing of the old package. */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../typescript.js";

/** The property an object-pattern element takes (`{ a }`, `{ a: b }`), when static. */
export function bindingKey(e: TsApi.BindingElement): string | null {
  const ts = typescript();
  const key = e.propertyName ?? e.name;
  return ts.isIdentifier(key) || ts.isStringLiteral(key) ? key.text : null;
}
