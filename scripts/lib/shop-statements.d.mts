export function sqlText(value: unknown): string;
export function setStatusSql(slug: string, status: string): string;
export function setPriceSql(slug: string, cents: number): string;
export const CATALOGUE_SETTLE_MS: number;
