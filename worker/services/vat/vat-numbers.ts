import type { TaxIdVerification } from "../../payments/provider";
import { normalVatNumber, vatNumberCountry } from "./eu-vat-rates";

/**
 * Whether a buyer's VAT number is registered (decision 061). Reverse charge needs a number
 * confirmed valid: by VIES (the European Commission's register of intra-EU VAT numbers) or by
 * Stripe's own verification of a number typed on its page. Anything else (not registered, the
 * register down, a number of another country than the billing address) is a consumer's sale.
 */

/** What the check concluded; only `valid` makes a business of the buyer. */
export type TaxIdStatus = "valid" | "invalid" | "unavailable" | "country_mismatch" | "malformed";
/** Who answered: VIES, the local stand-in for it, Stripe, or the shop's own rules (shape, country). */
export type TaxIdCheckedBy = "vies" | "vies_local" | "stripe" | "shop";

export interface TaxIdCheck {
  status: TaxIdStatus;
  checkedBy: TaxIdCheckedBy;
  checkedAt: number;
  /** The answer as given, for the record: VIES's verdict and request date or error, Stripe's status. */
  answer: string;
}

/** One VIES answer: registered or not, or no answer (the member state's service down, a timeout…). */
export type ViesAnswer =
  | { kind: "valid" | "invalid"; requestDate?: string; name?: string }
  | { kind: "unavailable"; reason: string };

/** The register of EU VAT numbers: VIES, or its local stand-in, chosen by configuration. */
export interface VatNumberRegistry {
  readonly name: "vies" | "vies_local";
  /** `countryCode` as VIES spells it (EL for Greece); `vatNumber` without it. Never throws. */
  check(countryCode: string, vatNumber: string): Promise<ViesAnswer>;
}

/**
 * The numbers the local stand-in for VIES knows as registered, and the only ones: made up, of the
 * right shape, and not anybody's. Every other number is "not registered" locally, so a made-up
 * number such as DE123456789 is taxed as a consumer's, as VIES would have it. Documented in the
 * README and `.dev.vars.example`; the local payment page lists them.
 */
export const LOCAL_VIES_VALID_NUMBERS = [
  "ATU10000001",
  "DE100000001",
  "ESB10000001",
  "FR10100000001",
  "IE1000001A",
  "IT10000000001",
  "NL100000001B01",
  "PT100000001",
] as const;

export function createLocalVies(): VatNumberRegistry {
  const known = new Set<string>(LOCAL_VIES_VALID_NUMBERS);
  return {
    name: "vies_local",
    async check(countryCode, vatNumber) {
      return known.has(`${countryCode}${vatNumber}`)
        ? { kind: "valid", requestDate: new Date().toISOString().slice(0, 10), name: "Local test business" }
        : { kind: "invalid", requestDate: new Date().toISOString().slice(0, 10) };
    },
  };
}

export const VIES_API_URL = "https://ec.europa.eu/taxation_customs/vies/rest-api";
/** A payment's webhook waits for VIES: past this it is "unavailable" and the sale a consumer's. */
export const VIES_TIMEOUT_MS = 4_000;
/** VIES's `INVALID_INPUT`: it read the number and says it can't be one. Other errors are outages. */
const VIES_INVALID_INPUT = "INVALID_INPUT";

/**
 * VIES's REST API: `POST /check-vat-number` with `{ countryCode, vatNumber }` answers
 * `{ valid, requestDate, name, address, … }`, with a `userError` (MS_UNAVAILABLE, TIMEOUT…)
 * when a member state did not answer, or an error status with `errorWrappers`.
 */
