// Where the local MCP server lives; CI and dev point MATH_SERVER at the checkout's copy.
export const MATH_SERVER: string =
  process.env.MATH_SERVER ?? new URL("../servers/math.ts", import.meta.url).pathname;
