/**
 * A small .gitignore matcher for trees that are not git work trees (inside one, discovery
 * asks git itself). Supports comments, `!` negation, trailing `/` for directories, anchored
 * patterns, `*`, `**`, `?` and character classes; the last matching rule wins, as in git.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface Rule {
  negate: boolean;
  dirOnly: boolean;
  re: RegExp;
}

export interface IgnoreFile {
  /** Directory the .gitignore is in; its patterns are relative to it. */
  base: string;
  rules: Rule[];
}

export function readIgnoreFile(dir: string): IgnoreFile | undefined {
  let text: string;
  try {
    text = readFileSync(path.join(dir, ".gitignore"), "utf8");
  } catch {
    return undefined;
  }
  const rules = text
    .split(/\r?\n/)
    .map(parseRule)
    .filter((r): r is Rule => r !== undefined);
  return rules.length ? { base: dir, rules } : undefined;
}

function parseRule(line: string): Rule | undefined {
  let p = line.replace(/(?<!\\)\s+$/, "");
  if (!p || p.startsWith("#")) return undefined;
  const negate = p.startsWith("!");
  if (negate) p = p.slice(1);
  if (p.startsWith("\\")) p = p.slice(1);
  const dirOnly = p.endsWith("/");
  if (dirOnly) p = p.slice(0, -1);
  // A slash at the start or in the middle anchors the pattern to the .gitignore's directory.
  const anchored = p.includes("/");
  if (p.startsWith("/")) p = p.slice(1);
  const body = globToRegex(p);
  return { negate, dirOnly, re: new RegExp(`^${anchored ? "" : "(?:.*/)?"}${body}$`) };
}

function globToRegex(glob: string): string {
  let out = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === "*") {
      if (glob[i + 1] === "*") {
        // `**/` matches zero or more directories; a trailing `**` matches everything below.
        if (glob[i + 2] === "/") {
          out += "(?:.*/)?";
          i += 2;
        } else {
          out += ".*";
          i += 1;
        }
      } else out += "[^/]*";
    } else if (c === "?") out += "[^/]";
    else if (c === "[") {
      const end = glob.indexOf("]", i + 1);
      if (end === -1) out += "\\[";
      else {
        out += `[${glob
          .slice(i + 1, end)
          .replace(/^!/, "^")
          .replace(/\\/g, "\\\\")}]`;
        i = end;
      }
    } else if (c === "\\" && i + 1 < glob.length) out += escape(glob[++i]);
    else out += escape(c);
  }
  return out;
}

const escape = (c: string) => c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Is `abs` ignored by the stack of .gitignore files from the root down to its directory? */
export function isIgnored(stack: IgnoreFile[], abs: string, isDir: boolean): boolean {
  let ignored = false;
  for (const file of stack) {
    const rel = path.relative(file.base, abs).split(path.sep).join("/");
    if (!rel || rel.startsWith("..")) continue;
    for (const rule of file.rules) {
      if (rule.dirOnly && !isDir) continue;
      if (rule.re.test(rel)) ignored = !rule.negate;
    }
  }
  return ignored;
}
