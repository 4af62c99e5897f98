import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ConfigError, parseConfig } from "#worker/config";
import type { StudioOrderDetail } from "#worker/contract/studio-order-fields";
import { stripeSignature } from "#worker/payments/stripe";
import {
  checkTaxId,
  createLocalVies,
  createVies,
  LOCAL_VIES_VALID_NUMBERS,
  VIES_API_URL,
  type VatNumberRegistry,
} from "#worker/services/vat/vat-numbers";
import { callApp } from "../support/worker/app";
import { ORIGIN, api, expectData, nextIp, request } from "../support/worker/http";
import { lastMailText } from "../support/worker/outbox";
import { signUpReader, type Reader } from "../support/worker/session";
import { seedShopFixtures } from "../support/worker/shop-fixtures";
import { studioAuthor } from "../support/worker/studio";

/**
 * Reverse charge only on a confirmed VAT number (decision 061): VIES's answers and the real
 * call's request, the local stand-in's test numbers, made-up numbers of the right shape, a number
 * of another country than the billing address, VIES down, Stripe's verification, the studio's
 * order page saying why, and the OSS report following the recorded scheme.
 */

const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const WEBHOOK_SECRET = "whsec_test_secret_for_vat_numbers";
const STRIPE_ENV = { ...env, STRIPE_SECRET_KEY: "sk_test_vat_numbers", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const VIES_ENV = { ...env, VAT_NUMBER_CHECK: "vies" };
const VIES_URL = `${VIES_API_URL}/check-vat-number`;

beforeAll(async () => {
  await seedShopFixtures();
});

afterEach(() => {
  vi.restoreAllMocks();
});

let author: Promise<Reader> | undefined;
/** The studio's author, signed up once for the file. */
const theAuthor = () => (author ??= studioAuthor("author-vat-numbers@example.com"));

const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

/** A fetch standing in for VIES that answers `answer` and records what it was asked. */
function fakeVies(answer: () => Response | Promise<Response>) {
  const asked: Array<{ url: string; method?: string; body: unknown; headers: Headers }> = [];
  const fetcher = async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({
      url: urlOf(input),
      method: init?.method,
      body: JSON.parse(String(init?.body)),
      headers: new Headers(init?.headers),
    });
    return answer();
  };
  return { asked, fetcher: fetcher as typeof fetch };
}

describe("VIES, the real call (mocked fetch)", () => {
  it("posts { countryCode, vatNumber } as JSON to check-vat-number and reads a valid answer", async () => {
    const { asked, fetcher } = fakeVies(() =>
      Response.json({
        countryCode: "DE",
        vatNumber: "100000001",
        requestDate: "2026-11-28T02:00:00.000Z",
        valid: true,
        name: "Beispiel GmbH",
        address: "Berlin",
      }),
    );
    const answer = await createVies({ fetch: fetcher }).check("DE", "100000001");
    expect(answer).toEqual({ kind: "valid", requestDate: "2026-11-28T02:00:00.000Z", name: "Beispiel GmbH" });
    expect(asked).toHaveLength(1);
    expect(asked[0]!.url).toBe("https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number");
    expect(asked[0]!.method).toBe("POST");
    expect(asked[0]!.headers.get("Content-Type")).toBe("application/json");
    expect(asked[0]!.body).toEqual({ countryCode: "DE", vatNumber: "100000001" });
  });

  it("not registered is invalid; INVALID_INPUT too", async () => {
    const notRegistered = fakeVies(() =>
      Response.json({ countryCode: "DE", vatNumber: "123456789", requestDate: "2026-11-28", valid: false }),
    );
    expect(await createVies({ fetch: notRegistered.fetcher }).check("DE", "123456789")).toEqual({
      kind: "invalid",
      requestDate: "2026-11-28",
    });
    const badInput = fakeVies(() =>
      Response.json({ actionSucceed: false, errorWrappers: [{ error: "INVALID_INPUT" }] }, { status: 400 }),
    );
    expect((await createVies({ fetch: badInput.fetcher }).check("FR", "00000000000")).kind).toBe("invalid");
  });

  it("a member state or VIES down, an error status, an unreadable body or a timeout is unavailable", async () => {
    const cases: Array<[() => Response, string]> = [
      [() => Response.json({ valid: false, userError: "MS_UNAVAILABLE", requestDate: "2026-11-28" }), "MS_UNAVAILABLE"],
      [() => Response.json({ valid: false, userError: "TIMEOUT" }), "TIMEOUT"],
      [() => Response.json({ valid: false, userError: "MS_MAX_CONCURRENT_REQ" }), "MS_MAX_CONCURRENT_REQ"],
      [
        () =>
          Response.json({ actionSucceed: false, errorWrappers: [{ error: "SERVICE_UNAVAILABLE" }] }, { status: 500 }),
        "SERVICE_UNAVAILABLE",
      ],
      [() => new Response("<html>Bad gateway</html>", { status: 502 }), "HTTP 502"],
    ];
    for (const [answer, reason] of cases) {
      const { fetcher } = fakeVies(answer);
      expect(await createVies({ fetch: fetcher }).check("DE", "100000001")).toEqual({ kind: "unavailable", reason });
    }
    // A VIES that never answers is given up after the timeout.
    const hanging = (async (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal!.reason));
      })) as typeof fetch;
    const started = Date.now();
    expect(await createVies({ fetch: hanging, timeoutMs: 50 }).check("DE", "100000001")).toEqual({
      kind: "unavailable",
      reason: "TIMEOUT",
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    const unreachable = (async () => {
      throw new TypeError("network down");
    }) as typeof fetch;
    expect((await createVies({ fetch: unreachable }).check("DE", "100000001")).kind).toBe("unavailable");
  });
});

