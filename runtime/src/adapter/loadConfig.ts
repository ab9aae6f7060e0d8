// loadMCPConfig: a JSON file in the standard `mcpServers` form (or the old package's
// `servers` form) -> an MCPConfig, with `${VAR}` placeholders taken from the environment.
import { readFileSync } from "node:fs";
import { MCPConfigError } from "../errors.js";
import { type MCPConfig, validateMCPConfig } from "./config.js";

const PLACEHOLDER = /\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Reads an MCP config file. Synchronous, so it fits in `new MCPAdapter(loadMCPConfig(path))`.
 * An unset variable is an error naming it (never an empty string); values are never echoed.
 */
export function loadMCPConfig(path: string, env: NodeJS.ProcessEnv = process.env): MCPConfig {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    throw new MCPConfigError(
      `Cannot read the MCP config file ${path}: ${(error as NodeJS.ErrnoException).code ?? "error"}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new MCPConfigError(
      `The MCP config file ${path} is not valid JSON: ${(error as Error).message}`,
    );
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    throw new MCPConfigError(
      `The MCP config file ${path} must hold a JSON object with "mcpServers"`,
    );
  }
  const record = json as Record<string, unknown>;
  // The old @langchain/mcp-adapters files keyed servers under "servers".
  const servers = record.mcpServers ?? record.servers;
  if (servers === undefined) {
    throw new MCPConfigError(
      `The MCP config file ${path} has no "mcpServers" (nor the older "servers") object: ` +
        'expected { "mcpServers": { "name": { "command": ... } | { "url": ... } } }',
    );
  }
  const config = { mcpServers: expand(servers, env, path, []) } as MCPConfig;
  validateMCPConfig(config);
  return config;
}

/** Replaces `${VAR}` in every string of `value`, depth first. */
function expand(value: unknown, env: NodeJS.ProcessEnv, file: string, at: string[]): unknown {
  if (typeof value === "string") {
    return value.replace(PLACEHOLDER, (_, name: string) => {
      const found = env[name];
      if (found === undefined) {
        throw new MCPConfigError(
          `The MCP config file ${file} uses \${${name}} at ${at.join(".") || "the top level"}, ` +
            `but the environment variable ${name} is not set`,
        );
      }
      return found;
    });
  }
  if (Array.isArray(value)) return value.map((v, i) => expand(v, env, file, [...at, String(i)]));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, expand(v, env, file, [...at, k])]),
    );
  }
  return value;
}
