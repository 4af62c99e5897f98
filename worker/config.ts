import { z } from "zod";
import { SITE_PROFILE } from "./contract/site-profile";
import { LOCAL_STUDIO_AUTHOR } from "./contract/studio";

/**
 * Configuration and secrets, from `env`, parsed once per isolate by one schema.
 * Locally every secret is optional and each service falls back to its local implementation;
 * in production a missing or malformed secret is an error that names it.
 */
const TURNSTILE_TEST_SITE_KEY = "1x00000000000000000000AA";
const TURNSTILE_TEST_SECRET_KEY = "1x0000000000000000000000000000000AA";
/** Turnstile's documented test secrets (1x passes, 2x fails, 3x "already spent"). */
const TURNSTILE_TEST_SECRET = /^[123]x0{31}AA$/;
/** Signs download and newsletter links when no secret is set; never accepted in production. */
const LOCAL_SIGNING_SECRET = "local-development-signing-secret-not-for-production";

/** The providers' official API hosts: production sends its keys nowhere else. */
export const RESEND_API_URL_DEFAULT = "https://api.resend.com";
export const STRIPE_API_URL_DEFAULT = "https://api.stripe.com";

const optionalSecret = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const envSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]),
  SITE_URL: z.url({ message: "must be an absolute URL such as https://example.com" }),
  BETTER_AUTH_SECRET: optionalSecret,
  RESEND_API_KEY: optionalSecret,
  EMAIL_FROM: optionalSecret,
  CONTACT_EMAIL_TO: optionalSecret,
  TURNSTILE_SITE_KEY: optionalSecret,
  TURNSTILE_SECRET_KEY: optionalSecret,
  STRIPE_SECRET_KEY: optionalSecret,
  STRIPE_WEBHOOK_SECRET: optionalSecret,
  // Where the providers' APIs are: a local fake in tests and outage drills (decision 018).
  RESEND_API_URL: optionalSecret.pipe(
    z.url({ message: "must be an absolute URL such as https://api.resend.com" }).optional(),
  ),
  STRIPE_API_URL: optionalSecret.pipe(
    z.url({ message: "must be an absolute URL such as https://api.stripe.com" }).optional(),
  ),
  GOOGLE_CLIENT_ID: optionalSecret,
  GOOGLE_CLIENT_SECRET: optionalSecret,
  GITHUB_CLIENT_ID: optionalSecret,
  GITHUB_CLIENT_SECRET: optionalSecret,
  /** `on`: new passwords are also checked against Have I Been Pwned's breached passwords. */
  PWNED_PASSWORDS_CHECK: z.enum(["on", "off", ""]).optional(),
  /** Who may enter the studio: comma-separated addresses (decision 041). */
  STUDIO_ADMINS: optionalSecret,
  /**
   * Different networks one purchase's files may be fetched from in 48 hours before the studio
   * flags the order as a likely shared link. Unset: 5.
   */
  DOWNLOAD_SHARING_NETWORKS: optionalSecret.pipe(
    z
      .string()
      .regex(/^\d{1,4}$/, { message: "must be a whole number of networks from 2, such as 5" })
      .refine((v) => Number(v) >= 2, { message: "must be a whole number of networks from 2, such as 5" })
      .optional(),
  ),
  /**
   * The seller named on invoices (decision 053): legal name, Spanish tax number (NIF) and
   * postal address. Required in production; local runs use a marked test seller.
   */
  SELLER_NAME: optionalSecret,
  SELLER_TAX_ID: optionalSecret,
  SELLER_ADDRESS: optionalSecret,
  /**
   * Who confirms a buyer's VAT number before a reverse charge (decision 061): `vies` (the
   * European Commission's register, no key) or `local` (a stand-in that knows only the
   * documented test numbers). Unset: `local`, except in production, which always uses VIES.
   */
  VAT_NUMBER_CHECK: z.enum(["vies", "local", ""]).optional(),
});

/** `DOWNLOAD_SHARING_NETWORKS` unset. */
export const DOWNLOAD_SHARING_NETWORKS_DEFAULT = 5;

type RawEnv = z.infer<typeof envSchema>;

/** A Spanish tax number's shape: a DNI/NIE-based NIF or a company's CIF (the check letter is not verified). */
const SPANISH_TAX_ID = /^(ES)?([0-9XYZ][0-9]{7}[A-Z]|[A-HJNP-SUVW][0-9]{7}[0-9A-J])$/;

/** The local test seller: invoices made locally say so. */
export const LOCAL_SELLER = {
  name: `${SITE_PROFILE.name} (local test seller)`,
  taxId: "00000000T",
  address: "Local development, not a real address",
} as const;

