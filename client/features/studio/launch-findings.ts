import type { LaunchFinding } from "#worker/contract/launch-check";
import { listFormat } from "#worker/contract/intl-formats";
import { formatFileSize } from "#client/lib/format";
import type { Locale } from "#worker/contract/locales";
import type { Labels } from "#client/i18n/labels";
import type { SITE_LABELS } from "./site-labels";

type SiteLabels = Labels<typeof SITE_LABELS, Record<never, never>>;

const RESUME_KEY = /^resume\/.+-(en|es|ca)\.pdf$/;

/** m:ss, as the texts write a length. */
const length = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * A finding in words, in the labels' language: the studio shows it and `npm run launch-check`
 * prints it in English. Where it concerns a product, `product` is the product's slug.
 */
export function findingText(finding: LaunchFinding, label: SiteLabels, locale: Locale): string {
  const count = new Intl.NumberFormat(locale);
  const language = (code: Locale) => label(`language.${code}`);
  switch (finding.kind) {
    case "stand_in_file":
      return label(`fileReason.${finding.reason}`, { product: finding.product, file: finding.file });
    case "heavy_sample":
      return label("heavySample", {
        product: finding.product,
        title: finding.title,
        size: formatFileSize(finding.bytes, locale),
        seconds: finding.seconds,
      });
    case "stand_in_artwork":
      return label("standInArtwork", { file: finding.file });
    case "file_missing":
    case "stand_in_download": {
      const resume = RESUME_KEY.exec(finding.key);
      const missing = finding.kind === "file_missing";
      if (resume) return label(missing ? "cvMissing" : "cvGenerated", { language: language(resume[1] as Locale) });
      return label(missing ? "downloadMissing" : "downloadGenerated", { key: finding.key });
    }
    case "fact_mismatch": {
      const seconds = finding.fact === "seconds";
      const figure = (n: number) => (seconds ? length(n) : count.format(n));
      const values = {
        product: finding.product,
        file: finding.file,
        stated: figure(finding.stated),
        found: figure(finding.found),
        language: finding.source === "facts" ? "" : language(finding.source),
      };
      return label(`${finding.fact}.${finding.source === "facts" ? "facts" : "text"}`, values);
    }
    case "link_shape":
      return label(`link.${finding.finding}`, { service: finding.service, url: finding.url, where: finding.where });
    case "translation_missing": {
      const values = { product: finding.product, language: language(finding.locale) };
      if (finding.fields.length >= 6) return label("translationAll", values);
      const fields = listFormat(locale).format(
        finding.fields.map((field) => label(`field.${field}` as keyof typeof SITE_LABELS)),
      );
      return label("translationFields", { ...values, fields });
    }
    case "setting":
      return label(`setting.${finding.name}`);
  }
}
