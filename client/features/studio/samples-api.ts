import type { FileFactsInput, SampleCreate, SampleEdit } from "#worker/contract/studio-samples";
import { api } from "../../lib/api-client";
import { settle } from "../../lib/call-result";

/** The studio's calls about a product's samples and its files' facts (worker/routes/studio-samples.ts). */
export const studioSamplesApi = {
  list: (product: string) => settle(() => api.studio.samples.$get({ query: { product } })),
  add: (input: SampleCreate) => settle(() => api.studio.samples.$post({ json: input })),
  edit: (id: string, input: SampleEdit) =>
    settle(() => api.studio.samples[":id"].$patch({ param: { id }, json: input })),
  remove: (id: string) => settle(() => api.studio.samples[":id"].$delete({ param: { id }, json: { confirm: true } })),
  setFacts: (id: string, facts: FileFactsInput) =>
    settle(() => api.studio.files[":id"].facts.$put({ param: { id }, json: facts })),
};
