import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The studio's calls (worker/routes/studio.ts). */
export const studioApi = {
  access: () => settle(() => api.studio.access.$get()),
  auditLog: (before?: number) =>
    settle(() =>
      api.studio["audit-log"].$get({ query: before ? { before: String(before), limit: "50" } : { limit: "50" } }),
    ),
  audience: (period: number) => settle(() => api.studio.audience.$get({ query: { period: String(period) } })),
};
