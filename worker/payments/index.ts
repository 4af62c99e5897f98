import type { AppConfig } from "../config";
import { createLocalProvider } from "./local";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe";

/**
 * Stripe when its keys are set; the local test provider otherwise, except in production,
 * where no keys means no payments rather than pretend ones.
 */
export function paymentProvider(config: AppConfig, siteUrl: string): PaymentProvider | null {
  if (config.stripe) return createStripeProvider(config.stripe.secretKey, { apiUrl: config.stripe.apiUrl });
  if (config.isProduction) return null;
  return createLocalProvider(siteUrl);
}
