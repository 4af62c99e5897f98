import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#worker/app";
import { getConfig, parseConfig } from "#worker/config";
import { createDb } from "#worker/db/client";
import { TURNSTILE_DUMMY_TOKEN } from "#worker/services/turnstile";
import { countryCode, deviceClass, isAutomated, recordPageView, referrerHost, utcDay } from "#worker/services/audience";
import { runSweep } from "#worker/services/sweep";
import { PASSWORD, ipSequence, uniqueEmail } from "../support/shared/clients";
import { callApp } from "../support/worker/app";
import { ORIGIN, expectError } from "../support/worker/http";
import { signUpReader } from "../support/worker/session";

/**
 * Audience counting (docs/decisions/039-audience-without-cookies.md): page documents and the
 * app's beacon count one view each in the day's aggregate row, crawlers and the studio count
 * nothing, unique visitors come from a daily-salted hash that the sweep deletes, and sign-ups
 * and leads are counted for the page they were sent from. Requests go through an app with its
 * own execution context, so the counting (after the response) has finished when they resolve.
 */

const app = createApp();
const nextIp = ipSequence("198.51.100.");

const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const PHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const TABLET =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

type Cf = { country?: string; botManagement?: { score?: number; verifiedBot?: boolean } };

/** A browser's page navigation, from a given visitor (IP, user agent) and country. */
function visit(
  path: string,
  {
    ip = nextIp(),
    ua = DESKTOP,
    headers = {},
    cf,
    bindings = env,
    method = "GET",
  }: {
    ip?: string;
    ua?: string | null;
    headers?: Record<string, string>;
    cf?: Cf;
    bindings?: object;
    method?: string;
  } = {},
) {
  const request = new Request(`${ORIGIN}${path}`, {
    method,
    redirect: "manual",
    headers: {
      Accept: "text/html",
      Cookie: "language=en",
      "CF-Connecting-IP": ip,
      ...(ua === null ? {} : { "User-Agent": ua }),
      ...headers,
    },
    ...(cf ? { cf } : {}),
  });
  return callApp(request, bindings, app);
}

