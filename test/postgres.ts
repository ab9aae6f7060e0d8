// A throwaway PostgreSQL cluster for tests: `initdb` into a fresh temp dir, started with
// `pg_ctl` on 127.0.0.1 at a free port (trust auth, fsync off), stopped and removed by `stop()`.
// Needs the server binaries (`initdb`, `pg_ctl`): in PATH or Debian's /usr/lib/postgresql/*/bin.
// As root it installs Debian's `postgresql` package once when they are missing, and runs the
// cluster as the `postgres` system user (initdb refuses root).
import { execFile } from "node:child_process";
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  mkdtempSync,
  readdirSync,
} from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { promisify } from "node:util";

const exec = promisify(execFile);

export interface Postgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the cluster (`-m immediate`) and removes its directory. Idempotent. */
  stop(): Promise<void>;
}

const INSTALL_HINT =
  "install the PostgreSQL server (Debian/Ubuntu: `apt-get install postgresql`; macOS: " +
  "`brew install postgresql`) or put its bin directory in PATH";

/** The directory holding `initdb` and `pg_ctl`, or undefined. */
function findBinDir(): string | undefined {
  const executable = (dir: string) => {
    try {
      accessSync(join(dir, "initdb"), constants.X_OK);
      accessSync(join(dir, "pg_ctl"), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  };
  const inPath = (process.env.PATH ?? "").split(delimiter).find((dir) => dir && executable(dir));
  if (inPath) return inPath;
  let versions: string[];
  try {
    versions = readdirSync("/usr/lib/postgresql");
  } catch {
    return undefined;
  }
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => `/usr/lib/postgresql/${version}/bin`)
    .find(executable);
}

let installing: Promise<void> | undefined;

/** Finds the binaries; as root with apt-get, installs Debian's `postgresql` first if needed. */
async function binDir(): Promise<string> {
  const found = findBinDir();
  if (found) return found;
  const root = process.getuid?.() === 0;
  const apt = await exec("sh", ["-c", "command -v apt-get"]).then(
    () => true,
    () => false,
  );
  if (!root || !apt) {
    throw new Error(
      `PostgreSQL server binaries not found (initdb and pg_ctl, in PATH or /usr/lib/postgresql/*/bin): ${INSTALL_HINT}`,
    );
  }
  installing ??= (async () => {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    await exec("apt-get", ["update", "-q"], { env });
    await exec("apt-get", ["install", "-y", "-q", "--no-install-recommends", "postgresql"], {
      env,
    });
  })();
  await installing;
  const installed = findBinDir();
  if (!installed) throw new Error(`apt-get installed postgresql, but no initdb: ${INSTALL_HINT}`);
  return installed;
}

/** uid and gid of the unprivileged user to run the cluster as, when we are root. */
async function clusterUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await exec("id", [flag, "postgres"])).stdout.trim());
  try {
    return { uid: await id("-u"), gid: await id("-g") };
  } catch {
    throw new Error(
      "Running as root, and initdb refuses root: no `postgres` system user to run it as " +
        "(Debian's postgresql package creates one; or `useradd --system postgres`)",
    );
  }
}

/** A port free on 127.0.0.1 right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<Postgres> {
  const bin = await binDir();
  const user = await clusterUser();
  const dir = mkdtempSync(join(tmpdir(), "pg-test-"));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const log = join(dir, "log");
  // As root, every command runs as the cluster's user.
  const run = (tool: string, args: string[]) =>
    user
      ? exec(
          "setpriv",
          ["--reuid=postgres", "--regid=postgres", "--init-groups", join(bin, tool), ...args],
          { cwd: dir },
        )
      : exec(join(bin, tool), args, { cwd: dir });
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => {});
      await rm(dir, { recursive: true, force: true });
    })());

  try {
    await run("initdb", [
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "--no-sync",
      "--locale=C",
      "--encoding=UTF8",
    ]);
    const port = await freePort();
    // Loopback TCP only (trust is initdb's default for it), the socket in our own dir, and
    // no durability: the cluster lives as long as one test file.
    appendFileSync(
      join(data, "postgresql.conf"),
      [
        "listen_addresses = '127.0.0.1'",
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        "fsync = off",
        "synchronous_commit = off",
        "full_page_writes = off",
        "",
      ].join("\n"),
    );
    await run("pg_ctl", ["-D", data, "-l", log, "-w", "-t", "60", "start"]);
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
  } catch (error) {
    const serverLog = await readFile(log, "utf8").catch(() => "");
    await stop();
    throw new Error(`PostgreSQL did not start: ${(error as Error).message}\n${serverLog}`, {
      cause: error,
    });
  }
}
