export interface CatalogueRuleRow {
  subject: string;
  detail: string | null;
}
export interface CatalogueRule {
  code: string;
  standIn?: boolean;
  sql: (scope: string) => string;
  message: (row: CatalogueRuleRow) => string;
}
export const PLACEHOLDER_COVER_PATH: string;
export const PRICE_MAX_CENTS: number;
export const PAY_WHAT_YOU_WANT_MAX_CENTS: number;
export function catalogueRules(bookProductSlugs: readonly string[]): CatalogueRule[];
export function productScope(slug: string): string;
