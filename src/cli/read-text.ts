import { readFileSync } from "node:fs";

/** A file's UTF-8 text, or undefined when it cannot be read. */
export function readText(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}
