export const MARK_URN: string;
export const PDF_MARK_KEYWORD: string;
export const PDF_MARK_KEY: string;
export function normalizeMark(input: string): string | null;
export function marksInText(text: string): string[];
