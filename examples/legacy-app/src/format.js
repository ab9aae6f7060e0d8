// Prints tool results the same way whatever shape they come in.
export function line(name, args, result) {
  const shown = typeof result === "string" ? result : JSON.stringify(result);
  return `${name}(${JSON.stringify(args)}) -> ${shown}`;
}
