// The team's jest suite against the real calculator server (CommonJS, as jest runs it).
const { MultiServerMCPClient } = require("@langchain/mcp-adapters");

/** One line the suite prints, compared before and after the migration. */
function report(line) {
  process.stdout.write(`jest: ${line}\n`);
}

test("lists the calculator's tools and adds two numbers", async () => {
  const client = new MultiServerMCPClient({
    mcpServers: {
      calc: {
        command: process.execPath,
        args: ["--import", "tsx", process.env.BEHAVIOUR_SERVER],
      },
    },
  });
  try {
    await client.initializeConnections();
    const tools = await client.getTools("calc");
    const add = tools.find((t) => t.name === "add");
    report(`${tools.map((t) => t.name).sort().join(", ")}; add: ${await add.invoke({ a: 40, b: 2 })}`);
    expect(tools.length).toBeGreaterThan(0);
  } finally {
    await client.close();
  }
});
