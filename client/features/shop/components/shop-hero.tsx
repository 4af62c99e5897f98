import type { ReactNode } from "react";
import { DownloadIcon } from "../../../components/ui/icons";
import { useI18n } from "../../../i18n/i18n-context";
import type { ShopLabel } from "../labels";
import { useLabels } from "../../../i18n/labels";
import { SHOP_LABELS } from "../labels";

const LockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="5" y="10.5" width="14" height="10" rx="2" />
    <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
  </svg>
);
const KeepIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M6 3.5h12v17l-6-4-6 4Z" />
  </svg>
);

/** The store's promises: instant download, secure card and wallet payment, files kept. */
const PROMISES: readonly { title: ShopLabel; text: ShopLabel; icon: ReactNode }[] = [
  { title: "instantDownload", text: "instantDownloadText", icon: <DownloadIcon width="20" height="20" /> },
  { title: "securePayment", text: "securePaymentText", icon: <LockIcon /> },
  { title: "yoursToKeep", text: "yoursToKeepText", icon: <KeepIcon /> },
];

/** La Bodega's opening: the page's h1, what the shop sells and what it promises. */
export function ShopHero() {
  const { t } = useI18n();
  const label = useLabels(SHOP_LABELS);
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-12 text-ink">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.18em] text-wine uppercase">{label("eyebrow")}</p>
          <h1
            id="page-heading"
            className="mt-3 font-display text-5xl font-bold tracking-tight text-balance sm:text-6xl"
          >
            {t("pages.shop.heading")}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-pretty text-ink/80 sm:text-xl">{label("tagline")}</p>
        </div>
        <h2 id="promises-heading" className="sr-only">
          {label("promisesHeading")}
        </h2>
        <ul aria-labelledby="promises-heading" className="mt-10 grid gap-4 sm:grid-cols-3">
          {PROMISES.map(({ title, text, icon }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-wine/10 text-wine">
                {icon}
              </span>
              <div>
                <p className="font-semibold">{label(title)}</p>
                <p className="mt-1 text-sm leading-relaxed text-ink/75">{label(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