describe("checking a buyer's number", () => {
  const registry = (kind: "valid" | "invalid") => {
    const asked: string[] = [];
    const r: VatNumberRegistry = {
      name: "vies",
      async check(countryCode, vatNumber) {
        asked.push(`${countryCode}|${vatNumber}`);
        return { kind };
      },
    };
    return { asked, registry: r };
  };

  it("the local stand-in knows the documented test numbers and nothing else", async () => {
    const local = createLocalVies();
    for (const number of LOCAL_VIES_VALID_NUMBERS)
      expect((await local.check(number.slice(0, 2), number.slice(2))).kind).toBe("valid");
    expect((await local.check("DE", "123456789")).kind).toBe("invalid");
    expect((await local.check("FR", "00000000000")).kind).toBe("invalid");
  });

  it("a number of another country than the billing address is not sent anywhere; Greece is EL", async () => {
    const { asked, registry: r } = registry("valid");
    expect(await checkTaxId("DE100000001", "ES", { registry: r, now: 5 })).toEqual({
      status: "country_mismatch",
      checkedBy: "shop",
      checkedAt: 5,
      answer: "a number of DE, billed in ES",
    });
    expect((await checkTaxId("DE100000001", null, { registry: r })).status).toBe("country_mismatch");
    expect((await checkTaxId("US123", "US", { registry: r })).status).toBe("malformed");
    expect(asked).toEqual([]);
    expect((await checkTaxId("el 123.456.789", "GR", { registry: r })).status).toBe("valid");
    expect(asked).toEqual(["EL|123456789"]);
  });

  it("Stripe's verified confirms and unverified refuses without VIES; pending and unavailable ask VIES", async () => {
    const valid = registry("valid");
    expect(
      await checkTaxId("DE100000001", "DE", { registry: valid.registry, stripe: async () => "verified" }),
    ).toMatchObject({ status: "valid", checkedBy: "stripe", answer: "verified" });
    expect(
      await checkTaxId("DE100000001", "DE", { registry: valid.registry, stripe: async () => "unverified" }),
    ).toMatchObject({ status: "invalid", checkedBy: "stripe", answer: "unverified" });
    expect(valid.asked).toEqual([]);
    expect(
      await checkTaxId("DE100000001", "DE", { registry: valid.registry, stripe: async () => "pending" }),
    ).toMatchObject({ status: "valid", checkedBy: "vies", answer: "Stripe: pending; VIES: valid" });
    const invalid = registry("invalid");
    expect(
      await checkTaxId("DE123456789", "DE", { registry: invalid.registry, stripe: async () => "unavailable" }),
    ).toMatchObject({ status: "invalid", checkedBy: "vies", answer: "Stripe: unavailable; VIES: invalid" });
  });
});

