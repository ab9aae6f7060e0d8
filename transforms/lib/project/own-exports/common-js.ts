/**
 * CommonJS exports of a module: `module.exports = client` (the module itself, as `default`),
 * `module.exports = { client, make: () => … }`, `exports.client = …`.
 */
import type { ts as TsApi } from "ts-morph";
import { typescript } from "../../typescript.js";
import { valueFact } from "./functions.js";
import type { ModuleReading } from "./reading.js";

/** Records what this statement exports, when it is a CommonJS export of a client. */
export function commonJsFacts(reading: ModuleReading, st: TsApi.Statement): void {
  const ts = typescript();
  const assigned = commonJsExport(st);
  if (assigned?.name === "default" && ts.isObjectLiteralExpression(assigned.value)) {
    for (const p of assigned.value.properties) {
      const key =
        p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : null;
      const value = ts.isShorthandPropertyAssignment(p)
        ? p.name
        : ts.isPropertyAssignment(p)
          ? p.initializer
          : undefined;
      const f = key !== null && value && valueFact(reading, value);
      if (f) reading.exports[key!] = { ...f, origin: reading.file };
    }
  } else if (assigned) {
    const f = valueFact(reading, assigned.value);
    if (f) reading.exports[assigned.name] = { ...f, origin: reading.file };
  }
}

/**
 * `module.exports = value` (name `default`: what `require` gives), `module.exports.name = value`
 * or `exports.name = value`, as a top-level statement.
 */
function commonJsExport(st: TsApi.Statement): { name: string; value: TsApi.Expression } | null {
  const ts = typescript();
  if (!ts.isExpressionStatement(st) || !ts.isBinaryExpression(st.expression)) return null;
  const { left, operatorToken, right } = st.expression;
  if (operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(left))
    return null;
  if (isModuleExports(left)) return { name: "default", value: right };
  const owner = left.expression;
  if (isModuleExports(owner) || (ts.isIdentifier(owner) && owner.text === "exports"))
    return { name: left.name.text, value: right };
  return null;
}

function isModuleExports(e: TsApi.Expression): boolean {
  const ts = typescript();
  return (
    ts.isPropertyAccessExpression(e) &&
    ts.isIdentifier(e.expression) &&
    e.expression.text === "module" &&
    e.name.text === "exports"
  );
}
