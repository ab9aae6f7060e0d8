// Single-server target inference: the transport is inferred from the target, never named.
import { extname } from "node:path";
import { fileURLToPath } from "node:url";
import type { Transport } from "@modelcontextprotocol/client";
import { MCPConfigError } from "../errors.js";
import { CustomTransport, type TransportFactory } from "./custom.js";
import { InMemoryTransport } from "./inMemory.js";
import { isSdkTransport, sdkServerLine } from "./sdkObjects.js";
import { ScriptTransport } from "./script.js";
import { StreamableHttpTransport } from "./streamableHttp.js";
import { isTransportDescription, type TransportDescription } from "./types.js";

/** The single-server target forms, for error messages (the adapter adds its multi-server ones). */
export const ACCEPTED_TARGETS: readonly string[] = [
  '"http://…" / "https://…" string or URL (Streamable HTTP; HTTP+SSE when the server speaks only that)',
  "path or file: URL to a server script: .py (python), .js/.mjs/.cjs (node), .ts (tsx) (stdio)",
  "in-process McpServer / Server from @modelcontextprotocol/server or @modelcontextprotocol/sdk (in-memory)",
  "StreamableHttpTransport, SSETransport, StdioTransport or InMemoryTransport from this package",
  "SDK Transport instance (v2 or 1.x), or a function returning one",
  "SDK Client (v2 or 1.x), connected or not",
  "MCPClient",
];

/** The errors `unsupportedTarget` made, so a caller can add forms without reading the text. */
const unsupportedTargetErrors = new WeakSet<Error>();

/** `MCPConfigError` for a target none of the accepted forms fits. */
export function unsupportedTarget(
  what: string,
  accepted: readonly string[] = ACCEPTED_TARGETS,
): MCPConfigError {
  const error = new MCPConfigError(
    `Unsupported MCP target: ${what}. Accepted targets:\n${accepted.map((form) => `  - ${form}`).join("\n")}`,
  );
  unsupportedTargetErrors.add(error);
  return error;
}

export function isUnsupportedTarget(error: unknown): error is MCPConfigError {
  return error instanceof Error && unsupportedTargetErrors.has(error);
}

/** How a target is described in errors, without echoing a value that may hold secrets. */
function describeTarget(target: unknown): string {
  if (target === null) return "null";
  if (typeof target === "string") {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1];
    return scheme
      ? `a "${scheme}:" URL`
      : `the string "${target.length > 80 ? `${target.slice(0, 80)}…` : target}"`;
  }
  if (typeof target === "object") {
    const name = (target as object).constructor?.name;
    return name && name !== "Object" ? `a ${name} object` : "a plain object";
  }
  return `a ${typeof target}`;
}

function rejectWebSocket(): never {
  throw new MCPConfigError(
    "WebSocket MCP servers are not supported: move the server to Streamable HTTP (an http(s):// URL)",
  );
}

/** Runs a server script with the interpreter its extension names. */
export function scriptTransport(path: string): ScriptTransport {
  switch (extname(path).toLowerCase()) {
    case ".py":
      return new ScriptTransport(path, {
        command: process.platform === "win32" ? "python" : "python3",
        args: [path],
      });
    case ".js":
    case ".mjs":
    case ".cjs":
      return new ScriptTransport(path, { command: process.execPath, args: [path] });
    case ".ts":
    case ".mts":
    case ".cts":
      // tsx as a loader of this Node binary: it must be installed where the program runs.
      return new ScriptTransport(path, {
        command: process.execPath,
        args: ["--import", "tsx", path],
      });
    default:
      throw unsupportedTarget(
        `a script path with an unknown extension ("${extname(path) || "none"}")`,
      );
  }
}

function urlTransport(url: URL): TransportDescription {
  switch (url.protocol) {
    case "http:":
    case "https:":
      // The transport was not named: an SSE-only server is reached over SSE (sseFallback.ts).
      return new StreamableHttpTransport(url, { sseFallback: true });
    case "file:":
      return scriptTransport(fileURLToPath(url));
    case "ws:":
    case "wss:":
      return rejectWebSocket();
    default:
      throw unsupportedTarget(`a "${url.protocol}" URL`);
  }
}

/**
 * The transport description for a single-server target. SDK `Client`s and `MCPClient`s are not
 * transports: `MCPClient` recognises those before calling this.
 */
export function inferTransport(target: unknown): TransportDescription {
  if (isTransportDescription(target)) return target;
  if (target instanceof URL) return urlTransport(target);
  if (typeof target === "string") {
    if (/^[a-z][a-z0-9+.-]+:\/\//i.test(target) || /^file:/i.test(target)) {
      let url: URL;
      try {
        url = new URL(target);
      } catch {
        throw unsupportedTarget(describeTarget(target));
      }
      return urlTransport(url);
    }
    return scriptTransport(target);
  }
  if (sdkServerLine(target)) return new InMemoryTransport(target);
  if (isSdkTransport(target)) return new CustomTransport(target);
  if (typeof target === "function") return new CustomTransport(target as TransportFactory);
  throw unsupportedTarget(describeTarget(target));
}

export type { Transport, TransportFactory };