describe("configuration", () => {
  const production = {
    ENVIRONMENT: "production",
    SITE_URL: "https://adriavidal.com",
    BETTER_AUTH_SECRET: "s".repeat(40),
    RESEND_API_KEY: "re_123456789",
    EMAIL_FROM: "Adrià Vidal <hello@adriavidal.com>",
    TURNSTILE_SITE_KEY: "0x4AAAAAAAAAAAAAAAAAAAAA",
    TURNSTILE_SECRET_KEY: "0x4AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    SELLER_NAME: "Adrià Vidal",
    SELLER_TAX_ID: "12345678Z",
    SELLER_ADDRESS: "Carrer de Test 1, 08001 Barcelona",
  };

  it("local by default, VIES when asked for, always VIES in production", () => {
    const local = { ENVIRONMENT: "development", SITE_URL: "http://127.0.0.1:8787" };
    expect(parseConfig(local).vatNumbers.registry).toBe("local");
    expect(parseConfig({ ...local, VAT_NUMBER_CHECK: "vies" }).vatNumbers.registry).toBe("vies");
    expect(parseConfig(production).vatNumbers.registry).toBe("vies");
    expect(() => parseConfig({ ...production, VAT_NUMBER_CHECK: "local" })).toThrow(ConfigError);
    expect(() => parseConfig({ ...local, VAT_NUMBER_CHECK: "maybe" })).toThrow(ConfigError);
  });
});

/** A request to the app with other bindings. */
async function withBindings(bindings: object, path: string, init: RequestInit = {}) {
  return callApp(new Request(`${ORIGIN}${path}`, { redirect: "manual", ...init }), bindings);
}

async function checkoutFrom(reader: Reader, ipCountry: string): Promise<string> {
  expect((await api(`/cart/items/book-one`, { method: "PUT", reader })).status).toBe(200);
  const res = await request("/api/checkout", {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
    body: JSON.stringify({ turnstileToken: TOKEN, locale: "en" }),
    cf: { country: ipCountry },
  });
  expect(res.status).toBe(201);
  return (await res.json<{ data: { orderId: string } }>()).data.orderId;
}

