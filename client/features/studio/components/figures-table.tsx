import type { ReactNode } from "react";

export interface FiguresRow {
  key: string;
  /** What the row is about: its header cell. */
  head: ReactNode;
  /** Its figures, right-aligned in the columns after the first. */
  cells: ReactNode[];
}

/**
 * A table of figures as the studio shows them: the first column names each row (a row header),
 * the others are numbers, right-aligned and tabular. `scroll` keeps a long one in a box of its
 * own with the header in view (a chart's figures behind "Show the table").
 */
export function FiguresTable({
  columns,
  rows,
  scroll = false,
}: {
  columns: string[];
  rows: FiguresRow[];
  scroll?: boolean;
}) {
  return (
    <div
      className={`overflow-auto rounded-lg bg-white ring-1 ring-ink/10 ${scroll ? "max-h-96" : ""}`}
      // A box that scrolls on its own is reachable by keyboard (axe's scrollable-region-focusable).
      tabIndex={scroll ? 0 : undefined}
    >
      <table className="w-full text-left text-sm">
        <thead className={`bg-ink/5 text-ink/80 ${scroll ? "sticky top-0" : ""}`}>
          <tr>
            {columns.map((column, i) => (
              <th key={column} scope="col" className={`px-3 py-2 font-semibold ${i > 0 ? "text-right" : ""}`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-ink/10">
              <th scope="row" className="px-3 py-1.5 font-normal">
                {row.head}
              </th>
              {row.cells.map((cell, i) => (
                <td key={i} className="px-3 py-1.5 text-right tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
