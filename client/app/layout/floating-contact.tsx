import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { MailIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { requestLeadForm } from "../../lib/lead-form-event";
import { splitLocale } from "#worker/contract/locales";
import { watchReadingDown } from "./frame-rules";

/** Pages with their own way to write (the contact form) or no visitor to write (the studio). */
function offeredOn(pathname: string): boolean {
  const { path } = splitLocale(pathname);
  return path !== "/contact" && path !== "/studio" && !path.startsWith("/studio/");
}

/** Whether a phone reader is reading down the page (frame-rules.ts). */
function useReadingDown(): boolean {
  const [readingDown, setReadingDown] = useState(false);
  useEffect(() => watchReadingDown(setReadingDown), []);
  return readingDown;
}

/** The round contact control fixed at the bottom corner; opens the lead form dialog. */
export function FloatingContact() {
  const { t } = useI18n();
  const [location, navigate] = useLocation();
  const readingDown = useReadingDown();
  if (!offeredOn(location)) return null;
  return (
    <button
      type="button"
      aria-label={t("floatingContact.label")}
      title={t("floatingContact.label")}
      data-floating-contact=""
      data-reading-down={readingDown || undefined}
      onClick={() => {
        if (!requestLeadForm("floating_contact")) navigate("/contact");
      }}
      // Drawn from the attribute, which a document's plain frame script sets the same way.
      className="fixed right-4 bottom-4 z-30 inline-flex h-12 w-12 items-center justify-center rounded-full bg-wine text-white shadow-lg transition hover:scale-105 hover:bg-wine-dark focus-visible:translate-y-0 focus-visible:opacity-100 sm:right-5 sm:bottom-5 sm:h-14 sm:w-14 motion-reduce:transition-none motion-reduce:hover:scale-100 max-sm:data-reading-down:pointer-events-none max-sm:data-reading-down:not-focus-visible:translate-y-20 max-sm:data-reading-down:not-focus-visible:opacity-0"
    >
      <MailIcon width={24} height={24} />
    </button>
  );
}
