// The ecosystem baseline: a trivial jscodeshift rename (import source and class name), with
// no text pre-filter, exactly as a hand-written jscodeshift codemod usually starts.
module.exports = function rename(file, api) {
  const j = api.jscodeshift;
  const root = j(file.source);
  let changed = false;
  root.find(j.ImportDeclaration, { source: { value: "@langchain/mcp-adapters" } }).forEach((p) => {
    p.node.source.value = "langchain-mcp-bridge";
    changed = true;
  });
  root.find(j.Identifier, { name: "MultiServerMCPClient" }).forEach((p) => {
    p.node.name = "MCPAdapter";
    changed = true;
  });
  return changed ? root.toSource() : undefined;
};
module.exports.parser = "tsx";