/** An API base URL without trailing slashes, so paths are appended with one. */
function apiBase(url: string): string {
  return url.replace(/\/+$/, "");
}

/** Rules that only production enforces: real services need real keys. */
function productionIssues(env: RawEnv): string[] {
  const issues: string[] = [];
  const require = (name: keyof RawEnv, test: (v: string) => boolean, shape: string) => {
    const value = env[name];
    if (!value) issues.push(`${name} is missing (required in production)`);
    else if (!test(value)) issues.push(`${name} is malformed (${shape})`);
  };
  if (!env.SITE_URL.startsWith("https://")) issues.push("SITE_URL must use https in production");
  require("BETTER_AUTH_SECRET", (v) => v.length >= 32, "at least 32 characters");
  require("RESEND_API_KEY", (v) => v.startsWith("re_"), "starts with re_");
  require("EMAIL_FROM", (v) =>
    /^[^<>]*<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(v), "an address such as Name <hello@example.com>");
  if (env.CONTACT_EMAIL_TO && !/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(env.CONTACT_EMAIL_TO)) {
    issues.push("CONTACT_EMAIL_TO is malformed (a plain address such as hello@example.com)");
  }
  require("TURNSTILE_SITE_KEY", (v) => /^0x[\w-]+$/.test(v), "a Turnstile site key starting with 0x");
  require("TURNSTILE_SECRET_KEY", (v) => /^0x[\w-]+$/.test(v), "a Turnstile secret starting with 0x");
  for (const [id, secret] of [
    ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
    ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
  ] as const) {
    if (Boolean(env[id]) !== Boolean(env[secret])) {
      issues.push(`${id} and ${secret} must be set together`);
    }
  }
  if (env.STRIPE_SECRET_KEY && !/^(sk|rk)_(live|test)_/.test(env.STRIPE_SECRET_KEY)) {
    issues.push("STRIPE_SECRET_KEY is malformed (starts with sk_live_ or sk_test_)");
  }
  const studioAdmins = (env.STUDIO_ADMINS ?? "")
    .split(",")
    .map((a) => a.trim())
    .filter(Boolean);
  if (studioAdmins.some((a) => !/^[^\s@<>,]+@[^\s@<>,]+\.[^\s@<>,]+$/.test(a))) {
    issues.push("STUDIO_ADMINS is malformed (plain addresses separated by commas)");
  }
  if (studioAdmins.some((a) => a.toLowerCase() === LOCAL_STUDIO_AUTHOR)) {
    issues.push(`STUDIO_ADMINS must not name the local author ${LOCAL_STUDIO_AUTHOR} in production`);
  }
  require("SELLER_NAME", (v) => v.length >= 2, "the seller's legal name");
  require("SELLER_TAX_ID", (v) => SPANISH_TAX_ID.test(v), "a Spanish NIF such as 12345678Z or B12345678");
  require("SELLER_ADDRESS", (v) => v.length >= 10, "the seller's postal address");
  if (env.VAT_NUMBER_CHECK === "local") {
    issues.push("VAT_NUMBER_CHECK must be vies in production (or unset): the local check confirms only test numbers");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    issues.push("STRIPE_WEBHOOK_SECRET is missing (required with STRIPE_SECRET_KEY)");
  }
  // The API keys travel in these requests' Authorization header: production talks to the
  // official host over https and nothing else, whatever a stray variable says.
  for (const [name, official] of [
    ["RESEND_API_URL", RESEND_API_URL_DEFAULT],
    ["STRIPE_API_URL", STRIPE_API_URL_DEFAULT],
  ] as const) {
    const value = env[name];
    if (value && apiBase(value) !== official) issues.push(`${name} must be ${official} in production (or unset)`);
  }
  return issues;
}

