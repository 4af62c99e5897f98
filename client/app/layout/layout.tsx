import { lazy, Suspense, useEffect, useRef, type ReactNode } from "react";
import { Island } from "../../islands/island";
import { useDocumentMode } from "../../islands/document-mode";
import { PageToaster } from "../../components/ui/page-toaster";
import { useScrollToHash } from "../../hooks/use-scroll-to-hash";
import { useI18n } from "../../i18n/i18n-context";
import { ConstructionNoticeHost } from "../../features/construction-notice/construction-notice-host";
import { LeadFormHost } from "../../features/lead-capture/components/lead-form-host";
import { FloatingContact } from "./floating-contact";
import { Header } from "./header";
import { TopBar } from "./top-bar";

/**
 * The footer: its own chunk, below the first screen of every page (a document's footer is the
 * server's markup, its newsletter form an island).
 */
const Footer = lazy(() => import("./footer").then((m) => ({ default: m.Footer })));

export function PageLoading() {
  const { t } = useI18n();
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center pt-40 text-ink/70">
      {t("common.loading")}
    </div>
  );
}

/**
 * The page's `<main>`: after a client-side navigation, the page starts at the top and the focus
 * moves to the new page so screen readers announce it (a full page load does this by itself).
 */
export function useMainOfRoute(routeKey: string) {
  const main = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [routeKey]);
  useScrollToHash(routeKey);
  return main;
}

/** The link past the frame to the page's content, the first stop of the keyboard. */
export function SkipLink() {
  const { t } = useI18n();
  return (
    <a
      href="#main"
      className="sr-only z-[60] rounded bg-white px-4 py-2 font-semibold text-ink focus:not-sr-only focus:fixed focus:top-12 focus:left-4"
    >
      {t("common.skipToContent")}
    </a>
  );
}

/** The frame every public page shares: top bar, header, footer, floating contact, dialogs and toasts. */
export function Layout({ heroMode, routeKey, children }: { heroMode: boolean; routeKey: string; children: ReactNode }) {
  const documentMode = useDocumentMode();
  const main = useMainOfRoute(routeKey);

  return (
    <>
      <SkipLink />
      <TopBar />
      <Header heroMode={heroMode} />
      <main id="main" ref={main} tabIndex={-1} className="min-h-screen outline-none">
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <FloatingContact />
      {documentMode ? (
        <>
          {/* The frame's hosts: the frame's script loads each when it is asked for (client/document/frame.ts). */}
          <Island name="site-search" load="manual" props={{}} />
          <Island name="lead-form" load="manual" props={{}} />
          <Island name="construction-notice" load="manual" props={{}} />
          <Island name="page-toaster" load="manual" props={{}} />
        </>
      ) : (
        <>
          <LeadFormHost />
          <ConstructionNoticeHost />
          <PageToaster />
        </>
      )}
    </>
  );
}
