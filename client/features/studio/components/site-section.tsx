import { useState } from "react";
import { Link } from "wouter";
import { LAUNCH_AREA, type LaunchArea, type LaunchFinding } from "#worker/contract/launch-check";
import { dateFormat } from "#worker/contract/intl-dates";
import { LoadError } from "#client/components/ui/list-states";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { api } from "#client/lib/api-client";
import { settle, unwrap } from "#client/lib/call-result";
import { useData } from "#client/lib/data-cache";
import { useHref } from "#client/lib/use-href";
import { findingText } from "../launch-findings";
import { SITE_LABELS } from "../site-labels";
import { BUTTON_TONES } from "./studio-controls";

const siteApi = {
  settings: () => settle(() => api.studio["site-settings"].$get()),
  change: (constructionNotice: boolean) =>
    settle(() => api.studio["site-settings"].$put({ json: { constructionNotice } })),
  launchCheck: () => settle(() => api.studio["launch-check"].$get()),
};

const AREAS: readonly LaunchArea[] = ["files", "facts", "links", "translations", "settings"];

/**
 * The studio's Site section: the construction notice's switch (audited, holding at once) and
 * the launch check, which lists everything a visitor would see that is still a stand-in or can't
 * be right (decision 075).
 */
export function SiteSection() {
  const label = useLabels(SITE_LABELS);
  return (
    <div className="space-y-8">
      <p className="max-w-3xl text-ink/80">{label("intro")}</p>
      <NoticeSwitch />
      <LaunchCheckPanel />
    </div>
  );
}

function NoticeSwitch() {
  const label = useLabels(SITE_LABELS);
  const { locale } = useI18n();
  const settings = useData("studio/site-settings", () => unwrap(siteApi.settings()));
  const [busy, setBusy] = useState(false);
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function flip(on: boolean) {
    setBusy(true);
    const result = await siteApi.change(on);
    setBusy(false);
    if (!result.ok) return notifyError(label("changeFailed"));
    void settings.mutate(result.data, { revalidate: false });
    notifySuccess(label(on ? "noticeTurnedOn" : "noticeTurnedOff"));
  }

  const data = settings.data;
  const changed = data?.changed.constructionNotice;
  return (
    <section aria-labelledby="site-notice" className="space-y-3">
      <h3 id="site-notice" className="font-display text-xl font-bold">
        {label("noticeHeading")}
      </h3>
      <p className="max-w-3xl text-sm text-ink/80">{label("noticeIntro")}</p>
      {settings.error ? (
        <LoadError onRetry={() => void settings.mutate()} />
      ) : !data ? (
        <p role="status">{label("checking")}</p>
      ) : (
        <>
          <button
            type="button"
            role="switch"
            aria-checked={data.settings.constructionNotice}
            disabled={busy}
            onClick={() => void flip(!data.settings.constructionNotice)}
            className="inline-flex min-h-11 items-center gap-3 rounded-md px-1 font-semibold disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className={`relative inline-block h-6 w-11 rounded-full motion-safe:transition-colors ${
                data.settings.constructionNotice ? "bg-wine" : "bg-ink/30"
              }`}
            >
              <span
                className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow motion-safe:transition-[left] ${
                  data.settings.constructionNotice ? "left-[1.375rem]" : "left-0.5"
                }`}
              />
            </span>
            {label("noticeSwitch")}
          </button>
          <p className="text-sm text-ink/75">
            {changed
              ? label("noticeChanged", { who: changed.by ?? "—", when: when.format(new Date(changed.at)) })
              : label("noticeDefault")}
          </p>
        </>
      )}
    </section>
  );
}

function LaunchCheckPanel() {
  const label = useLabels(SITE_LABELS);
  const { locale } = useI18n();
  const check = useData("studio/launch-check", () => unwrap(siteApi.launchCheck()));
  const [checking, setChecking] = useState(false);
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function again() {
    setChecking(true);
    await check.mutate();
    setChecking(false);
  }

  const findings = check.data?.findings ?? [];
  return (
    <section aria-labelledby="site-launch" className="space-y-3">
      <h3 id="site-launch" className="font-display text-xl font-bold">
        {label("checkHeading")}
      </h3>
      <p className="max-w-3xl text-sm text-ink/80">{label("checkIntro")}</p>
      {check.error ? (
        <p role="alert">{label("checkFailed")}</p>
      ) : !check.data ? (
        <p role="status">{label("checking")}</p>
      ) : (
        <>
          <p className="text-sm text-ink/75" role="status">
            {checking ? label("checking") : label("checkedAt", { when: when.format(new Date(check.data.checkedAt)) })}
          </p>
          {findings.length === 0 && <p className="font-semibold">{label("allClear")}</p>}
          {findings.length > 0 && AREAS.map((area) => <AreaFindings key={area} area={area} findings={findings} />)}
        </>
      )}
      <button type="button" disabled={checking} onClick={() => void again()} className={BUTTON_TONES.plain}>
        {checking ? label("checking") : label("checkAgain")}
      </button>
    </section>
  );
}

function AreaFindings({ area, findings }: { area: LaunchArea; findings: readonly LaunchFinding[] }) {
  const label = useLabels(SITE_LABELS);
  const { locale } = useI18n();
  const href = useHref();
  const mine = findings.filter((f) => LAUNCH_AREA[f.kind] === area);
  const id = `site-launch-${area}`;
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h4 id={id} className="font-semibold">
        {label("areaCount", { area: label(`area.${area}`), n: new Intl.NumberFormat(locale).format(mine.length) })}
      </h4>
      {mine.length === 0 ? (
        <p className="text-sm text-ink/75">{label("areaNone")}</p>
      ) : (
        <ul className="list-disc space-y-1 pl-6 text-sm">
          {mine.map((finding, i) => (
            <li key={i} className="break-words">
              {findingText(finding, label, locale)}
              {"product" in finding && (
                <>
                  {" "}
                  <Link
                    href={href(`/studio/catalogue?product=${encodeURIComponent(finding.product)}`)}
                    className="text-wine underline"
                  >
                    {label("openProduct")}
                    <span className="sr-only"> {finding.product}</span>
                  </Link>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
