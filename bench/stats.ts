// Small numeric helpers shared by both tables.

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const mb = (bytes: number) => bytes / (1024 * 1024);

export function fmt(value: number | undefined, digits = 2): string {
  if (value === undefined || Number.isNaN(value)) return "-";
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString("en-US");
  return value.toFixed(digits);
}

export const ratio = (value: number | undefined, base: number | undefined) =>
  value === undefined || base === undefined || base === 0 ? undefined : value / base;

/** Renders a GitHub-flavoured markdown table (also readable in a terminal). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => (c ?? "").padEnd(widths[i])).join(" | ") + " |";
  return [
    line(header),
    "|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|",
    ...rows.map(line),
  ].join("\n");
}
