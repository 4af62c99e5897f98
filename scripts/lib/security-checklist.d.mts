export interface ChecklistRow {
  id: string;
  requirement: string;
  status: "passes" | "not applicable" | "open" | null;
  statusCell: string;
  refs: string[];
}
export interface ChecklistFigures {
  rows: number;
  passing: number;
  notApplicable: number;
  open: number;
}
export function expectedIds(): string[];
export function parseChecklist(markdown: string): ChecklistRow[];
export function hasTestNamed(source: string, name: string): boolean;
export function checkChecklist(
  root?: string,
  path?: string,
): { rows: ChecklistRow[]; problems: string[]; figures: ChecklistFigures };
export function figureLine(figures: ChecklistFigures): string;
