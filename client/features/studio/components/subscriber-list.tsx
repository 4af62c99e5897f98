import { useId, useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { dateFormat } from "#worker/contract/intl-dates";
import { numberFormat } from "#worker/contract/intl-formats";
import { LOCALES } from "#worker/contract/locales";
import {
  SUBSCRIBER_LIMITS,
  SUBSCRIBER_STATES,
  type SubscriberSummary,
} from "#worker/contract/studio-newsletter-fields";
import type { SubscriberFilters } from "#worker/contract/studio-newsletter";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { forgetNewsletter, newsletterApi } from "../newsletter-api";
import { NEWSLETTER_LABELS } from "../newsletter-labels";
import { filtersFrom, oneOf, words } from "../list-address";
import { withQuery } from "../studio-api";
import { useKeysetPages } from "../use-keyset-pages";
import { CsvLink, KeysetList, SearchRow } from "./keyset-list";
import { ConfirmDialog } from "./moderation-parts";
import { FIELD_CLASS, FIELD_LABEL_CLASS } from "./studio-controls";

/** The filters the address holds; unknown values are dropped. */
const subscriberFiltersFrom = (search: string) =>
  filtersFrom<SubscriberFilters>(search, {
    state: oneOf(SUBSCRIBER_STATES),
    locale: oneOf(LOCALES),
    q: words(SUBSCRIBER_LIMITS.q),
  });

const STATE_TONE = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-emerald-100 text-emerald-900",
  unsubscribed: "bg-ink/10 text-ink/80",
} as const;

/**
 * The newsletter's subscribers: by state (with each state's total), language
 * and address, newest first, fifty at a time by the server's cursor; each with its consent record;
 * the filtered list as CSV; one removed for good behind typing the address again.
 */
