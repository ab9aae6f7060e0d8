// MCPAdapter: a target (one server, an MCPConfig, clients) -> named MCP clients -> LangChain
// tools. It connects lazily, names tools, and owns its clients' lifetime.
import { MCPClient } from "../client/index.js";
import type { Tool } from "@modelcontextprotocol/client";
import { check, validateSharedOptions } from "../client/options.js";
import { sharedClientOptions, type SharedClientOptions } from "../client/sharedOptions.js";
import { MCPConfigError } from "../errors.js";
import { asLangChainTool, type MCPStructuredTool } from "../tools/tool.js";
import { entryTransport, isMCPConfig, validateMCPConfig } from "./config.js";
import { isUnsupportedTarget } from "../transports/infer.js";
import {
  buildCatalog,
  catalogCaller,
  readCatalog,
  type MCPCatalog,
  type MCPCatalogServer,
} from "./catalog.js";
import { ConvertedToolCache } from "./toolCache.js";
import { toolFilter, type ToolFilterOption } from "./toolFilter.js";
import { assignToolNames, defaultToolNames, type NameCollision, type ToolNames } from "./naming.js";
import { isAppOnly, isModelVisible } from "../apps/visibility.js";
import { readUIResource, type MCPUIResource } from "../apps/resource.js";
import { canOffer, taskSupportOf } from "../tasks/options.js";
import type { BaseMessage, ContentBlock } from "@langchain/core/messages";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { namePrompts, promptMessages, type MCPPromptInfo } from "./prompts.js";
import {
  resourceBlocks,
  resourceEntries,
  templatesOf,
  type MCPResourceEntry,
} from "./resources.js";
import { resourceTool } from "./resourceTool.js";
import { emitWarning } from "../warnings.js";

/** What to do when a server cannot be reached while connecting or listing. */
export type ConnectionErrorPolicy =
  | "throw"
  | "skip"
  /** Throw to fail, return to leave the server out. */
  | ((failure: { serverName: string; error: unknown }) => void);

export interface MCPAdapterOptions extends SharedClientOptions {
  /** `"bare"` (default for one server), `"prefixed"` (default for several), or a function. */
  toolNames?: ToolNames;
  /**
   * Two servers' tools asking for one name (`toolNames: "bare"` or a function): `"error"`
   * (default: `MCPConfigError` naming both) or `"prefix"` (just those become `{server}_{tool}`).
   */
  onNameCollision?: NameCollision;
  /** `"throw"` (default), `"skip"` (leave the server out, with a warning), or a function. */
  onConnectionError?: ConnectionErrorPolicy;
  /**
   * A catalog from `exportCatalog()` (the object or its JSON text): `listTools` builds its
   * servers' tools from it without connecting; each connects on its first call.
   */
  catalog?: MCPCatalog | string;
  /**
   * Which tools to convert: `{ include?, exclude? }` for every server, or per server name;
   * each a list of MCP tool names or a predicate on the MCP tool (e.g. `isDestructive`).
   */
  toolFilter?: ToolFilterOption;
}

/** Which servers to ask (names as in the MCPConfig or ClientGroup); default: every one. */
export interface ServersOption {
  servers?: string[];
}

export interface ListToolsOptions {
  /** Only these servers (names as in the MCPConfig or ClientGroup). */
  servers?: string[];
  /**
   * `"use"` (default): a list still fresh (modern `ttlMs`; legacy: until `tools/list_changed`)
   * is served without a request; `"refresh"`: fetch and store; `"bypass"`: fetch, store nothing.
   */
  cacheMode?: "use" | "refresh" | "bypass";
}

/** Whom a tool list is for: which tools it shows, and its converted tools (kept apart). */
interface Audience {
  shows: (tool: Tool) => boolean;
  converted: ConvertedToolCache;
}

/** A ClientGroup, recognised by shape so that any copy of the class is accepted. */
interface ClientGroupLike {
  clients(): Map<string, MCPClient>;
}

const isClientGroup = (value: unknown): value is ClientGroupLike =>
  typeof value === "object" &&
  value !== null &&
  !(value instanceof MCPClient) &&
  typeof (value as ClientGroupLike).clients === "function";

export class MCPAdapter implements AsyncDisposable {
  readonly #clients: ReadonlyMap<string, MCPClient>;
  readonly #options: MCPAdapterOptions;
  readonly #toolNames: ToolNames;
  readonly #forModel: Audience = { shows: isModelVisible, converted: new ConvertedToolCache() };
  readonly #forApp: Audience = { shows: isAppOnly, converted: new ConvertedToolCache() };
  /** Servers whose tools still come from the catalog (dropped when it proves stale). */
  readonly #catalog = new Map<string, MCPCatalogServer>();
  readonly #selected: ReturnType<typeof toolFilter>;
  /** Prompts by adapter name, from the last `listPrompts` (what `getPrompt` resolves names with). */
  readonly #prompts = new Map<string, MCPPromptInfo>();
  #closing: Promise<void> | undefined;

