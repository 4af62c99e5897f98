import { Link } from "wouter";
import { useHref } from "../lib/use-href";
import { useI18n } from "../i18n/i18n-context";

export default function NotFoundPage() {
  const { t } = useI18n();
  const href = useHref();
  return (
    <section aria-labelledby="page-heading" className="bg-paper pt-36 pb-24 text-ink">
      <div className="mx-auto max-w-3xl px-4">
        <p className="font-display text-6xl font-bold text-wine" aria-hidden="true">
          404
        </p>
        <h1 id="page-heading" className="mt-4 font-display text-4xl font-bold tracking-tight">
          {t("notFound.heading")}
        </h1>
        <p className="mt-6 text-lg text-ink/80">{t("notFound.intro")}</p>
        <Link
          href={href("/")}
          className="mt-8 inline-flex rounded-full bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark"
        >
          {t("notFound.backHome")}
        </Link>
      </div>
    </section>
  );
}
