// Server entries in the standard shape.
export const servers = {
  behaviour: {
    command: process.execPath,
    args: ["--import", "tsx", process.env.BEHAVIOUR_SERVER!],
  },
};
