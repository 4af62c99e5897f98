import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "#worker/config";

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

function issuesOf(env: Record<string, unknown>): string[] {
  try {
    parseConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).issues;
  }
  return [];
}

describe("configuration", () => {
  it("runs locally with no secrets, on local services", () => {
    const config = parseConfig({ ENVIRONMENT: "development", SITE_URL: "http://127.0.0.1:8787" });
    expect(config.isProduction).toBe(false);
    expect(config.turnstile).toMatchObject({ siteKey: "1x00000000000000000000AA", local: true });
    expect(config.email.resendApiKey).toBeUndefined();
    expect(config.stripe).toBeUndefined();
    expect(config.oauth).toEqual({ google: undefined, github: undefined });
    expect(config.passwords.breachCheck).toBe(false);
  });

  it("checks new passwords against breaches only when PWNED_PASSWORDS_CHECK is on", () => {
    expect(parseConfig({ ...production, PWNED_PASSWORDS_CHECK: "on" }).passwords.breachCheck).toBe(true);
    expect(parseConfig({ ...production, PWNED_PASSWORDS_CHECK: "off" }).passwords.breachCheck).toBe(false);
    expect(parseConfig({ ...production, PWNED_PASSWORDS_CHECK: "" }).passwords.breachCheck).toBe(false);
    expect(issuesOf({ ...production, PWNED_PASSWORDS_CHECK: "yes" })[0]).toMatch(/^PWNED_PASSWORDS_CHECK /);
  });

  it("accepts a complete production configuration", () => {
    const config = parseConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.turnstile.local).toBe(false);
    expect(config.siteUrl).toBe("https://adriavidal.com");
  });

  it.each([
    "BETTER_AUTH_SECRET",
    "RESEND_API_KEY",
    "EMAIL_FROM",
    "TURNSTILE_SITE_KEY",
    "TURNSTILE_SECRET_KEY",
    "SELLER_NAME",
    "SELLER_TAX_ID",
    "SELLER_ADDRESS",
  ])("names %s when production lacks it", (name) => {
    const issues = issuesOf({ ...production, [name]: undefined });
    expect(issues).toEqual([`${name} is missing (required in production)`]);
  });

  it("names the seller invoices need, and a tax number that isn't a Spanish one", () => {
    expect(parseConfig(production).seller).toMatchObject({ name: "Adrià Vidal", taxId: "12345678Z" });
    expect(issuesOf({ ...production, SELLER_TAX_ID: "FR12345678901" })).toEqual([
      "SELLER_TAX_ID is malformed (a Spanish NIF such as 12345678Z or B12345678)",
    ]);
    expect(parseConfig({ ENVIRONMENT: "development", SITE_URL: "http://127.0.0.1:8787" }).seller.name).toMatch(
      /local test seller/,
    );
  });

  it("names malformed production secrets", () => {
    expect(issuesOf({ ...production, RESEND_API_KEY: "sk_live_x" })).toEqual([
      "RESEND_API_KEY is malformed (starts with re_)",
    ]);
    expect(issuesOf({ ...production, BETTER_AUTH_SECRET: "short" })[0]).toContain("BETTER_AUTH_SECRET is malformed");
    expect(issuesOf({ ...production, SITE_URL: "http://adriavidal.com" })).toEqual([
      "SITE_URL must use https in production",
    ]);
    expect(issuesOf({ ...production, GOOGLE_CLIENT_ID: "id-only" })).toEqual([
      "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    ]);
    expect(issuesOf({ ...production, STRIPE_SECRET_KEY: "sk_test_abc" })).toEqual([
      "STRIPE_WEBHOOK_SECRET is missing (required with STRIPE_SECRET_KEY)",
    ]);
  });

  it("rejects an unknown environment or a relative site URL with the variable's name", () => {
    expect(issuesOf({ ENVIRONMENT: "staging", SITE_URL: "https://x.com" })[0]).toMatch(/^ENVIRONMENT /);
    expect(issuesOf({ ENVIRONMENT: "development", SITE_URL: "/relative" })[0]).toMatch(/^SITE_URL /);
  });
});

describe("a misconfigured production deploy", () => {
  it("answers every request with config_invalid naming what is missing", async () => {
    const { env } = await import("cloudflare:workers");
    const { createApp } = await import("#worker/app");
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await createApp().fetch(new Request("https://adriavidal.com/api/health"), {
        ...env,
        ENVIRONMENT: "production",
        SITE_URL: "https://adriavidal.com",
      });
      expect(res.status).toBe(500);
      const body = await res.json<{ error: { code: string; message: string } }>();
      expect(body.error.code).toBe("config_invalid");
      expect(body.error.message).toContain("RESEND_API_KEY is missing");
      expect(body.error.message).toContain("TURNSTILE_SECRET_KEY is missing");
      // Still a response with the security headers.
      expect(res.headers.get("X-Frame-Options")).toBe("DENY");
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      console.error = original;
    }
  });
});