/** The app's beacon after a client-side navigation, from the site's own page. */
function beacon(body: unknown, { ip = nextIp(), ua = DESKTOP, headers = {} as Record<string, string> } = {}) {
  return callApp(
    new Request(`${ORIGIN}/api/audience/views`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: ORIGIN,
        Referer: `${ORIGIN}/books`,
        "CF-Connecting-IP": ip,
        "User-Agent": ua,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    env,
    app,
  );
}

interface ViewRow {
  day: string;
  path: string;
  language: string;
  referrer_host: string;
  country: string;
  device: string;
  views: number;
}

async function viewRows(): Promise<ViewRow[]> {
  const { results } = await env.DB.prepare(
    "SELECT day, path, language, referrer_host, country, device, views FROM audience_views ORDER BY path, language, device",
  ).all<ViewRow>();
  return results;
}

async function dayRow(day = utcDay(Date.now())) {
  return env.DB.prepare("SELECT views, visitors FROM audience_days WHERE day = ?")
    .bind(day)
    .first<{ views: number; visitors: number }>();
}

const totalViews = async () => (await viewRows()).reduce((sum, row) => sum + row.views, 0);

const today = () => utcDay(Date.now());

// The day's salt stays: the service keeps it per isolate for the day, as it would in production.
beforeEach(async () => {
  await env.DB.batch(
    ["audience_views", "audience_days", "audience_visitors", "audience_conversions"].map((table) =>
      env.DB.prepare(`DELETE FROM ${table}`),
    ),
  );
});

describe("page navigations the Worker serves", () => {
  it("count one view in the row of its day, page, language, referring site, country and device", async () => {
    const res = await visit("/es/books", {
      headers: { Referer: "https://www.google.com/search?q=adria+vidal" },
      cf: { country: "ES" },
    });
    expect(res.status).toBe(200);
    expect(await viewRows()).toEqual([
      {
        day: today(),
        path: "/books",
        language: "es",
        referrer_host: "google.com",
        country: "ES",
        device: "desktop",
        views: 1,
      },
    ]);
    expect(await dayRow()).toEqual({ views: 1, visitors: 1 });
  });

  it("fold aliases into the page's canonical address and tell phones and tablets apart", async () => {
    await visit("/shop", { ua: PHONE });
    await visit("/ca/experience/about", { ua: TABLET, headers: { Referer: `${ORIGIN}/ca` } });
    expect(await viewRows()).toEqual([
      expect.objectContaining({ path: "/about", language: "ca", device: "tablet", referrer_host: "" }),
      // No country from Cloudflare (a local run) is "unknown".
      expect.objectContaining({ path: "/la-bodega", language: "en", device: "mobile", country: "unknown" }),
    ]);
  });

  it("count a returning visitor's views but the visitor once a day", async () => {
    const ip = nextIp();
    await visit("/", { ip });
    await visit("/", { ip });
    await visit("/music", { ip });
    expect(await dayRow()).toEqual({ views: 3, visitors: 1 });
    await visit("/", { ip, ua: PHONE });
    await visit("/", { ip: nextIp() });
    expect(await dayRow()).toEqual({ views: 5, visitors: 3 });
    expect((await viewRows()).find((row) => row.path === "/" && row.device === "desktop")?.views).toBe(3);
  });

  it("do not count crawlers, scripts without a user agent, verified bots, low bot scores or prefetches", async () => {
    const pages = [
      visit("/books", { ua: GOOGLEBOT }),
      visit("/books", { ua: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" }),
      visit("/books", { ua: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/131.0 Safari/537.36" }),
      visit("/books", { ua: "curl/8.5.0" }),
      visit("/books", { ua: null }),
      visit("/books", { cf: { botManagement: { verifiedBot: true, score: 99 } } }),
      visit("/books", { cf: { botManagement: { score: 5 } } }),
      visit("/books", { headers: { "Sec-Purpose": "prefetch" } }),
    ];
    for (const res of await Promise.all(pages)) expect(res.status).toBe(200);
    expect(await viewRows()).toEqual([]);
    expect(await dayRow()).toBeNull();
    // A person with a high score is counted.
    await visit("/books", { cf: { botManagement: { score: 90, verifiedBot: false } } });
    expect(await totalViews()).toBe(1);
  });

  it("do not count the studio, its signed-in author, /api, files, HEADs, redirects or unknown pages", async () => {
    const author = await signUpReader("Author");
    const reader = await signUpReader("Reader");
    const studio = { ...env, STUDIO_ADMINS: ` someone@example.com, ${author.email.toUpperCase()} ` };
    await visit("/studio", { bindings: studio });
    await visit("/es/studio/audience", { bindings: studio });
    await visit("/books", { bindings: studio, headers: { Cookie: `language=en; ${author.cookie}` } });
    await visit("/api/health");
    await visit("/favicon.svg");
    await visit("/books", { method: "HEAD" });
    await visit("/privacy-policy");
    await visit("/no-such-page");
    await visit("/news/no-such-post");
    await visit("/la-bodega/ebooks/no-such-book");
    expect(await viewRows()).toEqual([]);
    expect(parseConfig({ ...env, STUDIO_ADMINS: " A@Example.com, ,b@example.org " }).studio.admins).toEqual([
      "a@example.com",
      "b@example.org",
    ]);
    // Another reader, signed in, is audience like anyone else.
    await visit("/books", { bindings: studio, headers: { Cookie: `language=en; ${reader.cookie}` } });
    expect(await totalViews()).toBe(1);
  });

  it("keep no IP, user agent or cookie: only counts and the day's hashes", async () => {
    const ip = "192.0.2.77";
    await visit("/music", { ip, ua: PHONE, cf: { country: "FR" } });
    const tables = ["audience_views", "audience_days", "audience_visitors", "audience_salts"];
    const stored = JSON.stringify(
      await Promise.all(tables.map(async (t) => (await env.DB.prepare(`SELECT * FROM ${t}`).all()).results)),
    );
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("iPhone");
    expect(stored).not.toContain("language=en");
    const hashes = await env.DB.prepare("SELECT hash FROM audience_visitors").all<{ hash: string }>();
    expect(hashes.results.map((r) => r.hash)).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
  });
});

describe("POST /api/audience/views (the app's beacon)", () => {
  it("counts a client-side navigation for the page it names; the site's own page is no referrer", async () => {
    const res = await beacon({ path: "/ca/music" }, { ua: PHONE });
    expect(res.status).toBe(204);
    expect(await viewRows()).toEqual([
      {
        day: today(),
        path: "/music",
        language: "ca",
        referrer_host: "",
        country: "unknown",
        device: "mobile",
        views: 1,
      },
    ]);
  });

  it("does not count an address with no page, the studio, or a crawler, and answers alike", async () => {
    for (const path of ["/nope", "/es/no/such/page", "/news/no-such-post", "/studio", "/ca/studio/overview"]) {
      expect((await beacon({ path })).status, path).toBe(204);
    }
    expect((await beacon({ path: "/books" }, { ua: GOOGLEBOT })).status).toBe(204);
    expect(await viewRows()).toEqual([]);
  });

  it.each([
    ["a missing path", {}, "path_required"],
    ["a path that is not a string", { path: 42 }, "path_required"],
    ["an empty path", { path: "" }, "path_required"],
    ["a path without its leading slash", { path: "books" }, "path_invalid"],
    ["a full address", { path: "https://example.com/books" }, "path_invalid"],
    ["a path with a query", { path: "/books?page=2" }, "path_invalid"],
    ["a path with a space", { path: "/bo oks" }, "path_invalid"],
    ["a path over 512 characters", { path: `/${"a".repeat(512)}` }, "path_too_long"],
  ])("refuses %s with a 400 naming the field", async (_label, body, message) => {
    const error = await expectError(await beacon(body), 400, "validation_failed");
    expect(error.fields).toEqual({ path: [message] });
    expect(await viewRows()).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    await expectError(await beacon("{not json"), 400, "invalid_json");
    await expectError(
      await beacon("path=/books", { headers: { "Content-Type": "application/x-www-form-urlencoded" } }),
      415,
      "unsupported_media_type",
    );
  });

  it("refuses another site's page (403) and counts nothing", async () => {
    const res = await beacon(
      { path: "/books" },
      { headers: { Origin: "https://evil.example", Referer: "https://evil.example/" } },
    );
    await expectError(res, 403, "forbidden");
    expect(await viewRows()).toEqual([]);
  });
});

describe("sign-ups and leads, by the page they were sent from", () => {
  function form(path: string, body: Record<string, unknown>, referer?: string) {
    return callApp(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: ORIGIN,
          "CF-Connecting-IP": nextIp(),
          ...(referer ? { Referer: referer } : {}),
        },
        body: JSON.stringify(body),
      }),
      env,
      app,
    );
  }

  async function conversionRows() {
    const { results } = await env.DB.prepare(
      "SELECT path, language, form, count FROM audience_conversions ORDER BY form, path",
    ).all();
    return results;
  }

  it("counts each form for its page and language", async () => {
    const contact = {
      form: "contact",
      fullName: "Jane Doe",
      email: uniqueEmail("contact"),
      reason: "collaboration",
      company: "",
      message: "Hello",
      privacyPolicy: true,
      stayUpdated: false,
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "es",
    };
    expect((await form("/api/contact-form-handler", contact, `${ORIGIN}/es/contact`)).status).toBe(201);
    expect((await form("/api/contact-form-handler", contact, `${ORIGIN}/es/contact`)).status).toBe(201);
    const resume = {
      form: "resume",
      fullName: "Rita Recruiter",
      email: uniqueEmail("resume"),
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "en",
    };
    expect((await form("/api/contact-form-handler", resume, `${ORIGIN}/experience`)).status).toBe(201);
    const excerpt = {
      email: uniqueEmail("excerpt"),
      fullName: "Rosa Reader",
      excerptFile: "mortal-vengeance-book-1",
      turnstileToken: TURNSTILE_DUMMY_TOKEN,
      locale: "ca",
    };
    expect((await form("/api/register-excerpt-download", excerpt, `${ORIGIN}/ca/series/mortal-vengeance`)).status).toBe(
      201,
    );
    // The newsletter sends its page itself; another site's address is no page of ours.
    const newsletter = { email: uniqueEmail("news"), turnstileToken: TURNSTILE_DUMMY_TOKEN, locale: "ca" };
    expect(
      (await form("/api/newsletter-subscription", { ...newsletter, page_url: `${ORIGIN}/ca/books?x=1` })).status,
    ).toBe(202);
    expect(
      (await form("/api/newsletter-subscription", { ...newsletter, page_url: "https://elsewhere.example/books" }))
        .status,
    ).toBe(202);
    expect(
      (
        await form(
          "/api/auth/sign-up/email",
          { email: uniqueEmail("account"), password: PASSWORD, name: "New" },
          `${ORIGIN}/es/auth`,
        )
      ).status,
    ).toBe(200);

    expect(await conversionRows()).toEqual([
      { path: "/auth", language: "es", form: "account", count: 1 },
      { path: "/contact", language: "es", form: "contact", count: 2 },
      { path: "/series/mortal-vengeance", language: "ca", form: "excerpt", count: 1 },
      // Unknown page: the form's own language.
      { path: "", language: "ca", form: "newsletter", count: 1 },
      { path: "/books", language: "ca", form: "newsletter", count: 1 },
      { path: "/experience", language: "en", form: "resume", count: 1 },
    ]);
  });

  it("counts an account once: a sign-up with a known address creates nothing and counts nothing", async () => {
    const body = { email: uniqueEmail("twice"), password: PASSWORD, name: "Twice" };
    expect((await form("/api/auth/sign-up/email", body, `${ORIGIN}/auth`)).status).toBe(200);
    expect((await form("/api/auth/sign-up/email", body, `${ORIGIN}/auth`)).status).toBe(200);
    expect(await conversionRows()).toEqual([{ path: "/auth", language: "en", form: "account", count: 1 }]);
  });
});

describe("what a view is reduced to", () => {
  it("keeps another site's host only", () => {
    expect(referrerHost("https://WWW.Example.com:8443/a?q=secret#x", ORIGIN)).toBe("example.com");
    expect(referrerHost("https://news.ycombinator.com/item?id=1", ORIGIN)).toBe("news.ycombinator.com");
    expect(referrerHost(`${ORIGIN}/books`, ORIGIN)).toBe("");
    expect(referrerHost("android-app://com.google.android.gm/", ORIGIN)).toBe("");
    expect(referrerHost("not a url", ORIGIN)).toBe("");
    expect(referrerHost(undefined, ORIGIN)).toBe("");
  });

  it("keeps a country code or says unknown", () => {
    expect(countryCode("ES")).toBe("ES");
    expect(countryCode("T1")).toBe("T1");
    expect(countryCode("es")).toBe("unknown");
    expect(countryCode(undefined)).toBe("unknown");
    expect(countryCode({ toString: () => "ES" })).toBe("unknown");
  });

  it("tells phones, tablets and desktops apart", () => {
    expect(deviceClass(PHONE)).toBe("mobile");
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36"),
    ).toBe("mobile");
    expect(deviceClass(TABLET)).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      "tablet",
    );
    expect(deviceClass(DESKTOP)).toBe("desktop");
  });

  it("knows a person's browser from a crawler", () => {
    expect(isAutomated({ userAgent: DESKTOP })).toBe(false);
    expect(isAutomated({ userAgent: GOOGLEBOT })).toBe(true);
    expect(isAutomated({ userAgent: undefined })).toBe(true);
    expect(isAutomated({ userAgent: DESKTOP, purpose: "prefetch;prerender" })).toBe(true);
    expect(isAutomated({ userAgent: DESKTOP, botManagement: { score: 29 } })).toBe(true);
    expect(isAutomated({ userAgent: DESKTOP, botManagement: { score: 30 } })).toBe(false);
  });
});

