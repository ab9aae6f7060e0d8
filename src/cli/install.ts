/**
 * `--install`: after the files are written, the install of each migrated package's package
 * manager (printed before it runs), so that a whole project is migrated by one command. Its
 * output is kept; on failure the report shows the package manager's own reason.
 */
import { spawnSync } from "node:child_process";
import { type InstallCommand, runLine } from "./package-manager.js";

export interface InstallOutcome {
  /** Folder it ran in, as displayed. */
  dir: string;
  command: string;
  ok: boolean;
  /** The end of the package manager's output when it failed (its reason). */
  reason?: string;
}

const REASON_LINES = 25;

export function runInstall(
  install: InstallCommand,
  displayDir: string,
  out: NodeJS.WritableStream,
): InstallOutcome {
  const command = runLine(install);
  out.write(`$ ${command}${displayDir === "." ? "" : `   (in ${displayDir})`}\n`);
  const { program, args, env } = install.run;
  const r = spawnSync(program, args, {
    cwd: install.dir,
    env: { ...process.env, ...env },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  const ok = r.status === 0 && !r.error;
  if (ok) return { dir: displayDir, command, ok };
  const output = `${r.stdout ?? ""}\n${r.stderr ?? ""}`.trim();
  const reason = r.error
    ? `${program} could not be started: ${r.error.message}`
    : output.split(/\r?\n/).slice(-REASON_LINES).join("\n") || `exit code ${r.status}`;
  return { dir: displayDir, command, ok, reason };
}
