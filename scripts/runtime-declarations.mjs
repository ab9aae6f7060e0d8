// The codemod ships the declarations of the runtime it migrates to (dist/runtime: the runtime's
// package.json and its .d.ts files, laid out as the runtime package is), so that its safety
// net type-checks migrated code against that API without the runtime installed.
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const from = "runtime";
const to = path.join("dist", "runtime");
rmSync(to, { recursive: true, force: true });
mkdirSync(to, { recursive: true });
cpSync(path.join(from, "package.json"), path.join(to, "package.json"));
for (const file of readdirSync(path.join(from, "dist"), { recursive: true })) {
  if (!/\.d\.c?ts$/.test(file)) continue;
  mkdirSync(path.dirname(path.join(to, "dist", file)), { recursive: true });
  cpSync(path.join(from, "dist", file), path.join(to, "dist", file));
}
