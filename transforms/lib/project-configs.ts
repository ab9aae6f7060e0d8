/**
 * Configs declared in another module: `new MultiServerMCPClient(config)` where `config` is
 * imported (by name, by default, or as `ns.name`) from a module of this run that declares it as
 * a `const` object literal with `mcpServers`, exported directly or through `export … from`, or
 * is a builder's result (`makeConfig()`), or a JSON module holding only `mcpServers`.
 *
 * The declaring module migrates the literal's server entries (`client-config`). Its old
 * options move to the constructing modules, as MCPAdapter's second argument (`options`), when
 * every one is an option the old client took with a literal value: only text moves, never a
 * name that means something in the declaring module. Otherwise they stay, and both modules
 * say so. Built by a pre-pass (TypeScript's parser, no type checker), as `project.ts`; its
 * steps are the modules of `project-configs/`.
 */
export type { ConfigFacts, ImportedConfig } from "./project-configs/facts.js";
export { prepareConfigs, projectConfigs } from "./project-configs/prepare.js";
export { declaredConfigsOf, importedConfigOf } from "./project-configs/file-readers.js";