export function SubscriberList() {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale } = useI18n();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = subscriberFiltersFrom(search);
  const key = withQuery("studio/newsletter/subscribers", filters);
  const list = useKeysetPages(key, async (before) => dataOrThrow(await newsletterApi.subscribers(filters, before)));
  const [removing, setRemoving] = useState<SubscriberSummary | null>(null);
  const count = numberFormat(locale);
  const totals = list.pages?.[0]?.totals;
  const rows = list.pages?.flatMap((p) => p.subscribers) ?? [];
  const filtered = Object.keys(filters).length > 0;

  const setFilters = (next: SubscriberFilters) => navigate(withQuery(path, { tab: "subscribers", ...next }));
  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    setFilters({ ...filters, q: q || undefined });
  }

  return (
    <div className="space-y-4">
      <div role="group" aria-label={label("state")} className="flex flex-wrap gap-2">
        {([undefined, ...SUBSCRIBER_STATES] as const).map((state) => {
          const total = totals && (state ? totals[state] : SUBSCRIBER_STATES.reduce((n, s) => n + totals[s], 0));
          return (
            <button
              key={state ?? "all"}
              type="button"
              aria-pressed={filters.state === state}
              onClick={() => setFilters({ ...filters, state })}
              className={`inline-flex min-h-11 items-center gap-2 rounded-md px-4 font-semibold ring-1 ${
                filters.state === state ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-ink/20 hover:ring-wine"
              }`}
            >
              {label(state ? `state.${state}` : "all")}
              {total !== undefined && <span className="tabular-nums opacity-80">{count.format(total)}</span>}
            </button>
          );
        })}
      </div>
      <form
        role="search"
        key={search}
        onSubmit={onSearch}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-[12rem_1fr]"
      >
        <div>
          <label htmlFor="subscribers-locale" className={FIELD_LABEL_CLASS}>
            {label("language")}
          </label>
          <select
            id="subscribers-locale"
            defaultValue={filters.locale ?? ""}
            onChange={(e) =>
              setFilters({ ...filters, locale: (e.target.value || undefined) as SubscriberFilters["locale"] })
            }
            className={FIELD_CLASS}
          >
            <option value="">{label("all")}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {label(`language.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <SearchRow
            id="subscribers-q"
            label={label("searchSubscribers")}
            maxLength={SUBSCRIBER_LIMITS.q}
            defaultValue={filters.q}
            submit={label("search")}
          />
        </div>
      </form>
      <CsvLink href={newsletterApi.subscribersCsvUrl(filters)}>{label("exportCsv")}</CsvLink>
      <KeysetList
        list={list}
        count={rows.length}
        label={label("subscriberList")}
        texts={{
          loading: label("loading"),
          empty: label(filtered ? "noMatch" : "noSubscribers"),
          more: label("more"),
          loadingMore: label("loading"),
        }}
      >
        {rows.map((s) => (
          <SubscriberRow key={s.id} subscriber={s} onRemove={() => setRemoving(s)} />
        ))}
      </KeysetList>
      {removing && (
        <RemoveDialog
          subscriber={removing}
          onClose={() => setRemoving(null)}
          onRemoved={() => {
            setRemoving(null);
            forgetNewsletter();
            list.refresh();
          }}
        />
      )}
    </div>
  );
}

function SubscriberRow({ subscriber: s, onRemove }: { subscriber: SubscriberSummary; onRemove: () => void }) {
  const label = useLabels(NEWSLETTER_LABELS);
  const { locale } = useI18n();
  const day = dateFormat(locale, { dateStyle: "medium" });
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const date = (ms: number) => day.format(new Date(ms));
  const history = [
    label("joined", { date: date(s.createdAt) }),
    s.confirmedAt && label("confirmedOn", { date: date(s.confirmedAt) }),
    s.unsubscribedAt && label("unsubscribedOn", { date: date(s.unsubscribedAt) }),
  ].filter(Boolean);
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[s.state]}`}>
          {label(`one.${s.state}`)}
        </span>
        <span className="font-semibold break-all">{s.email}</span>
        <span className="text-xs font-medium text-ink/70 uppercase">{label(`language.${s.locale}`)}</span>
      </div>
      <p className="text-sm text-ink/75">{history.join(" · ")}</p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-wine">{label("consent")}</summary>
        <div className="mt-2 space-y-1 rounded-md bg-ink/5 p-3">
          <p>
            {label("consentFrom", {
              date: when.format(new Date(s.consent.at)),
              page: s.consent.pageUrl ?? label(`source.${s.consent.source}`),
              language: label(`language.${s.consent.locale}`),
            })}
          </p>
          <p className="italic">
            {s.consent.text ? `“${s.consent.text}”` : label("consentUnknownText")}
            {s.consent.version && <span className="ml-1 font-mono text-xs not-italic">({s.consent.version})</span>}
          </p>
        </div>
      </details>
      <button
        type="button"
        onClick={onRemove}
        className="text-sm font-semibold text-red-800 underline underline-offset-4"
      >
        {label("remove")}
      </button>
    </li>
  );
}

function RemoveDialog({
  subscriber,
  onClose,
  onRemoved,
}: {
  subscriber: SubscriberSummary;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const label = useLabels(NEWSLETTER_LABELS);
  const id = useId();
  const [typed, setTyped] = useState("");
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    const result = await newsletterApi.removeSubscriber(subscriber.id, typed);
    setBusy(false);
    if (!result.ok) {
      if (result.fields?.confirm) return setMismatch(true);
      return notifyError(label("actionFailed"));
    }
    notifySuccess(label("removed"));
    onRemoved();
  }
  return (
    <ConfirmDialog
      open
      title={label("removeTitle")}
      text={label("removeText", { email: subscriber.email })}
      confirmLabel={label("remove")}
      busyLabel={label("loading")}
      busy={busy}
      onConfirm={() => void remove()}
      onClose={onClose}
    >
      <div>
        <label htmlFor={id} className={FIELD_LABEL_CLASS}>
          {label("confirmEmail")}
        </label>
        <input
          id={id}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setMismatch(false);
          }}
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? `${id}-error` : undefined}
          className={FIELD_CLASS}
        />
        {mismatch && (
          <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-orange-800">
            {label("confirmMismatch")}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