  constructor(target: unknown, options: MCPAdapterOptions = {}) {
    validateAdapterOptions(options);
    this.#options = options;
    this.#clients = buildClients(target, options);
    this.#toolNames = options.toolNames ?? defaultToolNames(this.#clients.size);
    this.#selected = toolFilter(options.toolFilter, this.serverNames);
    if (options.catalog !== undefined) {
      const catalog = readCatalog(options.catalog, this.serverNames);
      for (const [name, entry] of Object.entries(catalog.servers)) this.#catalog.set(name, entry);
    }
  }

  /** The server names, in the order the target gave them. */
  get serverNames(): string[] {
    return [...this.#clients.keys()];
  }

  /** Connects every server now (fail fast) instead of on first use. */
  async connect(): Promise<void> {
    await this.#eachServer([...this.#clients.keys()], (client) => client.connect());
  }

  /**
   * LangChain tools for every server (or `servers`), named per `toolNames`: the tools the model
   * may see (MCP Apps: app-only tools are left out, see `appTools`).
   */
  listTools(options: ListToolsOptions = {}): Promise<MCPStructuredTool[]> {
    return this.#tools(options, this.#forModel);
  }

  /**
   * The MCP Apps tools only the app may call (`_meta.ui.visibility: ["app"]`), for a front end
   * that renders their views; never give them to a model. Named like `listTools`' tools.
   */
  appTools(options: ListToolsOptions = {}): Promise<MCPStructuredTool[]> {
    return this.#tools(options, this.#forApp);
  }

  /** The view (`ui://` resource) of a tool from `listTools` or `appTools`, read from its server. */
  readUIResource(tool: MCPStructuredTool): Promise<MCPUIResource> {
    return readUIResource(this.#clientNamed(tool.client.name), tool);
  }

  async #tools(options: ListToolsOptions, audience: Audience): Promise<MCPStructuredTool[]> {
    const names = this.#names(options);
    const cacheMode = options.cacheMode;
    // `refresh` and `bypass` ask the servers; `use` takes a catalog's list while it holds.
    const fromCatalog = (name: string) =>
      cacheMode === "refresh" || cacheMode === "bypass" ? undefined : this.#catalog.get(name);
    const listed = await this.#eachServer(names, (client, name) => {
      const entry = fromCatalog(name);
      return entry ? Promise.resolve(entry.tools) : client.listTools({ cacheMode });
    });