/** Buys the e-book on the local provider's page, billed in `billing`, with `taxId` typed there. */
async function buyLocally(
  name: string,
  { ip, billing, taxId, bindings = env }: { ip: string; billing: string; taxId: string; bindings?: object },
) {
  const reader = await signUpReader(name);
  const orderId = await checkoutFrom(reader, ip);
  const session = (await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
    .bind(orderId)
    .first<{ id: string }>())!.id;
  const res = await withBindings(bindings, `/api/payments/local/${session}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action: "pay", country: billing, taxId }).toString(),
  });
  expect(res.status).toBe(303);
  return { reader, orderId };
}

const taxesOf = (orderId: string) =>
  env.DB.prepare("SELECT * FROM order_taxes WHERE order_id = ?").bind(orderId).first<Record<string, unknown>>();
const ratesOf = async (orderId: string) =>
  (
    await env.DB.prepare("SELECT rate_bp, vat_cents FROM order_vat_lines WHERE order_id = ?")
      .bind(orderId)
      .all<{ rate_bp: number; vat_cents: number }>()
  ).results;

/** book-one costs 6.99 € with VAT inside: 4 % in Spain (0.27 €), 7 % in Germany (0.46 €), 5.5 % in France (0.36 €). */
const SPANISH_EBOOK = { rate_bp: 400, vat_cents: 27 };
const GERMAN_EBOOK = { rate_bp: 700, vat_cents: 46 };
const FRENCH_EBOOK = { rate_bp: 550, vat_cents: 36 };

/** The receipt and invoice of a consumer's sale: VAT shown, no reverse charge, no business named. */
async function expectConsumerPapers(reader: Reader, orderId: string, taxId: string) {
  const receipt = await lastMailText(reader.email, "order_receipt");
  expect(receipt).not.toContain("reverse charge");
  expect(receipt).toMatch(/Includes VAT \((4|7|5\.5) %\)/);
  const html = await (await api(`/invoices/${orderId}`, { reader })).text();
  expect(html).not.toContain("Reverse charge");
  expect(html).not.toContain(taxId);
}

describe("the local provider's path (local VIES)", () => {
  it("a documented test number billed in its own country is reverse-charged", async () => {
    const { reader, orderId } = await buyLocally("Test GmbH", { ip: "DE", billing: "DE", taxId: "DE100000001" });
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "reverse_charge",
      country: "DE",
      tax_id: "DE100000001",
      tax_id_check: "valid",
      tax_id_checked_by: "vies_local",
      vat_cents: 0,
    });
    expect(await lastMailText(reader.email, "order_receipt")).toContain("VAT: reverse charge (0 %)");
  });

  for (const taxId of ["DE123456789", "FR00000000000"]) {
    it(`a made-up number of the right shape (${taxId}) billed in Spain pays Spanish VAT, and says why`, async () => {
      const { reader, orderId } = await buyLocally(`Made Up ${taxId}`, { ip: "ES", billing: "ES", taxId });
      const taxes = await taxesOf(orderId);
      // Billed in Spain with another country's number: the shop's own rule settles it first.
      expect(taxes).toMatchObject({
        scheme: "domestic",
        country: "ES",
        tax_id: taxId,
        tax_id_check: "country_mismatch",
        tax_id_checked_by: "shop",
        vat_cents: 27,
      });
      expect(taxes!.tax_id_checked_at).toEqual(expect.any(Number));
      expect(await ratesOf(orderId)).toEqual([SPANISH_EBOOK]);
      await expectConsumerPapers(reader, orderId, taxId);
    });
  }

  for (const [taxId, country, rate] of [
    ["DE123456789", "DE", GERMAN_EBOOK],
    ["FR00000000000", "FR", FRENCH_EBOOK],
  ] as const) {
    it(`a made-up number billed in its own country (${taxId}) is not registered: that country's consumer VAT`, async () => {
      const { reader, orderId } = await buyLocally(`Fake ${taxId}`, { ip: country, billing: country, taxId });
      expect(await taxesOf(orderId)).toMatchObject({
        scheme: "oss",
        country,
        tax_id: taxId,
        tax_id_check: "invalid",
        tax_id_checked_by: "vies_local",
        vat_cents: rate.vat_cents,
      });
      expect(String((await taxesOf(orderId))!.tax_id_answer)).toMatch(/^local VIES: invalid/);
      expect(await ratesOf(orderId)).toEqual([rate]);
      await expectConsumerPapers(reader, orderId, taxId);
    });
  }

  it("a registered number of another country than the billing address is a consumer's sale there", async () => {
    const { orderId } = await buyLocally("Elsewhere GmbH", { ip: "ES", billing: "ES", taxId: "DE100000001" });
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "domestic",
      country: "ES",
      tax_id_check: "country_mismatch",
      tax_id_answer: "a number of DE, billed in ES",
    });
  });

  it("the studio's order page says the number was not confirmed and why", async () => {
    const author = await theAuthor();
    const { orderId } = await buyLocally("Studio Fake", { ip: "DE", billing: "DE", taxId: "DE123456789" });
    const { vat } = await expectData<StudioOrderDetail>(api(`/studio/orders/${orderId}`, { reader: author }));
    expect(vat).toMatchObject({
      scheme: "oss",
      country: "DE",
      taxId: "DE123456789",
      taxIdCheck: { status: "invalid", checkedBy: "vies_local", checkedAt: expect.any(Number) },
    });
    expect(vat!.taxIdCheck!.answer).toMatch(/^local VIES: invalid/);
    const confirmed = await buyLocally("Studio Real", { ip: "DE", billing: "DE", taxId: "DE100000001" });
    const other = await expectData<StudioOrderDetail>(api(`/studio/orders/${confirmed.orderId}`, { reader: author }));
    expect(other.vat).toMatchObject({ scheme: "reverse_charge", taxIdCheck: { status: "valid" } });
  });
});

