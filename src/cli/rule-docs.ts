/**
 * Where each report rule is explained: a rule is `<transform>/<what>`, and each transform's
 * rules are explained by one section of the package's docs. The sections are named by their
 * heading text, so a renamed heading fails `test/cli/rule-docs.test.ts` instead of leaving a
 * dead link in every report.
 */
import path from "node:path";
import { packageRoot } from "../engine/migrations.js";

export interface DocSection {
  /** The file under the package's `docs/`. */
  file: string;
  heading: string;
}

const CLIENT = { file: "migration.md", heading: "The client (`client-config`, `legacy-0x`)" };
const FOLLOWED = {
  file: "migration.md",
  heading: "Nothing half-migrated: followed bindings, test doubles, results",
};
const OPTIONS = { file: "migration.md", heading: "Options (`options`)" };
const OTHER_FILES = { file: "migration.md", heading: "Files other than source" };
const PACKAGE_JSON = { file: "migration.md", heading: "What changes in package.json, and why" };
const MARKERS = { file: "codemod.md", heading: "Markers and the ignore comment" };

/** Each transform (and the safety net) to the section that explains its rules. */
export const RULE_DOCS: Record<string, DocSection> = {
  "langchain-classic": PACKAGE_JSON,
  "legacy-0x": CLIENT,
  "load-mcp-tools": { file: "migration.md", heading: "Standalone helpers (`load-mcp-tools`)" },
  "client-config": CLIENT,
  options: OPTIONS,
  "typed-config": FOLLOWED,
  callbacks: OPTIONS,
  "hooks-to-middleware": OPTIONS,
  "error-handling": { file: "migration.md", heading: "What a migrated program meets at run time" },
  "tool-name-strings": { file: "migration.md", heading: "Tool names never change silently" },
  methods: { file: "migration.md", heading: "Methods (`methods`)" },
  "server-client": FOLLOWED,
  "tool-types": FOLLOWED,
  "test-mocks": FOLLOWED,
  "json-config": OTHER_FILES,
  "package-json": PACKAGE_JSON,
  "config-module-names": OTHER_FILES,
  leftovers: FOLLOWED,
  sweep: FOLLOWED,
  imports: { file: "migration.md", heading: "Imports and module shapes (`imports`)" },
  // The safety net (`TYPE_CHECK_RULE`), named here without loading its module.
  "type-check": MARKERS,
};

/** The section for a rule; a rule of an unknown transform gets the markers' section. */
export function docSectionOf(rule: string | undefined): DocSection {
  return (rule && RULE_DOCS[rule.split("/")[0]]) || MARKERS;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

/** The anchors of a Markdown text's headings (code blocks aside), as GitHub makes them. */
export function headingAnchors(markdown: string): Set<string> {
  const text = markdown.replace(/```[\s\S]*?```/g, "");
  return new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1].trim())));
}

/** `migration.md#methods-methods`: the section relative to the docs folder. */
export function docRef(section: DocSection): string {
  return `${section.file}#${anchorOf(section.heading)}`;
}

/** The installed package's docs folder, absolute: a path a user can open. */
export function docsDir(): string {
  return path.join(packageRoot(), "docs");
}

/** The section of a rule as a path a user can open (absolute, with its anchor). */
export function docLink(rule: string | undefined): string {
  return path.join(docsDir(), docRef(docSectionOf(rule)));
}
