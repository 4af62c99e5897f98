export function sqlText(value: unknown): string;
export function setStatusSql(slug: string, status: string): string;
export function setPriceSql(slug: string, cents: number): string;