describe("the real VIES on the payment path (mocked fetch)", () => {
  const viesOnly = (answer: () => Response) =>
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = urlOf(input);
      if (url !== VIES_URL) throw new Error(`unexpected fetch to ${url}`);
      return answer();
    });

  it("VIES confirms: reverse charge, recorded as VIES's answer", async () => {
    const spy = viesOnly(() =>
      Response.json({ countryCode: "DE", vatNumber: "811111111", requestDate: "2026-11-28", valid: true }),
    );
    const { orderId } = await buyLocally("Vies GmbH", {
      ip: "DE",
      billing: "DE",
      taxId: "DE811111111",
      bindings: VIES_ENV,
    });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "reverse_charge",
      tax_id_check: "valid",
      tax_id_checked_by: "vies",
      tax_id_answer: "VIES: valid on 2026-11-28",
    });
  });

  it("VIES unavailable (a member state down, a timeout): taxed as a consumer, the outage recorded", async () => {
    viesOnly(() => Response.json({ valid: false, userError: "MS_UNAVAILABLE" }));
    const down = await buyLocally("Down GmbH", { ip: "DE", billing: "DE", taxId: "DE811111111", bindings: VIES_ENV });
    expect(await taxesOf(down.orderId)).toMatchObject({
      scheme: "oss",
      country: "DE",
      tax_id_check: "unavailable",
      tax_id_checked_by: "vies",
      tax_id_answer: "VIES: MS_UNAVAILABLE",
      vat_cents: 46,
    });
    await expectConsumerPapers(down.reader, down.orderId, "DE811111111");
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      throw new DOMException("The operation timed out.", "TimeoutError");
    });
    const slow = await buyLocally("Slow GmbH", { ip: "DE", billing: "DE", taxId: "DE811111111", bindings: VIES_ENV });
    expect(await taxesOf(slow.orderId)).toMatchObject({
      scheme: "oss",
      tax_id_check: "unavailable",
      tax_id_answer: "VIES: TIMEOUT",
    });
  });
});

