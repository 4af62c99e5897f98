import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";
import type { LeadFilters, LeadKind, LeadState } from "#worker/contract/studio-leads";

/** Filters as a query string's values: only those set. */
export const queryOf = <T extends Record<string, string | undefined>>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string>;

/**
 * An address with its filters (those set): a list's own address in the studio, or a CSV export's
 * for a plain link (the typed client's `$url` needs an absolute base, and the client's is "/api").
 */
export const withQuery = (path: string, filters: Record<string, string | undefined>) => {
  const query = new URLSearchParams(queryOf(filters)).toString();
  return query ? `${path}?${query}` : path;
};

/** The studio's calls (worker/routes/studio.ts). */
export const studioApi = {
  access: () => settle(() => api.studio.access.$get()),
  auditLog: (before?: number) =>
    settle(() =>
      api.studio["audit-log"].$get({ query: before ? { before: String(before), limit: "50" } : { limit: "50" } }),
    ),
  audience: (period: number) => settle(() => api.studio.audience.$get({ query: { period: String(period) } })),
  figures: (period: number) => settle(() => api.studio.figures.$get({ query: { period: String(period) } })),
  leads: (filters: LeadFilters, before?: string) =>
    settle(() => api.studio.leads.$get({ query: queryOf({ ...filters, before, limit: "50" }) })),
  lead: (kind: LeadKind, id: string) => settle(() => api.studio.leads[":kind"][":id"].$get({ param: { kind, id } })),
  setLeadState: (kind: LeadKind, id: string, state: LeadState) =>
    settle(() => api.studio.leads[":kind"][":id"].state.$put({ param: { kind, id }, json: { state } })),
  deleteLead: (kind: LeadKind, id: string, confirm: string) =>
    settle(() => api.studio.leads[":kind"][":id"].$delete({ param: { kind, id }, json: { confirm } })),
  /** The address of the filtered CSV (a plain download: the browser sends the session). */
  leadsCsvUrl: (filters: LeadFilters) => withQuery("/api/studio/leads/export.csv", filters),
};
