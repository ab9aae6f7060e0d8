// Opening the authorization URL: only for a person at a terminal, never in CI, and only with an
// opener that exists on this machine. Otherwise the printed URL is the way in.
import { spawn } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

/** The command that opens a URL in the default browser here, if one is known and installed. */
export function browserOpener(): { command: string; args: (url: string) => string[] } | undefined {
  if (process.platform === "darwin") return { command: "open", args: (url) => [url] };
  if (process.platform === "win32") {
    return { command: "cmd", args: (url) => ["/c", "start", '""', url.replace(/&/g, "^&")] };
  }
  const xdgOpen = findOnPath("xdg-open");
  return xdgOpen ? { command: xdgOpen, args: (url) => [url] } : undefined;
}

/** True when a person is likely watching: a TTY, and not a CI run. */
export function canOpenBrowser(): boolean {
  return Boolean(process.stdout.isTTY) && !process.env.CI && browserOpener() !== undefined;
}

/** Opens `url` in a browser when {@link canOpenBrowser}; returns whether it tried. */
export function openInBrowser(url: string): boolean {
  const opener = canOpenBrowser() ? browserOpener() : undefined;
  if (!opener) return false;
  const child = spawn(opener.command, opener.args(url), { detached: true, stdio: "ignore" });
  child.on("error", () => {});
  child.unref();
  return true;
}

function findOnPath(command: string): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(delimiter)) {
    if (!dir) continue;
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return undefined;
}