    const entries: { server: string; mcpTool: Tool }[] = [];
    for (const [server, mcpTools] of listed) {
      const seen = new Set<string>();
      const taskOnly: string[] = [];
      // Left-out tools are neither named nor converted.
      const selected = this.#selected(server);
      for (const mcpTool of mcpTools.filter((t) => audience.shows(t) && (selected?.(t) ?? true))) {
        // A server that lists one name twice: a call by that name reaches only one of them
        // (the server picks), so keep the first definition and warn, rather than failing
        // every tool of every server.
        if (seen.has(mcpTool.name)) {
          emitWarning(
            `MCP server "${server}" lists the tool "${mcpTool.name}" more than once; ` +
              `only its first definition is used`,
            { type: "MCPToolWarning", code: "MCP_DUPLICATE_TOOL" },
          );
          continue;
        }
        seen.add(mcpTool.name);
        // A tool that must run as a task fails every plain call: not offered with `tasks:
        // "never"` (named in one warning per listing, below).
        if (!canOffer(taskSupportOf(mcpTool), this.#clients.get(server)?.options.tasks)) {
          taskOnly.push(mcpTool.name);
          continue;
        }
        entries.push({ server, mcpTool });
      }
      if (taskOnly.length > 0) {
        emitWarning(
          `MCP server "${server}" lists tools that can only run as tasks, and its client has ` +
            `tasks: "never"; they are left out: ${taskOnly.map((t) => `"${t}"`).join(", ")}`,
          { type: "MCPToolWarning", code: "MCP_TASK_REQUIRED_TOOL" },
        );
      }
    }
    // Names are settled across every server at once; a tool left without one is left out.
    const finalNames = assignToolNames(
      this.#toolNames,
      entries.map(({ server, mcpTool }) => ({ server, tool: mcpTool.name })),
      this.#options.onNameCollision,
    );
    const named = new Map<string, { mcpTool: Tool; name: string }[]>();
    entries.forEach(({ server, mcpTool }, i) => {
      const name = finalNames[i];
      if (name === undefined) return;
      const list = named.get(server) ?? [];
      list.push({ mcpTool, name });
      named.set(server, list);
    });
    const tools: Promise<MCPStructuredTool>[] = [];
    for (const [server] of listed) {
      const client = this.#clients.get(server)!;
      const entry = fromCatalog(server);
      const caller = entry
        ? catalogCaller(client, entry, () => this.#catalog.delete(server))
        : client;
      const convert = (mcpTool: Tool, name: string) =>
        asLangChainTool(mcpTool, caller, { name, timeout: this.#options.timeout });
      tools.push(...audience.converted.tools(server, named.get(server) ?? [], convert));
    }
    return Promise.all(tools);
  }

  /**
   * The tool lists of every (or the named) server as JSON: server identity, tools with their
   * schemas, annotations and `_meta`. Feed it back as `new MCPAdapter(target, { catalog })`.
   */
  async exportCatalog(options: { servers?: string[] } = {}): Promise<MCPCatalog> {
    const names = this.#names(options);
    const listed = await this.#eachServer(names, (client) => client.listTools());
    const servers: Record<string, MCPCatalogServer> = {};
    for (const [name, tools] of listed) {
      const server = this.#clients.get(name)!.serverInfo();
      servers[name] = server ? { server, tools } : { tools };
    }
    return buildCatalog(servers);
  }

  /** Every server's prompts (or the named servers'), named like tools. */
  async listPrompts(options: ServersOption = {}): Promise<MCPPromptInfo[]> {
    const listed = await this.#eachServer(this.#names(options), (client) => client.listPrompts());
    const prompts = namePrompts(this.#toolNames, listed);
    for (const p of prompts) this.#prompts.set(p.name, p);
    return prompts;
  }

  /**
   * A prompt by its name in `listPrompts` (bare for one server, `{server}_{name}` for several),
   * filled with `args`: user messages as HumanMessage, assistant ones as AIMessage.
   */
  async getPrompt(name: string, args?: Record<string, string>): Promise<BaseMessage[]> {
    const prompt =
      this.#prompts.get(name) ?? (await this.listPrompts()).find((p) => p.name === name);
    if (!prompt) {
      const known = [...this.#prompts.keys()].map((n) => `"${n}"`).join(", ") || "none";
      throw new MCPConfigError(`No MCP prompt named "${name}" (prompts: ${known})`);
    }
    const client = this.#clientNamed(prompt.server);
    return promptMessages(await client.getPrompt(prompt.serverName, args));
  }

  /** Every server's resources and resource templates (or the named servers'), each with its server. */
  async listResources(options: ServersOption = {}): Promise<MCPResourceEntry[]> {
    const listed = await this.#eachServer(this.#names(options), (client) =>
      Promise.all([client.listResources(), templatesOf(client)]),
    );
    return [...listed].flatMap(([server, [resources, templates]]) =>
      resourceEntries(server, resources, templates),
    );
  }

  /**
   * A resource's contents as standard content blocks. With several servers, `server` names the
   * one to read from; without it, the one server whose list has `uri`.
   */
  async readResource(
    uri: string,
    options: { server?: string } = {},
  ): Promise<ContentBlock.Standard[]> {
    const server = options.server ?? (await this.#serverOf(uri));
    return resourceBlocks(await this.#clientNamed(server).readResource(uri));
  }

  /**
   * Opt-in: a `load_mcp_resource` tool the model calls to pull a resource into the
   * conversation; its description lists the resources (listed now, once).
   */
  async resourceTools(options: ServersOption = {}): Promise<StructuredToolInterface[]> {
    const servers = this.#names(options);
    const entries = await this.listResources({ servers });
    return [resourceTool(entries, servers, (uri, o) => this.readResource(uri, o))];
  }

  /** The client of one server (raw MCP results, logging level, ping: use it directly). */
  client(serverName?: string): MCPClient {
    if (serverName !== undefined) return this.#clientNamed(serverName);
    if (this.#clients.size === 1) return [...this.#clients.values()][0];
    throw new MCPConfigError(
      `This adapter has several servers (${this.#known()}): name one, e.g. adapter.client("${this.serverNames[0]}")`,
    );
  }

  /**
   * Closes every client, also an MCPClient or ClientGroup that was passed in: the adapter owns
   * its target for its life. Idempotent. Tools still work afterwards, one call at a time.
   */
  close(): Promise<void> {
    this.#closing ??= Promise.allSettled([...this.#clients.values()].map((c) => c.close())).then(
      () => undefined,
    );
    return this.#closing;
  }

  [Symbol.asyncDispose](): Promise<void> {
    return this.close();
  }

  #clientNamed(name: string): MCPClient {
    const client = this.#clients.get(name);
    if (!client)
      throw new MCPConfigError(`No MCP server named "${name}" (servers: ${this.#known()})`);
    return client;
  }

  /** The servers an option names (each checked), or every server. */
  #names(options: ServersOption): string[] {
    const names = options.servers ?? this.serverNames;
    for (const name of names) this.#clientNamed(name);
    return names;
  }

  /** The server to read `uri` from: the only one, or the only one that lists it. */
  async #serverOf(uri: string): Promise<string> {
    if (this.#clients.size === 1) return this.serverNames[0];
    const listing = (await this.listResources()).filter(
      (e) => e.kind === "resource" && e.uri === uri,
    );
    const servers = [...new Set(listing.map((e) => e.server))];
    if (servers.length === 1) return servers[0];
    throw new MCPConfigError(
      `${servers.length ? "Several MCP servers list" : "No MCP server lists"} the resource "${uri}": ` +
        `name the server, e.g. adapter.readResource(uri, { server: "${servers[0] ?? this.serverNames[0]}" }) ` +
        `(servers: ${this.#known()})`,
    );
  }

  #known(): string {
    return this.serverNames.map((n) => `"${n}"`).join(", ");
  }

  /** Runs `work` on each server concurrently, applying `onConnectionError` to failures. */
  async #eachServer<T>(
    names: string[],
    work: (client: MCPClient, name: string) => Promise<T>,
  ): Promise<Map<string, T>> {
    const settled = await Promise.allSettled(names.map((n) => work(this.#clients.get(n)!, n)));
    const results = new Map<string, T>();
    settled.forEach((outcome, i) => {
      if (outcome.status === "fulfilled") results.set(names[i], outcome.value);
      else this.#onFailure(names[i], outcome.reason);
    });
    return results;
  }

  #onFailure(serverName: string, error: unknown): void {
    const policy = this.#options.onConnectionError ?? "throw";
    if (policy === "throw") throw error;
    if (typeof policy === "function") {
      policy({ serverName, error });
      return;
    }
    const reason = error instanceof Error ? error.message : String(error);
    emitWarning(`Leaving out MCP server "${serverName}": ${reason}`, {
      code: "MCP_SERVER_SKIPPED",
    });
  }
}

/** Throws an `MCPConfigError` naming the first bad option of an MCPAdapter. */
function validateAdapterOptions(options: unknown): void {
  check.object("options", options, "an object of MCPAdapter options");
  const o = options as Record<string, unknown>;
  validateSharedOptions(o);
  check.oneOf("toolNames", o.toolNames, ["bare", "prefixed"], true);
  check.oneOf("onConnectionError", o.onConnectionError, ["throw", "skip"], true);
  check.oneOf("onNameCollision", o.onNameCollision, ["error", "prefix"]);
}

/** The multi-server target forms, added to the single-server ones MCPClient lists in errors. */
const MULTI_SERVER_TARGETS = [
  "MCPConfig: { mcpServers: { name: { command, args?, env?, cwd? } | { url, headers? } } }",
  "ClientGroup (several named clients)",
];

function buildClients(target: unknown, options: MCPAdapterOptions): Map<string, MCPClient> {
  const clientOptions = sharedClientOptions(options);
  if (target instanceof MCPClient) return new Map([[target.name, target]]);
  if (isClientGroup(target)) {
    const clients = target.clients();
    if (clients.size === 0) throw new MCPConfigError("The ClientGroup has no clients");
    return new Map(clients);
  }
  if (isMCPConfig(target)) {
    validateMCPConfig(target);
    return new Map(
      Object.entries(target.mcpServers).map(([name, entry]) => [
        name,
        new MCPClient(entryTransport(name, entry), { ...clientOptions, name }),
      ]),
    );
  }
  if (typeof target === "object" && target !== null && "servers" in target) {
    throw new MCPConfigError(
      'This looks like an old "servers"-keyed config: name the key "mcpServers", or read the file with loadMCPConfig(path)',
    );
  }
  // A single server: MCPClient infers the transport (or rejects, listing the accepted forms).
  try {
    const client = new MCPClient(target, clientOptions);
    return new Map([[client.name, client]]);
  } catch (error) {
    if (isUnsupportedTarget(error)) {
      throw new MCPConfigError(
        `${error.message}\n${MULTI_SERVER_TARGETS.map((f) => `  - ${f}`).join("\n")}`,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}
