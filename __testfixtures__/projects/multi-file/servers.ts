// The server entries, in the standard MCPConfig shape (nothing here names the old package).
export const servers = {
  behaviour: {
    command: process.execPath,
    args: ["--import", "tsx", process.env.BEHAVIOUR_SERVER!],
  },
};
