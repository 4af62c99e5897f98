import { Link } from "wouter";
import { accountStrings } from "../../i18n/account-strings";
import { useLabels } from "../../i18n/labels";

/** A list's load failure, with a retry. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const t = useLabels(accountStrings);
  return (
    <div role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-4">
      <p>{t("account.loadError")}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold text-wine underline underline-offset-4">
        {t("account.retry")}
      </button>
    </div>
  );
}

/** An empty list: what it will hold, and where to go. */
export function EmptyState({ text, action }: { text: string; action?: { href: string; label: string } }) {
  return (
    <div className="rounded-lg border border-dashed border-ink/25 bg-white p-8 text-center">
      <p className="text-ink/75">{text}</p>
      {action && (
        <Link
          href={action.href}
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
        >
          {action.label}
        </Link>
      )}
    </div>
  );
}
