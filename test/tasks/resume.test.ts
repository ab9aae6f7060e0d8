// Runs resumed in a NEW PROCESS from a SQLite checkpoint, on both task wires (the cases are in
// resumeCases.ts; resume-postgres.test.ts runs them on PostgreSQL).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { resumeInNewProcess } from "./resumeCases.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-tasks-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

resumeInNewProcess({ at: (name) => join(dir, `${name}.sqlite`) });