export interface AppConfig {
  environment: RawEnv["ENVIRONMENT"];
  isProduction: boolean;
  siteUrl: string;
  /**
   * `local`: a Turnstile test secret is set (or none), so exactly the dummy token passes and
   * siteverify is never called (it is unreachable offline).
   */
  turnstile: { siteKey: string; secretKey: string; local: boolean };
  /** No Resend key means the dev mailbox transport (never in production). */
  email: { resendApiKey?: string; resendApiUrl: string; from: string; ownerAddress: string };
  /** HMAC key for signed links (downloads, newsletter confirm and unsubscribe). */
  signingSecret: string;
  /** better-auth's secret (sessions, verification and reset tokens); a fixed one locally. */
  authSecret: string;
  stripe?: { secretKey: string; webhookSecret: string; apiUrl: string };
  oauth: {
    google?: { clientId: string; clientSecret: string };
    github?: { clientId: string; clientSecret: string };
  };
  /** Off unless asked for: the check calls a third party, which local runs and tests never do. */
  passwords: { breachCheck: boolean };
  /**
   * The studio's authors, lower-cased. Unset: nobody in production, the seeded local author
   * elsewhere, so a newcomer reaches the studio from the README alone.
   */
  studio: { admins: readonly string[] };
  /** Networks in 48 hours from which one purchase's downloads flag a likely shared link. */
  downloads: { sharingNetworks: number };
  /** Who invoices name as the seller. */
  seller: { name: string; taxId: string; address: string; email: string };
  /** Who confirms buyers' VAT numbers: VIES, or the local stand-in (never in production). */
  vatNumbers: { registry: "vies" | "local" };
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration: ${issues.join("; ")}`);
    this.name = "ConfigError";
  }
}

export function parseConfig(env: Record<string, unknown>): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"} ${i.message}`));
  }
  const raw = parsed.data;
  const isProduction = raw.ENVIRONMENT === "production";
  if (isProduction) {
    const issues = productionIssues(raw);
    if (issues.length) throw new ConfigError(issues);
  }
  const pair = (id?: string, secret?: string) => (id && secret ? { clientId: id, clientSecret: secret } : undefined);
  return {
    environment: raw.ENVIRONMENT,
    isProduction,
    siteUrl: raw.SITE_URL.replace(/\/+$/, ""),
    turnstile: {
      siteKey: raw.TURNSTILE_SITE_KEY ?? TURNSTILE_TEST_SITE_KEY,
      secretKey: raw.TURNSTILE_SECRET_KEY ?? TURNSTILE_TEST_SECRET_KEY,
      local: !raw.TURNSTILE_SECRET_KEY || TURNSTILE_TEST_SECRET.test(raw.TURNSTILE_SECRET_KEY),
    },
    email: {
      resendApiKey: raw.RESEND_API_KEY,
      resendApiUrl: apiBase(raw.RESEND_API_URL ?? RESEND_API_URL_DEFAULT),
      from: raw.EMAIL_FROM ?? `${SITE_PROFILE.name} <hello@localhost>`,
      ownerAddress: raw.CONTACT_EMAIL_TO ?? SITE_PROFILE.email,
    },
    signingSecret: raw.BETTER_AUTH_SECRET ?? LOCAL_SIGNING_SECRET,
    authSecret: raw.BETTER_AUTH_SECRET ?? LOCAL_SIGNING_SECRET,
    stripe:
      raw.STRIPE_SECRET_KEY && raw.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: raw.STRIPE_SECRET_KEY,
            webhookSecret: raw.STRIPE_WEBHOOK_SECRET,
            apiUrl: apiBase(raw.STRIPE_API_URL ?? STRIPE_API_URL_DEFAULT),
          }
        : undefined,
    oauth: {
      google: pair(raw.GOOGLE_CLIENT_ID, raw.GOOGLE_CLIENT_SECRET),
      github: pair(raw.GITHUB_CLIENT_ID, raw.GITHUB_CLIENT_SECRET),
    },
    passwords: { breachCheck: raw.PWNED_PASSWORDS_CHECK === "on" },
    studio: { admins: studioAdmins(raw.STUDIO_ADMINS, isProduction) },
    downloads: {
      sharingNetworks: raw.DOWNLOAD_SHARING_NETWORKS
        ? Number(raw.DOWNLOAD_SHARING_NETWORKS)
        : DOWNLOAD_SHARING_NETWORKS_DEFAULT,
    },
    seller: {
      name: raw.SELLER_NAME ?? LOCAL_SELLER.name,
      taxId: raw.SELLER_TAX_ID ?? LOCAL_SELLER.taxId,
      address: raw.SELLER_ADDRESS ?? LOCAL_SELLER.address,
      email: raw.CONTACT_EMAIL_TO ?? SITE_PROFILE.email,
    },
    vatNumbers: { registry: isProduction || raw.VAT_NUMBER_CHECK === "vies" ? "vies" : "local" },
  };
}

function studioAdmins(list: string | undefined, isProduction: boolean): string[] {
  if (list === undefined) return isProduction ? [] : [LOCAL_STUDIO_AUTHOR];
  return [
    ...new Set(
      list
        .split(",")
        .map((a) => a.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

const cache = new WeakMap<object, AppConfig>();

/** Parses `env` once; the same bindings object always yields the same config. */
export function getConfig(env: object): AppConfig {
  let config = cache.get(env);
  if (!config) {
    config = parseConfig(env as Record<string, unknown>);
    cache.set(env, config);
  }
  return config;
}