describe("the sweep", () => {
  it("deletes past days' salts and visitor hashes and keeps their counts", async () => {
    const db = createDb(env.DB);
    const now = Date.now();
    const yesterday = now - 86_400_000;
    const view = {
      path: "/",
      language: "en" as const,
      referer: null,
      siteOrigin: ORIGIN,
      country: "ES",
      userAgent: DESKTOP,
    };
    await recordPageView(db, { ...view, now: yesterday, ip: "192.0.2.1" });
    await recordPageView(db, { ...view, now: yesterday, ip: "192.0.2.2" });
    await recordPageView(db, { ...view, now, ip: "192.0.2.1" });
    const count = async (table: string) =>
      (await env.DB.prepare(`SELECT day, count(*) AS n FROM ${table} GROUP BY day ORDER BY day`).all()).results;
    expect(await count("audience_salts")).toEqual([
      { day: utcDay(yesterday), n: 1 },
      { day: utcDay(now), n: 1 },
    ]);
    expect(await count("audience_visitors")).toEqual([
      { day: utcDay(yesterday), n: 2 },
      { day: utcDay(now), n: 1 },
    ]);

    const report = await runSweep(getConfig(env), db, { now });
    expect(report.purgedAudience).toEqual({ salts: 1, visitors: 2 });
    expect(await count("audience_salts")).toEqual([{ day: utcDay(now), n: 1 }]);
    expect(await count("audience_visitors")).toEqual([{ day: utcDay(now), n: 1 }]);
    expect(await dayRow(utcDay(yesterday))).toEqual({ views: 2, visitors: 2 });
    expect(await dayRow(utcDay(now))).toEqual({ views: 1, visitors: 1 });
  });
});
