import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from "react";
import { Link } from "wouter";
import { LoadError } from "#client/components/ui/list-states";
import { SecondFactorForm } from "#client/components/forms/second-factor-form";
import { useLabels } from "#client/i18n/labels";
import { useAuth } from "#client/lib/auth/auth-state";
import { CallError, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { STUDIO_LABELS } from "../labels";
import { studioApi } from "../studio-api";
import { StudioSlotsContext, type StudioSlots } from "../studio-slots";
import { EnrolPanel } from "./enrol-panel";

/** One of the door's answers: a heading and what to do next (`alert` for a refusal). */
function DoorPanel({ heading, alert = false, children }: { heading: string; alert?: boolean; children: ReactNode }) {
  return (
    <section
      aria-labelledby="studio-door"
      role={alert ? "alert" : undefined}
      className="max-w-2xl space-y-4 rounded-lg bg-white p-6 ring-1 ring-ink/10"
    >
      <h2 id="studio-door" className="font-display text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** A section's screen, loaded when the author first opens it: the studio's page stays small. */
const onDemand = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The desk's sections, by their address under /studio: the nav's name and what the section
 * draws (its words and intro are the section's own).
 */
const SECTIONS: readonly { slug: string; key: keyof typeof STUDIO_LABELS; Body: ComponentType }[] = [
  { slug: "", key: "overview", Body: onDemand(() => import("./audience-overview").then((m) => m.AudienceOverview)) },
  { slug: "leads", key: "leads", Body: onDemand(() => import("./leads-inbox").then((m) => m.LeadsInbox)) },
  {
    slug: "newsletter",
    key: "newsletter",
    Body: onDemand(() => import("./newsletter-section").then((m) => m.NewsletterSection)),
  },
  { slug: "orders", key: "orders", Body: onDemand(() => import("./orders-list").then((m) => m.OrdersSection)) },
  {
    slug: "catalogue",
    key: "catalogue",
    Body: onDemand(() => import("./catalogue-section").then((m) => m.CatalogueSection)),
  },
  { slug: "codes", key: "codes", Body: onDemand(() => import("./codes-section").then((m) => m.CodesSection)) },
  {
    slug: "requests",
    key: "downloadRequests",
    Body: onDemand(() => import("./download-requests").then((m) => m.DownloadRequestsSection)),
  },
  {
    slug: "whose-copy",
    key: "whoseCopy",
    Body: onDemand(() => import("./whose-copy").then((m) => m.WhoseCopySection)),
  },
  { slug: "sales", key: "sales", Body: onDemand(() => import("./sales-report").then((m) => m.SalesReport)) },
  { slug: "comments", key: "comments", Body: onDemand(() => import("./comments-queue").then((m) => m.CommentsQueue)) },
  { slug: "reviews", key: "reviews", Body: onDemand(() => import("./reviews-queue").then((m) => m.ReviewsQueue)) },
  { slug: "readers", key: "readers", Body: onDemand(() => import("./readers-list").then((m) => m.ReadersList)) },
  { slug: "site", key: "site", Body: onDemand(() => import("./site-section").then((m) => m.SiteSection)) },
  {
    slug: "audit-log",
    key: "auditLog",
    Body: onDemand(() => import("./audit-log-list").then((m) => m.AuditLogSection)),
  },
];

/**
 * The studio (decision 041): its door, then the author's desk. The Worker decides
 * everything; this screen only shows what it answered: sign in, not this account, set up the
 * app, enter the code, or come in.
 */
type Section = (typeof SECTIONS)[number];

/** The sections' links; the current one is scrolled into the phone's line of them. */
function SectionsNav({
  current,
  label,
  names,
  href,
}: {
  current: Section | undefined;
  label: string;
  names: (section: Section) => string;
  href: (path: string) => string;
}) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  }, [current]);
  return (
    <nav aria-label={label} className="lg:sticky lg:top-4">
      <ul
        ref={list}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-ink/10 px-4 pb-2 sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:overflow-visible lg:border-b-0 lg:px-0 lg:pb-0"
      >
        {SECTIONS.map((s) => (
          <li key={s.key} className="shrink-0">
            <Link
              href={href(s.slug ? `/studio/${s.slug}` : "/studio")}
              aria-current={s === current ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-md px-4 font-semibold whitespace-nowrap ${
                s === current ? "bg-ink text-white" : "text-ink hover:bg-ink/5"
              }`}
            >
              {names(s)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function StudioScreen({ section = "", slots }: { section?: string; slots: StudioSlots }) {
  const label = useLabels(STUDIO_LABELS);
  const href = useHref();
  const { user, loading } = useAuth();
  // Signed out is known without asking the door (whose 401 would only say so again); signed in,
  // the door decides. Keyed by the account, so signing in or out asks again.
  const access = useData(user ? `studio/access/${user.id}` : null, () => unwrap(studioApi.access()));
  const status = !loading && !user ? 401 : access.error instanceof CallError ? access.error.status : null;

  let body;
  if (status === 401) {
    body = (
      <DoorPanel heading={label("signedOutHeading")}>
        <p>{label("signedOutText")}</p>
        <Link
          href={href(`/auth?redirect=${encodeURIComponent("/studio")}`)}
          className="inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
        >
          {label("signIn")}
        </Link>
      </DoorPanel>
    );
  } else if (status === 403) {
    body = (
      <DoorPanel heading={label("refusedHeading")} alert>
        <p>{label("refusedText")}</p>
      </DoorPanel>
    );
  } else if (access.error) {
    body = <LoadError onRetry={() => void access.mutate()} />;
  } else if (loading || !access.data) {
    body = <p role="status">{label("checking")}</p>;
  } else if (access.data.stage === "enrol") {
    body = <EnrolPanel email={access.data.email} onDone={() => void access.mutate()} />;
  } else if (access.data.stage === "verify") {
    body = (
      <DoorPanel heading={label("verifyHeading")}>
        <SecondFactorForm headingId="studio-door" onPassed={() => void access.mutate()} />
      </DoorPanel>
    );
  } else {
    // An address of no section says so (in the overview's place, with the sections beside it).
    const found = SECTIONS.find((s) => s.slug === section);
    const current = found ?? SECTIONS[0]!;
    body = (
      <div className="space-y-6">
        <p className="text-lg">{label("welcome", { name: access.data.name })}</p>
        {/* The desk's sections: a column beside the section on a wide screen; on a phone, one
            line that scrolls sideways, so the section itself is on the first screen. */}
        <div className="lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:items-start lg:gap-8">
          <SectionsNav current={found} label={label("sections")} names={(s) => label(s.key)} href={href} />
          {found ? (
            <section aria-labelledby="studio-section" className="mt-6 space-y-3 lg:mt-0">
              <h2 id="studio-section" className="font-display text-2xl font-bold">
                {label(current.key)}
              </h2>
              <StudioSlotsContext.Provider value={slots}>
                <Suspense fallback={<p role="status">{label("checking")}</p>}>
                  <current.Body />
                </Suspense>
              </StudioSlotsContext.Provider>
            </section>
          ) : (
            <section aria-labelledby="studio-section" className="mt-6 space-y-3 lg:mt-0">
              <h2 id="studio-section" className="font-display text-2xl font-bold">
                {label("unknownSection")}
              </h2>
              <p>{label("unknownSectionText", { section })}</p>
              <Link href={href("/studio")} className="text-wine underline">
                {label("toOverview")}
              </Link>
            </section>
          )}
        </div>
      </div>
    );
  }

  return <div className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">{body}</div>;
}
