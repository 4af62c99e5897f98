import { api } from "#client/lib/api-client";
import { settle } from "#client/lib/call-result";

/**
 * Whether the author has the notice switched on (a studio setting), asked once it is due, so
 * the author's change holds from the next notice and pages ask nothing before then. A question
 * not answered (offline, an outage) reads as off: a notice is never worth an error.
 */
export async function noticeSwitchedOn(): Promise<boolean> {
  const result = await settle(() => api["site-settings"].$get()).catch(() => null);
  return result?.ok === true && result.data.constructionNotice;
}
