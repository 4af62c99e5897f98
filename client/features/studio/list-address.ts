/**
 * A studio list's filters as its address holds them (the overview, the sales and an order's
 * lines link to lists with theirs): each read by its rule, which gives the value to keep or
 * undefined; what no rule accepts is dropped, so a hand-edited address can't ask for nonsense.
 */
type Rule = (value: string) => string | undefined;

export function filtersFrom<F extends Record<string, string | undefined>>(
  search: string,
  rules: { [K in keyof F]-?: Rule },
): F {
  const params = new URLSearchParams(search);
  const kept: Record<string, string> = {};
  for (const [name, rule] of Object.entries(rules) as [string, Rule][]) {
    const value = params.get(name);
    const accepted = value === null ? undefined : rule(value);
    if (accepted !== undefined) kept[name] = accepted;
  }
  return kept as F;
}

/** One of the listed values. */
export const oneOf =
  (allowed: readonly string[]): Rule =>
  (value) =>
    allowed.includes(value) ? value : undefined;

/** A value the pattern matches whole. */
export const matching =
  (pattern: RegExp): Rule =>
  (value) =>
    pattern.test(value) ? value : undefined;

/** A day as `YYYY-MM-DD` (the Worker checks that it exists). */
export const day = matching(/^\d{4}-\d{2}-\d{2}$/);

/** The search box's words, trimmed and cut to the list's limit; none is no filter. */
export const words =
  (max: number): Rule =>
  (value) =>
    value.trim().slice(0, max) || undefined;
