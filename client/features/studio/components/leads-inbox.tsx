import { useState, type FormEvent } from "react";
import { useLocation, useSearch } from "wouter";
import { LOCALES } from "#worker/contract/locales";
import { dateFormat } from "#worker/contract/intl-dates";
import {
  LEAD_KINDS,
  LEAD_LIMITS,
  LEAD_STATES,
  type LeadKind,
  type LeadSummary,
} from "#worker/contract/studio-lead-fields";
import type { LeadFilters } from "#worker/contract/studio-leads";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { dataOrThrow } from "#client/lib/call-result";
import { sendersWords } from "../lead-words";
import { LEADS_LABELS } from "../leads-labels";
import { day, filtersFrom, oneOf, words } from "../list-address";
import { studioApi, withQuery } from "../studio-api";
import { useKeysetPages } from "../use-keyset-pages";
import { CsvLink, KeysetList, SearchRow } from "./keyset-list";
import { LeadDialog } from "./lead-dialog";
import { FilterSelect, PeriodFields } from "./list-filters";
import { BUTTON_TONES } from "./studio-controls";

const FILTER_KEYS = ["kind", "state", "locale", "from", "to", "q"] as const;

/** The filters the address holds (the overview's figures link here with theirs); unknown values are dropped. */
export function leadFiltersFrom(search: string): LeadFilters {
  return filtersFrom<LeadFilters>(search, {
    kind: oneOf(LEAD_KINDS),
    state: oneOf(LEAD_STATES),
    locale: oneOf(LOCALES),
    from: day,
    to: day,
    q: words(LEAD_LIMITS.q),
  });
}

/** A lead's badge colour by state: read with its word, never by colour alone. */
const STATE_TONE = {
  new: "bg-wine text-white",
  answered: "bg-emerald-100 text-emerald-900",
  archived: "bg-ink/10 text-ink/80",
} as const;

/**
 * The leads inbox: every kind in one list, newest first, filtered by kind,
 * state, language, period and words, fifty at a time by the server's cursor. The filters live
 * in the address, so a figure on the overview can link to its list and Back undoes a filter.
 */
export function LeadsInbox() {
  const label = useLabels(LEADS_LABELS);
  const { locale } = useI18n();
  const search = useSearch();
  const [path, navigate] = useLocation();
  const filters = leadFiltersFrom(search);
  const [open, setOpen] = useState<{ kind: LeadKind; id: string } | null>(null);
  const reversed = !!filters.from && !!filters.to && filters.from > filters.to;
  const key = reversed ? null : withQuery("studio/leads", filters);
  const list = useKeysetPages(key, async (before) => dataOrThrow(await studioApi.leads(filters, before)));
  const when = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });
  const filtered = Object.keys(filters).length > 0;

  const setFilters = (next: LeadFilters) => navigate(withQuery(path, next));
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setFilters(Object.fromEntries(FILTER_KEYS.map((k) => [k, String(data.get(k) ?? "").trim()])) as LeadFilters);
  }
  const select = (name: "kind" | "state" | "locale", options: readonly string[]) => {
    const words = name === "locale" ? "language" : name;
    return (
      <FilterSelect
        id={`leads-${name}`}
        name={name}
        label={label(words)}
        value={filters[name]}
        anyLabel={label("any")}
        options={options.map((o) => ({ value: o, label: label(`${words}.${o}` as keyof typeof LEADS_LABELS) }))}
        onChange={(value) => setFilters({ ...filters, [name]: value })}
      />
    );
  };

  const rows: LeadSummary[] = list.pages?.flatMap((p) => p.leads) ?? [];
  return (
    <div className="space-y-4">
      <p className="text-ink/80">{label("intro")}</p>
      <form
        role="search"
        aria-label={label("filters")}
        onSubmit={onSubmit}
        // Remounted when the address changes, so the fields show the filters applied.
        key={search}
        className="grid gap-3 rounded-lg bg-white p-4 ring-1 ring-ink/10 sm:grid-cols-3 lg:grid-cols-6"
      >
        {select("kind", LEAD_KINDS)}
        {select("state", LEAD_STATES)}
        {select("locale", LOCALES)}
        <PeriodFields
          idPrefix="leads"
          from={filters.from}
          to={filters.to}
          fromLabel={label("from")}
          toLabel={label("to")}
          reversed={reversed}
          errorId="leads-period-error"
        />
        <div className="sm:col-span-3 lg:col-span-6">
          <SearchRow
            id="leads-q"
            label={label("search")}
            maxLength={LEAD_LIMITS.q}
            defaultValue={filters.q}
            submit={label("apply")}
            after={
              filtered && (
                <button type="button" onClick={() => setFilters({})} className={BUTTON_TONES.plain}>
                  {label("clear")}
                </button>
              )
            }
          />
        </div>
        {reversed && (
          <p id="leads-period-error" role="alert" className="text-sm text-orange-800 sm:col-span-3 lg:col-span-6">
            {label("periodReversed")}
          </p>
        )}
      </form>
      <CsvLink href={studioApi.leadsCsvUrl(filters)}>{label("exportCsv")}</CsvLink>
      {!reversed && (
        <KeysetList
          list={list}
          count={rows.length}
          label={label("list")}
          texts={{
            loading: label("loading"),
            empty: label(filtered ? "emptyFiltered" : "empty"),
            more: label("more"),
            loadingMore: label("loadingMore"),
          }}
        >
          {rows.map((lead) => (
            <li key={`${lead.kind}/${lead.id}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                onClick={() => setOpen({ kind: lead.kind, id: lead.id })}
                className="grid w-full gap-1 px-4 py-3 text-left hover:bg-ink/5 sm:grid-cols-[1fr_auto]"
              >
                <span className="min-w-0">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONE[lead.state]}`}>
                      {label(`state.${lead.state}`)}
                    </span>
                    <span className="text-xs font-medium text-ink/70 uppercase">{label(`kind.${lead.kind}`)}</span>
                    <span className="font-semibold">{lead.name}</span>
                    <span className="text-sm break-all text-ink/75">{lead.email}</span>
                  </span>
                  {sendersWords(lead.kind, lead.subject, "subject") ? (
                    <span className="mt-1 block font-medium">{lead.subject}</span>
                  ) : (
                    <span className="mt-1 block text-ink/75 italic">{label("noSubject")}</span>
                  )}
                  {sendersWords(lead.kind, lead.preview, "message") && (
                    <span className="block truncate text-sm text-ink/75">{lead.preview}</span>
                  )}
                </span>
                <span className="text-sm whitespace-nowrap text-ink/70">
                  <time dateTime={new Date(lead.createdAt).toISOString()}>{when.format(new Date(lead.createdAt))}</time>{" "}
                  · {label(`language.${lead.locale}`)}
                </span>
              </button>
            </li>
          ))}
        </KeysetList>
      )}
      {open && <LeadDialog kind={open.kind} id={open.id} onClose={() => setOpen(null)} onChanged={list.refresh} />}
    </div>
  );
}
