/** A Markdown table padded the way Prettier pads it, so formatting the report changes nothing. */
export interface Column {
  header: string;
  align?: 'left' | 'right';
}

export function table(columns: readonly Column[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = columns.map((column, i) =>
    Math.max(3, column.header.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const cell = (text: string, i: number) => {
    const width = widths[i] ?? 3;
    return columns[i]?.align === 'right' ? text.padStart(width) : text.padEnd(width);
  };
  const line = (cells: readonly string[]) =>
    `| ${columns.map((_, i) => cell(cells[i] ?? '', i)).join(' | ')} |`;
  const rule = columns.map((column, i) => {
    const width = widths[i] ?? 3;
    return column.align === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width);
  });
  return [line(columns.map((c) => c.header)), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}
