import { Link } from "wouter";
import { SecondFactorForm } from "../../../components/forms/second-factor-form";
import { useLabels } from "../../../i18n/labels";
import { CallError, unwrap } from "../../../lib/call-result";
import { useData } from "../../../lib/data-cache";
import { useHref } from "../../../lib/use-href";
import { STUDIO_LABELS } from "../labels";
import { studioApi } from "../studio-api";
import { AuditLogList } from "./audit-log-list";
import { EnrolPanel } from "./enrol-panel";

const panel = "max-w-2xl space-y-4 rounded-lg bg-white p-6 ring-1 ring-ink/10";

/**
 * The studio (issue 19, decision 041): its door, then the author's desk. The Worker decides
 * everything; this screen only shows what it answered: sign in, not this account, set up the
 * app, enter the code, or come in.
 */
export function StudioScreen() {
  const label = useLabels(STUDIO_LABELS);
  const href = useHref();
  const access = useData("studio/access", () => unwrap(studioApi.access()));
  const status = access.error instanceof CallError ? access.error.status : null;

  let body;
  if (status === 401) {
    body = (
      <section aria-labelledby="studio-door" className={panel}>
        <h2 id="studio-door" className="font-display text-2xl font-bold">
          {label("signedOutHeading")}
        </h2>
        <p>{label("signedOutText")}</p>
        <Link
          href={href(`/auth?redirect=${encodeURIComponent("/studio")}`)}
          className="inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
        >
          {label("signIn")}
        </Link>
      </section>
    );
  } else if (status === 403) {
    body = (
      <section aria-labelledby="studio-door" className={panel} role="alert">
        <h2 id="studio-door" className="font-display text-2xl font-bold">
          {label("refusedHeading")}
        </h2>
        <p>{label("refusedText")}</p>
      </section>
    );
  } else if (access.error) {
    body = (
      <div role="alert" className={panel}>
        <p>{label("loadError")}</p>
        <button
          type="button"
          onClick={() => void access.mutate()}
          className="font-semibold text-wine underline underline-offset-4"
        >
          {label("retry")}
        </button>
      </div>
    );
  } else if (!access.data) {
    body = <p role="status">{label("checking")}</p>;
  } else if (access.data.stage === "enrol") {
    body = <EnrolPanel email={access.data.email} onDone={() => void access.mutate()} />;
  } else if (access.data.stage === "verify") {
    body = (
      <section aria-labelledby="studio-door" className={panel}>
        <h2 id="studio-door" className="font-display text-2xl font-bold">
          {label("verifyHeading")}
        </h2>
        <SecondFactorForm headingId="studio-door" onPassed={() => void access.mutate()} />
      </section>
    );
  } else {
    body = (
      <div className="space-y-8">
        <p className="text-lg">{label("welcome", { name: access.data.name })}</p>
        <section aria-labelledby="studio-audit-log" className="space-y-3">
          <h2 id="studio-audit-log" className="font-display text-2xl font-bold">
            {label("auditLog")}
          </h2>
          <p className="text-ink/80">{label("auditLogIntro")}</p>
          <AuditLogList />
        </section>
      </div>
    );
  }

  return <div className="mx-auto max-w-6xl px-4 pb-24 sm:px-6">{body}</div>;
}
