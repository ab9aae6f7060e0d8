import path from "node:path";

/** A folder as the report shows it: relative to the working directory, `.` for it. */
export function displayDir(dir: string): string {
  return path.relative(process.cwd(), dir) || ".";
}
