import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { z } from "zod";
/**
 * Stdio transport restart configuration
 */
export declare function createStdioRestartSchema(): z.ZodObject<
  {
    /**
     * Whether to automatically restart the process if it exits
     */
    enabled: z.ZodOptional<z.ZodBoolean>;
    /**
     * Maximum number of restart attempts
     */
    maxAttempts: z.ZodOptional<z.ZodNumber>;
    /**
     * Delay in milliseconds between restart attempts
     */
    delayMs: z.ZodOptional<z.ZodNumber>;
  },
  "strip",
  z.ZodTypeAny,
  {
    enabled?: boolean | undefined;
    maxAttempts?: number | undefined;
    delayMs?: number | undefined;
  },
  {
    enabled?: boolean | undefined;
    maxAttempts?: number | undefined;
    delayMs?: number | undefined;
  }
>;
/**
 * Stdio transport connection
 */
export declare function createStdioConnectionSchema(): z.ZodObject<
  {
    /**
     * Optional transport type, inferred from the structure of the config if not provided. Included
     * for compatibility with common MCP client config file formats.
     */
    transport: z.ZodOptional<z.ZodLiteral<"stdio">>;
    /**
     * Optional transport type, inferred from the structure of the config if not provided. Included
     * for compatibility with common MCP client config file formats.
     */
    type: z.ZodOptional<z.ZodLiteral<"stdio">>;
    /**
     * The executable to run the server (e.g. `node`, `npx`, etc)
     */
    command: z.ZodString;
    /**
     * Array of command line arguments to pass to the executable
     */
    args: z.ZodArray<z.ZodString, "many">;
    /**
     * Environment variables to set when spawning the process.
     */
    env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    /**
     * The encoding to use when reading from the process
     */
    encoding: z.ZodOptional<z.ZodString>;
    /**
     * How to handle stderr of the child process. This matches the semantics of Node's `child_process.spawn`
     *
     * The default is "inherit", meaning messages to stderr will be printed to the parent process's stderr.
     *
     * @default "inherit"
     */
    stderr: z.ZodDefault<
      z.ZodOptional<
        z.ZodUnion<
          [
            z.ZodLiteral<"overlapped">,
            z.ZodLiteral<"pipe">,
            z.ZodLiteral<"ignore">,
            z.ZodLiteral<"inherit">,
          ]
        >
      >
    >;
    /**
     * The working directory to use when spawning the process.
     */
    cwd: z.ZodOptional<z.ZodString>;
    /**
     * Additional restart settings
     */
    restart: z.ZodOptional<
      z.ZodObject<
        {
          /**
           * Whether to automatically restart the process if it exits
           */
          enabled: z.ZodOptional<z.ZodBoolean>;
          /**
           * Maximum number of restart attempts
           */
          maxAttempts: z.ZodOptional<z.ZodNumber>;
          /**
           * Delay in milliseconds between restart attempts
           */
          delayMs: z.ZodOptional<z.ZodNumber>;
        },
        "strip",
        z.ZodTypeAny,
        {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        },
        {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      >
    >;
  },
  "strip",
  z.ZodTypeAny,
  {
    command: string;
    args: string[];
    stderr: "overlapped" | "pipe" | "ignore" | "inherit";
    type?: "stdio" | undefined;
    transport?: "stdio" | undefined;
    env?: Record<string, string> | undefined;
    encoding?: string | undefined;
    cwd?: string | undefined;
    restart?:
      | {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      | undefined;
  },
  {
    command: string;
    args: string[];
    type?: "stdio" | undefined;
    transport?: "stdio" | undefined;
    env?: Record<string, string> | undefined;
    encoding?: string | undefined;
    stderr?: "overlapped" | "pipe" | "ignore" | "inherit" | undefined;
    cwd?: string | undefined;
    restart?:
      | {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      | undefined;
  }
>;
/**
 * Streamable HTTP transport reconnection configuration
 */
export declare function createStreamableReconnectSchema(): z.ZodObject<
  {
    /**
     * Whether to automatically reconnect if the connection is lost
     */
    enabled: z.ZodOptional<z.ZodBoolean>;
    /**
     * Maximum number of reconnection attempts
     */
    maxAttempts: z.ZodOptional<z.ZodNumber>;
    /**
     * Delay in milliseconds between reconnection attempts
     */
    delayMs: z.ZodOptional<z.ZodNumber>;
  },
  "strip",
  z.ZodTypeAny,
  {
    enabled?: boolean | undefined;
    maxAttempts?: number | undefined;
    delayMs?: number | undefined;
  },
  {
    enabled?: boolean | undefined;
    maxAttempts?: number | undefined;
    delayMs?: number | undefined;
  }
>;
/**
 * Streamable HTTP transport connection
 */
export declare function createStreamableHTTPConnectionSchema(): z.ZodObject<
  {
    /**
     * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
     * to connect using streamable HTTP.
     */
    transport: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
    /**
     * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
     * to connect using streamable HTTP.
     */
    type: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
    /**
     * The URL to connect to
     */
    url: z.ZodString;
    /**
     * Additional headers to send with the request, useful for authentication
     */
    headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    /**
     * Whether to use Node's EventSource for SSE connections (not applicable to streamable HTTP)
     *
     * @default false
     */
    useNodeEventSource: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
    /**
     * Additional reconnection settings.
     */
    reconnect: z.ZodOptional<
      z.ZodObject<
        {
          /**
           * Whether to automatically reconnect if the connection is lost
           */
          enabled: z.ZodOptional<z.ZodBoolean>;
          /**
           * Maximum number of reconnection attempts
           */
          maxAttempts: z.ZodOptional<z.ZodNumber>;
          /**
           * Delay in milliseconds between reconnection attempts
           */
          delayMs: z.ZodOptional<z.ZodNumber>;
        },
        "strip",
        z.ZodTypeAny,
        {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        },
        {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      >
    >;
    /**
     * Whether to automatically fallback to SSE if Streamable HTTP is not available or not supported
     *
     * @default true
     */
    automaticSSEFallback: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
  },
  "strip",
  z.ZodTypeAny,
  {
    url: string;
    useNodeEventSource: boolean;
    automaticSSEFallback: boolean;
    type?: "http" | "sse" | undefined;
    transport?: "http" | "sse" | undefined;
    headers?: Record<string, string> | undefined;
    reconnect?:
      | {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      | undefined;
  },
  {
    url: string;
    type?: "http" | "sse" | undefined;
    transport?: "http" | "sse" | undefined;
    headers?: Record<string, string> | undefined;
    useNodeEventSource?: boolean | undefined;
    reconnect?:
      | {
          enabled?: boolean | undefined;
          maxAttempts?: number | undefined;
          delayMs?: number | undefined;
        }
      | undefined;
    automaticSSEFallback?: boolean | undefined;
  }
>;
/**
 * Create combined schema for all transport connection types
 */
export declare function createConnectionSchema(): z.ZodUnion<
  [
    z.ZodObject<
      {
        /**
         * Optional transport type, inferred from the structure of the config if not provided. Included
         * for compatibility with common MCP client config file formats.
         */
        transport: z.ZodOptional<z.ZodLiteral<"stdio">>;
        /**
         * Optional transport type, inferred from the structure of the config if not provided. Included
         * for compatibility with common MCP client config file formats.
         */
        type: z.ZodOptional<z.ZodLiteral<"stdio">>;
        /**
         * The executable to run the server (e.g. `node`, `npx`, etc)
         */
        command: z.ZodString;
        /**
         * Array of command line arguments to pass to the executable
         */
        args: z.ZodArray<z.ZodString, "many">;
        /**
         * Environment variables to set when spawning the process.
         */
        env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        /**
         * The encoding to use when reading from the process
         */
        encoding: z.ZodOptional<z.ZodString>;
        /**
         * How to handle stderr of the child process. This matches the semantics of Node's `child_process.spawn`
         *
         * The default is "inherit", meaning messages to stderr will be printed to the parent process's stderr.
         *
         * @default "inherit"
         */
        stderr: z.ZodDefault<
          z.ZodOptional<
            z.ZodUnion<
              [
                z.ZodLiteral<"overlapped">,
                z.ZodLiteral<"pipe">,
                z.ZodLiteral<"ignore">,
                z.ZodLiteral<"inherit">,
              ]
            >
          >
        >;
        /**
         * The working directory to use when spawning the process.
         */
        cwd: z.ZodOptional<z.ZodString>;
        /**
         * Additional restart settings
         */
        restart: z.ZodOptional<
          z.ZodObject<
            {
              /**
               * Whether to automatically restart the process if it exits
               */
              enabled: z.ZodOptional<z.ZodBoolean>;
              /**
               * Maximum number of restart attempts
               */
              maxAttempts: z.ZodOptional<z.ZodNumber>;
              /**
               * Delay in milliseconds between restart attempts
               */
              delayMs: z.ZodOptional<z.ZodNumber>;
            },
            "strip",
            z.ZodTypeAny,
            {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            },
            {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          >
        >;
      },
      "strip",
      z.ZodTypeAny,
      {
        command: string;
        args: string[];
        stderr: "overlapped" | "pipe" | "ignore" | "inherit";
        type?: "stdio" | undefined;
        transport?: "stdio" | undefined;
        env?: Record<string, string> | undefined;
        encoding?: string | undefined;
        cwd?: string | undefined;
        restart?:
          | {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          | undefined;
      },
      {
        command: string;
        args: string[];
        type?: "stdio" | undefined;
        transport?: "stdio" | undefined;
        env?: Record<string, string> | undefined;
        encoding?: string | undefined;
        stderr?: "overlapped" | "pipe" | "ignore" | "inherit" | undefined;
        cwd?: string | undefined;
        restart?:
          | {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          | undefined;
      }
    >,
    z.ZodObject<
      {
        /**
         * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
         * to connect using streamable HTTP.
         */
        transport: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
        /**
         * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
         * to connect using streamable HTTP.
         */
        type: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
        /**
         * The URL to connect to
         */
        url: z.ZodString;
        /**
         * Additional headers to send with the request, useful for authentication
         */
        headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
        /**
         * Whether to use Node's EventSource for SSE connections (not applicable to streamable HTTP)
         *
         * @default false
         */
        useNodeEventSource: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
        /**
         * Additional reconnection settings.
         */
        reconnect: z.ZodOptional<
          z.ZodObject<
            {
              /**
               * Whether to automatically reconnect if the connection is lost
               */
              enabled: z.ZodOptional<z.ZodBoolean>;
              /**
               * Maximum number of reconnection attempts
               */
              maxAttempts: z.ZodOptional<z.ZodNumber>;
              /**
               * Delay in milliseconds between reconnection attempts
               */
              delayMs: z.ZodOptional<z.ZodNumber>;
            },
            "strip",
            z.ZodTypeAny,
            {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            },
            {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          >
        >;
        /**
         * Whether to automatically fallback to SSE if Streamable HTTP is not available or not supported
         *
         * @default true
         */
        automaticSSEFallback: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
      },
      "strip",
      z.ZodTypeAny,
      {
        url: string;
        useNodeEventSource: boolean;
        automaticSSEFallback: boolean;
        type?: "http" | "sse" | undefined;
        transport?: "http" | "sse" | undefined;
        headers?: Record<string, string> | undefined;
        reconnect?:
          | {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          | undefined;
      },
      {
        url: string;
        type?: "http" | "sse" | undefined;
        transport?: "http" | "sse" | undefined;
        headers?: Record<string, string> | undefined;
        useNodeEventSource?: boolean | undefined;
        reconnect?:
          | {
              enabled?: boolean | undefined;
              maxAttempts?: number | undefined;
              delayMs?: number | undefined;
            }
          | undefined;
        automaticSSEFallback?: boolean | undefined;
      }
    >,
  ]
>;
/**
 * {@link MultiServerMCPClient} configuration
 */
export declare function createClientConfigSchema(): z.ZodObject<
  {
    /**
     * A map of server names to their configuration
     */
    mcpServers: z.ZodRecord<
      z.ZodString,
      z.ZodUnion<
        [
          z.ZodObject<
            {
              /**
               * Optional transport type, inferred from the structure of the config if not provided. Included
               * for compatibility with common MCP client config file formats.
               */
              transport: z.ZodOptional<z.ZodLiteral<"stdio">>;
              /**
               * Optional transport type, inferred from the structure of the config if not provided. Included
               * for compatibility with common MCP client config file formats.
               */
              type: z.ZodOptional<z.ZodLiteral<"stdio">>;
              /**
               * The executable to run the server (e.g. `node`, `npx`, etc)
               */
              command: z.ZodString;
              /**
               * Array of command line arguments to pass to the executable
               */
              args: z.ZodArray<z.ZodString, "many">;
              /**
               * Environment variables to set when spawning the process.
               */
              env: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
              /**
               * The encoding to use when reading from the process
               */
              encoding: z.ZodOptional<z.ZodString>;
              /**
               * How to handle stderr of the child process. This matches the semantics of Node's `child_process.spawn`
               *
               * The default is "inherit", meaning messages to stderr will be printed to the parent process's stderr.
               *
               * @default "inherit"
               */
              stderr: z.ZodDefault<
                z.ZodOptional<
                  z.ZodUnion<
                    [
                      z.ZodLiteral<"overlapped">,
                      z.ZodLiteral<"pipe">,
                      z.ZodLiteral<"ignore">,
                      z.ZodLiteral<"inherit">,
                    ]
                  >
                >
              >;
              /**
               * The working directory to use when spawning the process.
               */
              cwd: z.ZodOptional<z.ZodString>;
              /**
               * Additional restart settings
               */
              restart: z.ZodOptional<
                z.ZodObject<
                  {
                    /**
                     * Whether to automatically restart the process if it exits
                     */
                    enabled: z.ZodOptional<z.ZodBoolean>;
                    /**
                     * Maximum number of restart attempts
                     */
                    maxAttempts: z.ZodOptional<z.ZodNumber>;
                    /**
                     * Delay in milliseconds between restart attempts
                     */
                    delayMs: z.ZodOptional<z.ZodNumber>;
                  },
                  "strip",
                  z.ZodTypeAny,
                  {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  },
                  {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                >
              >;
            },
            "strip",
            z.ZodTypeAny,
            {
              command: string;
              args: string[];
              stderr: "overlapped" | "pipe" | "ignore" | "inherit";
              type?: "stdio" | undefined;
              transport?: "stdio" | undefined;
              env?: Record<string, string> | undefined;
              encoding?: string | undefined;
              cwd?: string | undefined;
              restart?:
                | {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                | undefined;
            },
            {
              command: string;
              args: string[];
              type?: "stdio" | undefined;
              transport?: "stdio" | undefined;
              env?: Record<string, string> | undefined;
              encoding?: string | undefined;
              stderr?: "overlapped" | "pipe" | "ignore" | "inherit" | undefined;
              cwd?: string | undefined;
              restart?:
                | {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                | undefined;
            }
          >,
          z.ZodObject<
            {
              /**
               * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
               * to connect using streamable HTTP.
               */
              transport: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
              /**
               * Optional transport type, inferred from the structure of the config. If "sse", will not attempt
               * to connect using streamable HTTP.
               */
              type: z.ZodOptional<z.ZodUnion<[z.ZodLiteral<"http">, z.ZodLiteral<"sse">]>>;
              /**
               * The URL to connect to
               */
              url: z.ZodString;
              /**
               * Additional headers to send with the request, useful for authentication
               */
              headers: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
              /**
               * Whether to use Node's EventSource for SSE connections (not applicable to streamable HTTP)
               *
               * @default false
               */
              useNodeEventSource: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
              /**
               * Additional reconnection settings.
               */
              reconnect: z.ZodOptional<
                z.ZodObject<
                  {
                    /**
                     * Whether to automatically reconnect if the connection is lost
                     */
                    enabled: z.ZodOptional<z.ZodBoolean>;
                    /**
                     * Maximum number of reconnection attempts
                     */
                    maxAttempts: z.ZodOptional<z.ZodNumber>;
                    /**
                     * Delay in milliseconds between reconnection attempts
                     */
                    delayMs: z.ZodOptional<z.ZodNumber>;
                  },
                  "strip",
                  z.ZodTypeAny,
                  {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  },
                  {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                >
              >;
              /**
               * Whether to automatically fallback to SSE if Streamable HTTP is not available or not supported
               *
               * @default true
               */
              automaticSSEFallback: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
            },
            "strip",
            z.ZodTypeAny,
            {
              url: string;
              useNodeEventSource: boolean;
              automaticSSEFallback: boolean;
              type?: "http" | "sse" | undefined;
              transport?: "http" | "sse" | undefined;
              headers?: Record<string, string> | undefined;
              reconnect?:
                | {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                | undefined;
            },
            {
              url: string;
              type?: "http" | "sse" | undefined;
              transport?: "http" | "sse" | undefined;
              headers?: Record<string, string> | undefined;
              useNodeEventSource?: boolean | undefined;
              reconnect?:
                | {
                    enabled?: boolean | undefined;
                    maxAttempts?: number | undefined;
                    delayMs?: number | undefined;
                  }
                | undefined;
              automaticSSEFallback?: boolean | undefined;
            }
          >,
        ]
      >
    >;
    /**
     * Whether to throw an error if a tool fails to load
     *
     * @default true
     */
    throwOnLoadError: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
    /**
     * Whether to prefix tool names with the server name. Prefixes are separated by double
     * underscores (example: `calculator_server_1__add`).
     *
     * @default true
     */
    prefixToolNameWithServerName: z.ZodDefault<z.ZodOptional<z.ZodBoolean>>;
    /**
     * An additional prefix to add to the tool name Prefixes are separated by double underscores
     * (example: `mcp__add`).
     *
     * @default "mcp"
     */
    additionalToolNamePrefix: z.ZodDefault<z.ZodOptional<z.ZodString>>;
  },
  "strip",
  z.ZodTypeAny,
  {
    throwOnLoadError: boolean;
    prefixToolNameWithServerName: boolean;
    additionalToolNamePrefix: string;
    mcpServers: Record<
      string,
      | {
          command: string;
          args: string[];
          stderr: "overlapped" | "pipe" | "ignore" | "inherit";
          type?: "stdio" | undefined;
          transport?: "stdio" | undefined;
          env?: Record<string, string> | undefined;
          encoding?: string | undefined;
          cwd?: string | undefined;
          restart?:
            | {
                enabled?: boolean | undefined;
                maxAttempts?: number | undefined;
                delayMs?: number | undefined;
              }
            | undefined;
        }
      | {
          url: string;
          useNodeEventSource: boolean;
          automaticSSEFallback: boolean;
          type?: "http" | "sse" | undefined;
          transport?: "http" | "sse" | undefined;
          headers?: Record<string, string> | undefined;
          reconnect?:
            | {
                enabled?: boolean | undefined;
                maxAttempts?: number | undefined;
                delayMs?: number | undefined;
              }
            | undefined;
        }
    >;
  },
  {
    mcpServers: Record<
      string,
      | {
          command: string;
          args: string[];
          type?: "stdio" | undefined;
          transport?: "stdio" | undefined;
          env?: Record<string, string> | undefined;
          encoding?: string | undefined;
          stderr?: "overlapped" | "pipe" | "ignore" | "inherit" | undefined;
          cwd?: string | undefined;
          restart?:
            | {
                enabled?: boolean | undefined;
                maxAttempts?: number | undefined;
                delayMs?: number | undefined;
              }
            | undefined;
        }
      | {
          url: string;
          type?: "http" | "sse" | undefined;
          transport?: "http" | "sse" | undefined;
          headers?: Record<string, string> | undefined;
          useNodeEventSource?: boolean | undefined;
          reconnect?:
            | {
                enabled?: boolean | undefined;
                maxAttempts?: number | undefined;
                delayMs?: number | undefined;
              }
            | undefined;
          automaticSSEFallback?: boolean | undefined;
        }
    >;
    throwOnLoadError?: boolean | undefined;
    prefixToolNameWithServerName?: boolean | undefined;
    additionalToolNamePrefix?: string | undefined;
  }
>;
/**
 * Configuration for stdio transport connection
 */
export type StdioConnection = z.input<ReturnType<typeof createStdioConnectionSchema>>;
/**
 * Type for {@link StdioConnection} with default values applied.
 */
export type ResolvedStdioConnection = z.infer<ReturnType<typeof createStdioConnectionSchema>>;
/**
 * Configuration for streamable HTTP transport connection
 */
export type StreamableHTTPConnection = z.input<
  ReturnType<typeof createStreamableHTTPConnectionSchema>
>;
/**
 * Type for {@link StreamableHTTPConnection} with default values applied.
 */
export type ResolvedStreamableHTTPConnection = z.infer<
  ReturnType<typeof createStreamableHTTPConnectionSchema>
>;
/**
 * Union type for all transport connection types
 */
export type Connection = z.input<ReturnType<typeof createConnectionSchema>>;
/**
 * Type for {@link MultiServerMCPClient} configuration
 */
export type ClientConfig = z.input<ReturnType<typeof createClientConfigSchema>>;
/**
 * Type for {@link Connection} with default values applied.
 */
export type ResolvedConnection = z.infer<ReturnType<typeof createConnectionSchema>>;
/**
 * Type for {@link MultiServerMCPClient} configuration, with default values applied.
 */
export type ResolvedClientConfig = z.infer<ReturnType<typeof createClientConfigSchema>>;
/**
 * Error class for MCP client operations
 */
export declare class MCPClientError extends Error {
  readonly serverName?: string | undefined;
  constructor(message: string, serverName?: string | undefined);
}
/**
 * Client for connecting to multiple MCP servers and loading LangChain-compatible tools.
 */
export declare class MultiServerMCPClient {
  private _clients;
  private _serverNameToTools;
  private _connections?;
  private _loadToolsOptions;
  private _cleanupFunctions;
  private _transportInstances;
  private _config;
  /**
   * Returns clone of server config for inspection purposes.
   *
   * Client does not support config modifications.
   */
  get config(): ClientConfig;
  /**
   * Create a new MultiServerMCPClient.
   *
   * @param connections - Optional connections to initialize
   */
  constructor(config: ClientConfig | Record<string, Connection>);
  /**
   * Proactively initialize connections to all servers. This will be called automatically when
   * methods requiring an active connection (like {@link getTools} or {@link getClient}) are called,
   * but you can call it directly to ensure all connections are established before using the tools.
   *
   * @returns A map of server names to arrays of tools
   * @throws {MCPClientError} If initialization fails
   */
  initializeConnections(): Promise<Record<string, StructuredToolInterface[]>>;
  /**
   * Get tools from specified servers as a flattened array.
   *
   * @param servers - Optional array of server names to filter tools by.
   *                 If not provided, returns tools from all servers.
   * @returns A flattened array of tools from the specified servers (or all servers)
   */
  getTools(...servers: string[]): Promise<StructuredToolInterface[]>;
  /**
   * Get a the MCP client for a specific server. Useful for fetching prompts or resources from that server.
   *
   * @param serverName - The name of the server
   * @returns The client for the server, or undefined if the server is not connected
   */
  getClient(serverName: string): Promise<Client | undefined>;
  /**
   * Close all connections.
   */
  close(): Promise<void>;
  /**
   * Initialize a stdio connection
   */
  private _initializeStdioConnection;
  /**
   * Set up stdio restart handling
   */
  private _setupStdioRestart;
  private _getHttpErrorCode;
  private _toSSEConnectionURL;
  /**
   * Initialize a streamable HTTP connection
   */
  private _initializeStreamableHTTPConnection;
  /**
   * Initialize an SSE connection
   *
   * Don't call this directly unless SSE transport is explicitly requested. Otherwise,
   * use _initializeStreamableHTTPConnection and it'll fall back to SSE if needed for
   * backwards compatibility.
   */
  private _initializeSSEConnection;
  /**
   * Create an SSE transport with appropriate EventSource implementation
   */
  private _createSSETransport;
  private _createStreamableHTTPTransport;
  /**
   * Create an EventSource transport for Node.js environments
   */
  private _createNodeEventSourceTransport;
  /**
   * Set up reconnect handling for SSE (Streamable HTTP reconnects are more complex and are handled internally by the SDK)
   */
  private _setupSSEReconnect;
  /**
   * Load tools for a specific server
   */
  private _loadToolsForServer;
  /**
   * Attempt to reconnect to a server after a connection failure.
   *
   * @param serverName - The name of the server to reconnect to
   * @param connection - The connection configuration
   * @param maxAttempts - Maximum number of reconnection attempts
   * @param delayMs - Delay in milliseconds between reconnection attempts
   * @private
   */
  private _attemptReconnect;
  /**
   * Clean up resources for a specific server
   */
  private _cleanupServerResources;
  /**
   * Get all tools from all servers as a flat array.
   *
   * @returns A flattened array of all tools
   */
  private _getAllToolsAsFlatArray;
  /**
   * Get tools from specific servers as a flat array.
   *
   * @param serverNames - Names of servers to get tools from
   * @returns A flattened array of tools from the specified servers
   */
  private _getToolsFromServers;
}
