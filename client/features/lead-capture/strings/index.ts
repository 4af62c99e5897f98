import { splitLocale } from "#worker/contract/locales";
import type { Leaves, TranslationKey, Widen } from "#client/i18n/dictionaries/en";
import { useLabels } from "#client/i18n/labels";
import { lazyStrings, type FeatureTranslate } from "#client/i18n/lazy-strings";
import type { leadCaptureEn } from "./en";

/**
 * The lead-capture forms' strings (contact, resume request, newsletter, free excerpt). They
 * are not in the main dictionary, which every page loads before its first paint: the forms sit
 * below the fold or in a dialog, so most first loads never need them.
 */
export const leadCaptureStrings = lazyStrings({
  en: () => import("./en").then((m) => m.leadCaptureEn),
  es: () => import("./es").then((m) => m.leadCaptureEs),
  ca: () => import("./ca").then((m) => m.leadCaptureCa),
});

/** A form's words: its own strings, and the main dictionary's (loaded before any page renders). */
export type LeadCaptureKey = Leaves<Widen<typeof leadCaptureEn>> | TranslationKey;
export type LeadCaptureTranslate = FeatureTranslate<LeadCaptureKey>;

export function useLeadCaptureText(): LeadCaptureTranslate {
  // The shared translator looks every key up in one store, the main dictionary's included.
  return useLabels(leadCaptureStrings) as unknown as LeadCaptureTranslate;
}

// In the browser a document's language is fixed (docs/decisions/026-text-per-language.md): the
// forms' module waits for that language's strings, so it arrives ready and a form hydrated from
// an opening (the contact page, a book's excerpt) never suspends. The build's prerender has
// no window and lets the render wait for them instead.
if (typeof window !== "undefined") await leadCaptureStrings.preload(splitLocale(window.location.pathname).locale);
