/** Following CommonJS imports of an exporting module: `require("./client")` at the top level. */
import { typescript } from "../typescript.js";
import { addImport, dropIfEmpty, exportsNamedBy, type Following } from "./following.js";
import { requires } from "./old-names.js";
import { bindingKey } from "./syntax.js";

/**
 * `const { client } = require("./mcp")`, `const mcp = require("./mcp")` (its members as
 * `mcp.name`, or the module's own value when it set `module.exports = client`).
 */
export function followRequires(fl: Following, f: string): boolean {
  const ts = typescript();
  let grew = false;
  for (const { spec, name } of requires(fl.project.parsed(f))) {
    const theirs = exportsNamedBy(fl, f, spec);
    if (!theirs) continue;
    const pairs: [string, string][] = [];
    if (ts.isIdentifier(name)) {
      if (theirs.default) pairs.push([name.text, "default"]);
      for (const k of Object.keys(theirs))
        if (k !== "default") pairs.push([`${name.text}.${k}`, k]);
    } else if (ts.isObjectBindingPattern(name)) {
      for (const e of name.elements) {
        const key = bindingKey(e);
        if (key !== null && ts.isIdentifier(e.name) && !e.dotDotDotToken)
          pairs.push([e.name.text, key]);
      }
    }
    for (const [local, imported] of pairs)
      if (addImport(fl.imports, f, theirs[imported], { local, specifier: spec, imported }))
        grew = true;
    dropIfEmpty(fl.imports, f);
  }
  return grew;
}
