export interface CoverageReport {
  entries: number;
  gaps: { en: string[]; es: string[]; ca: string[] };
}
export function findGaps(data: unknown, path: string, seen?: Set<unknown>): CoverageReport;
export function coverage(modules: Record<string, Record<string, unknown>>): CoverageReport;