describe("the Stripe path", () => {
  /** Stripe's API: the checkout session, and the customer's tax ids with `status` as verification. */
  let sessions = 0;
  function fakeStripe(taxId: string, status: string | null) {
    const calls: string[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = urlOf(input);
      calls.push(url);
      if (url === "https://api.stripe.com/v1/checkout/sessions") {
        sessions += 1;
        return Response.json({
          id: `cs_vatnum_${sessions}`,
          url: "https://checkout.stripe.com/c/x",
        });
      }
      if (url.startsWith("https://api.stripe.com/v1/customers/cus_vatnum/tax_ids"))
        return Response.json({
          object: "list",
          data: [
            {
              id: "txi_1",
              object: "tax_id",
              type: "eu_vat",
              value: taxId,
              country: taxId.slice(0, 2),
              verification: status ? { status, verified_name: null, verified_address: null } : null,
            },
          ],
        });
      throw new Error(`unexpected fetch to ${url}`);
    });
    return calls;
  }

  async function payOnStripe(name: string, taxId: string, billing: string, eventId: string) {
    const reader = await signUpReader(name);
    expect((await api(`/cart/items/book-one`, { method: "PUT", reader })).status).toBe(200);
    const res = await withBindings(STRIPE_ENV, "/api/checkout", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: reader.cookie, "CF-Connecting-IP": nextIp() },
      body: JSON.stringify({ turnstileToken: TOKEN }),
    });
    expect(res.status).toBe(201);
    const { orderId } = (await res.json<{ data: { orderId: string } }>()).data;
    const session = (await env.DB.prepare("SELECT provider_session_id AS id FROM orders WHERE id = ?")
      .bind(orderId)
      .first<{ id: string }>())!.id;
    const payload = JSON.stringify({
      id: eventId,
      type: "checkout.session.completed",
      data: {
        object: {
          id: session,
          payment_status: "paid",
          payment_intent: `pi_${eventId}`,
          customer: "cus_vatnum",
          customer_details: { address: { country: billing }, tax_ids: [{ type: "eu_vat", value: taxId }] },
          // Stripe Tax applies the reverse charge to a number of the right shape.
          total_details: { amount_tax: 0 },
        },
      },
    });
    const send = async () => {
      const timestamp = Math.floor(Date.now() / 1000);
      const hook = await withBindings(STRIPE_ENV, "/api/payments/stripe/webhook", {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": `t=${timestamp},v1=${await stripeSignature(WEBHOOK_SECRET, timestamp, payload)}`,
        },
        body: payload,
      });
      expect(hook.status).toBe(200);
    };
    await send();
    return { reader, orderId, replay: send };
  }

  it("a number Stripe verified is reverse-charged; replaying the event asks nobody again", async () => {
    const calls = fakeStripe("DE811111111", "verified");
    const { orderId, replay } = await payOnStripe("Stripe GmbH", "DE811111111", "DE", "evt_vatnum_verified");
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "reverse_charge",
      country: "DE",
      tax_id_check: "valid",
      tax_id_checked_by: "stripe",
      tax_id_answer: "verified",
      vat_cents: 0,
    });
    const lookups = () => calls.filter((u) => u.includes("/tax_ids")).length;
    expect(lookups()).toBe(1);
    await replay();
    expect(lookups()).toBe(1);
  });

  it("a number Stripe could not verify is a consumer's sale, whatever Stripe Tax charged", async () => {
    fakeStripe("DE123456789", "unverified");
    const { reader, orderId } = await payOnStripe("Stripe Fake", "DE123456789", "DE", "evt_vatnum_unverified");
    expect(await taxesOf(orderId)).toMatchObject({
      scheme: "oss",
      country: "DE",
      tax_id_check: "invalid",
      tax_id_checked_by: "stripe",
      tax_id_answer: "unverified",
      source: "stripe_tax",
      vat_cents: 46,
      provider_vat_cents: 0,
    });
    await expectConsumerPapers(reader, orderId, "DE123456789");
  });

  for (const taxId of ["DE123456789", "FR00000000000"]) {
    it(`a made-up number (${taxId}) billed in Spain pays Spanish VAT`, async () => {
      const calls = fakeStripe(taxId, "pending");
      const { reader, orderId } = await payOnStripe(`Stripe ${taxId}`, taxId, "ES", `evt_vatnum_es_${taxId}`);
      expect(await taxesOf(orderId)).toMatchObject({
        scheme: "domestic",
        country: "ES",
        tax_id_check: "country_mismatch",
        vat_cents: 27,
      });
      expect(await ratesOf(orderId)).toEqual([SPANISH_EBOOK]);
      expect(calls.some((u) => u.includes("/tax_ids"))).toBe(false);
      await expectConsumerPapers(reader, orderId, taxId);
    });
  }

  it("pending at Stripe: VIES (here the local stand-in) decides at once", async () => {
    fakeStripe("DE100000001", "pending");
    const confirmed = await payOnStripe("Pending Real", "DE100000001", "DE", "evt_vatnum_pending_real");
    expect(await taxesOf(confirmed.orderId)).toMatchObject({
      scheme: "reverse_charge",
      tax_id_check: "valid",
      tax_id_checked_by: "vies_local",
      tax_id_answer: expect.stringMatching(/^Stripe: pending; local VIES: valid/),
    });
    vi.restoreAllMocks();
    fakeStripe("DE123456789", "pending");
    const made = await payOnStripe("Pending Fake", "DE123456789", "DE", "evt_vatnum_pending_fake");
    expect(await taxesOf(made.orderId)).toMatchObject({ scheme: "oss", tax_id_check: "invalid" });
  });
});

describe("the OSS report follows the recorded scheme", () => {
  it("a made-up number's sale is declared as the consumer's country's VAT, never as a reverse charge", async () => {
    const author = await theAuthor();
    const madrid = new Date(Date.now() + 2 * 3_600_000);
    const quarter = `${madrid.getUTCFullYear()}-Q${Math.floor(madrid.getUTCMonth() / 3) + 1}`;
    const report = async () => {
      const res = await api(`/studio/sales/oss.csv?quarter=${quarter}`, { reader: author });
      expect(res.status).toBe(200);
      const rows = (await res.text())
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n")
        .slice(1);
      const count = (prefix: string) =>
        rows.filter((r) => r.startsWith(`${quarter},${prefix},`)).reduce((n, r) => n + Number(r.split(",")[5]), 0);
      return { germanOss: count("oss,DE,7.00,sale"), reverse: count("reverse_charge,DE,0.00,sale") };
    };
    const before = await report();
    await buyLocally("Oss Fake", { ip: "DE", billing: "DE", taxId: "DE123456789" });
    const afterFake = await report();
    expect(afterFake).toEqual({ germanOss: before.germanOss + 1, reverse: before.reverse });
    await buyLocally("Oss Real", { ip: "DE", billing: "DE", taxId: "DE100000001" });
    expect(await report()).toEqual({ germanOss: afterFake.germanOss, reverse: afterFake.reverse + 1 });
  });
});
