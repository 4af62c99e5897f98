import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";
import { forgetData } from "../../lib/data-cache";
import type { BroadcastDraftBody, SubscriberFilters } from "#worker/contract/studio-newsletter";
import { queryOf, withQuery } from "./studio-api";

const newsletter = api.studio.newsletter;

/** The Newsletter section's calls (worker/routes/studio-newsletter.ts). */
export const newsletterApi = {
  subscribers: (filters: SubscriberFilters, before?: string) =>
    settle(() => newsletter.subscribers.$get({ query: queryOf({ ...filters, before, limit: "50" }) })),
  subscribersCsvUrl: (filters: SubscriberFilters) =>
    withQuery("/api/studio/newsletter/subscribers/export.csv", filters),
  removeSubscriber: (id: string, confirm: string) =>
    settle(() => newsletter.subscribers[":id"].$delete({ param: { id }, json: { confirm } })),
  broadcasts: (before?: string) =>
    settle(() => newsletter.broadcasts.$get({ query: queryOf({ before, limit: "20" }) })),
  broadcast: (id: string) => settle(() => newsletter.broadcasts[":id"].$get({ param: { id } })),
  create: (draft: BroadcastDraftBody) => settle(() => newsletter.broadcasts.$post({ json: draft })),
  update: (id: string, draft: BroadcastDraftBody) =>
    settle(() => newsletter.broadcasts[":id"].$put({ param: { id }, json: draft })),
  remove: (id: string) => settle(() => newsletter.broadcasts[":id"].$delete({ param: { id } })),
  preview: (id: string) => settle(() => newsletter.broadcasts[":id"].preview.$get({ param: { id } })),
  test: (id: string, email: string) =>
    settle(() => newsletter.broadcasts[":id"].test.$post({ param: { id }, json: { email } })),
  send: (id: string) => settle(() => newsletter.broadcasts[":id"].send.$post({ param: { id } })),
  progress: (id: string) => settle(() => newsletter.broadcasts[":id"].progress.$get({ param: { id } })),
};

/**
 * After a change: the broadcasts opened before and the overview's figures are dropped, so they
 * are asked again. The lists (subscribers, broadcasts, audit log) need nothing: they are paged
 * by useKeysetPages, asked again whenever shown (swr's forget-by-filter skips such lists).
 */
export const forgetNewsletter = () =>
  forgetData((key) => key.startsWith("studio/newsletter/broadcast/") || key.startsWith("studio/figures/"));
