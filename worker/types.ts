import type { AuthSession } from "./auth/create-auth";
import type { AppConfig } from "./config";
import type { Db } from "./db/client";
import type { PaymentProvider } from "./payments/provider";
import type { LeadContext } from "./services/lead-capture";

/** Secrets are set with `wrangler secret put` or `.dev.vars`, so `wrangler types` can't see them. */
export interface Secrets {
  BETTER_AUTH_SECRET?: string;
  RESEND_API_KEY?: string;
  EMAIL_FROM?: string;
  CONTACT_EMAIL_TO?: string;
  TURNSTILE_SITE_KEY?: string;
  TURNSTILE_SECRET_KEY?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  STUDIO_ADMINS?: string;
}

export type Bindings = Env & Secrets;

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    /** Per-response CSP nonce for inline and module scripts. */
    nonce: string;
    config: AppConfig;
    /** The request's services, set by `servicesMiddleware` (worker/middleware/services.ts). */
    db: Db;
    /** Where links in answers and emails point: the request's origin locally, SITE_URL in production. */
    origin: string;
    /** What the lead-capture services take. */
    lead: LeadContext;
    /** Stripe, the local test provider, or null where payments are off (production without keys). */
    payments: PaymentProvider | null;
    /** Sends the outbox rows the request queued once the response is out. */
    sendAfterResponse: (outboxIds: string[]) => void;
    /** The signed-in reader, set by `loadViewer` on routes that need to know. */
    viewer: AuthSession | null;
  };
}
