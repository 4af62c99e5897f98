/**
 * Many newsletter sign-ups at once against a running local site: `total` POSTs over
 * `connections` concurrent requests, each from its own benchmarking address (so the per-IP
 * limits don't answer 429) with the local Turnstile token. Resolves to the count of each status
 * and the bodies of the first few answers that were not 202, which is what a load test reports.
 */
export async function postNewsletterSignUps(baseUrl, { total = 360, connections = 50, tag = "load" } = {}) {
  const statuses = {};
  const failures = [];
  let next = 0;
  const runId = Date.now().toString(36);
  async function worker() {
    for (;;) {
      const n = next++;
      if (n >= total) return;
      // 198.18.0.0/15 is reserved for benchmarking: one address per request, never a visitor's.
      const ip = `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
      let status;
      let body = "";
      try {
        const res = await fetch(`${baseUrl}/api/newsletter-subscription`, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            Origin: baseUrl,
            "CF-Connecting-IP": ip,
          },
          body: JSON.stringify({
            email: `${tag}-${runId}-${n}@example.com`,
            locale: "en",
            turnstileToken: "XXXX.DUMMY.TOKEN.XXXX",
          }),
        });
        status = res.status;
        body = await res.text();
      } catch (error) {
        status = "network error";
        body = String(error?.cause?.code ?? error?.message ?? error);
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status !== 202 && failures.length < 5) failures.push({ status, body: body.slice(0, 200) });
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { statuses, failures, seconds: (performance.now() - started) / 1000 };
}