export function createVies(
  options: { fetch?: typeof fetch; apiUrl?: string; timeoutMs?: number } = {},
): VatNumberRegistry {
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const api = (options.apiUrl ?? VIES_API_URL).replace(/\/+$/, "");
  return {
    name: "vies",
    async check(countryCode, vatNumber) {
      let res: Response;
      try {
        res = await send(`${api}/check-vat-number`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs ?? VIES_TIMEOUT_MS),
        });
      } catch (err) {
        const timedOut = err instanceof Error && (err.name === "TimeoutError" || err.name === "AbortError");
        return { kind: "unavailable", reason: timedOut ? "TIMEOUT" : `UNREACHABLE: ${String(err).slice(0, 200)}` };
      }
      const body = (await res.json().catch(() => null)) as {
        valid?: unknown;
        requestDate?: unknown;
        name?: unknown;
        userError?: unknown;
        errorWrappers?: Array<{ error?: unknown }>;
      } | null;
      const error =
        typeof body?.userError === "string" && !["VALID", "INVALID"].includes(body.userError)
          ? body.userError
          : typeof body?.errorWrappers?.[0]?.error === "string"
            ? body.errorWrappers[0].error
            : null;
      const requestDate = typeof body?.requestDate === "string" ? { requestDate: body.requestDate } : {};
      if (error === VIES_INVALID_INPUT) return { kind: "invalid", ...requestDate };
      if (!res.ok || error || typeof body?.valid !== "boolean")
        return { kind: "unavailable", reason: error ?? `HTTP ${res.status}` };
      return body.valid
        ? { kind: "valid", ...requestDate, ...(typeof body.name === "string" ? { name: body.name } : {}) }
        : { kind: "invalid", ...requestDate };
    },
  };
}

/** VIES outside production unless asked for; always VIES in production (the config enforces it). */
export function vatNumberRegistry(config: { vatNumbers: { registry: "vies" | "local" } }): VatNumberRegistry {
  return config.vatNumbers.registry === "vies" ? createVies() : createLocalVies();
}

const countryOf = (value: string | null | undefined) => {
  const code = value?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
};

function viesWords(answer: ViesAnswer): string {
  if (answer.kind === "unavailable") return answer.reason;
  return [answer.kind, answer.requestDate && `on ${answer.requestDate}`, answer.name && `(${answer.name})`]
    .filter(Boolean)
    .join(" ");
}

/**
 * Checks a buyer's VAT number before it can make a reverse charge: its shape, then that it belongs
 * to the billing address's country (a business is supplied where it is established, and the two
 * must agree), then Stripe's verification when the number was typed on Stripe's page, then VIES.
 * Stripe's `verified` confirms and `unverified` refuses; `pending` and `unavailable` can't hold
 * up a sale, so VIES is asked at once and its answer decides.
 */
export async function checkTaxId(
  taxId: string,
  billingCountry: string | null | undefined,
  deps: { registry: VatNumberRegistry; stripe?: () => Promise<TaxIdVerification | null>; now?: number },
): Promise<TaxIdCheck> {
  const checkedAt = deps.now ?? Date.now();
  const number = normalVatNumber(taxId);
  const country = vatNumberCountry(number);
  if (!country) return { status: "malformed", checkedBy: "shop", checkedAt, answer: "not an EU VAT number's shape" };
  const billing = countryOf(billingCountry);
  if (billing !== country)
    return {
      status: "country_mismatch",
      checkedBy: "shop",
      checkedAt,
      answer: `a number of ${country}, billed in ${billing ?? "no country"}`,
    };
  let stripeSaid = "";
  if (deps.stripe) {
    const verification = await deps.stripe().catch(() => null);
    if (verification === "verified") return { status: "valid", checkedBy: "stripe", checkedAt, answer: "verified" };
    if (verification === "unverified")
      return { status: "invalid", checkedBy: "stripe", checkedAt, answer: "unverified" };
    stripeSaid = `Stripe: ${verification ?? "no answer"}; `;
  }
  const viesCountry = country === "GR" ? "EL" : country;
  const answer = await deps.registry.check(viesCountry, number.slice(2));
  return {
    status: answer.kind,
    checkedBy: deps.registry.name,
    checkedAt,
    answer: `${stripeSaid}${deps.registry.name === "vies_local" ? "local VIES" : "VIES"}: ${viesWords(answer)}`.slice(
      0,
      500,
    ),
  };
}
