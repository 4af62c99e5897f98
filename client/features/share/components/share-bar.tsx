import { useId, useSyncExternalStore } from "react";
import { useCopyWithNotice } from "#client/hooks/use-copy-with-notice";
import { localizePath } from "#worker/contract/locales";
import { useI18n } from "#client/i18n/i18n-context";
import { useLabels } from "#client/i18n/labels";
import { SHARE_LABELS } from "../labels";
import { canonicalUrl, shareLinks, type ShareNetwork, type ShareSubject } from "../share-links";
import { CheckGlyph, LinkGlyph, NetworkGlyph, ShareGlyph } from "./share-icons";

/** Brand names are written as each brand writes them, in every language. */
const NETWORK_NAMES: Record<Exclude<ShareNetwork, "email">, string> = {
  x: "X",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
  bluesky: "Bluesky",
};

// Neither the address nor the Web Share API changes while the page is open: nothing to subscribe to.
const unchanging = () => () => {};
// The server (a product page is drawn by the Worker) knows neither: it answers null and false,
// and hydration draws that first, then React renders again with the browser's answers. Mounted
// in the browser outright, the first render already has them.
const browserOrigin = () => window.location.origin;
const noOrigin = () => null;
const webShareAvailable = () => typeof navigator.share === "function";
const noWebShare = () => false;

const CONTROL =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors motion-reduce:transition-none";
const QUIET = `${CONTROL} bg-white text-ink ring-1 ring-ink/15 hover:text-wine hover:ring-wine`;
const PRIMARY = `${CONTROL} bg-wine text-white hover:bg-wine-dark`;

/** Shows `{network}` of a label; the words round it are for screen readers. */
function NamedFor({ template, network, capitalize }: { template: string; network: string; capitalize?: boolean }) {
  const [before = "", after = ""] = template.split("{network}");
  return (
    <>
      {before && <span className="sr-only">{before}</span>}
      <span className={capitalize ? "capitalize" : undefined}>{network}</span>
      {after && <span className="sr-only">{after}</span>}
    </>
  );
}

/**
 * The share control of a page: the device's own share sheet where the browser has the Web
 * Share API, then "Copy link" and a plain link per network. The links are addresses, not
 * widgets: nothing is requested from another site until the visitor follows one.
 */
export default function ShareBar({ title, text, path }: ShareSubject) {
  const { locale } = useI18n();
  const label = useLabels(SHARE_LABELS);
  const headingId = useId();
  const fieldId = useId();
  const origin = useSyncExternalStore(unchanging, browserOrigin, noOrigin);
  const canShare = useSyncExternalStore(unchanging, webShareAvailable, noWebShare);
  const url = origin ? canonicalUrl(origin, path, locale) : localizePath(path, locale);
  const links = shareLinks({ title, text, url });

  const { notice, copy, fallbackField: field } = useCopyWithNotice<HTMLInputElement>();

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url });
    } catch {
      // The visitor closed the sheet (AbortError) or the device refused: the links stay below.
    }
  };

  return (
    <section aria-labelledby={headingId} data-share="">
      <h2 id={headingId} className="text-sm font-semibold tracking-[0.18em] text-ink/70 uppercase">
        {label("heading")}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {canShare && (
          <li>
            <button type="button" onClick={shareNatively} className={PRIMARY} title={label("shareWith")}>
              <ShareGlyph />
              {label("share")}
            </button>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void copy(url)} className={QUIET}>
            <LinkGlyph />
            {label("copy")}
          </button>
        </li>
        {links.map((link) => (
          <li key={link.network}>
            {link.newTab ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer" className={QUIET}>
                <NetworkGlyph network={link.network} />
                <NamedFor
                  template={label("shareOn")}
                  network={NETWORK_NAMES[link.network as Exclude<ShareNetwork, "email">]}
                />
                <span className="sr-only"> {label("newTab")}</span>
              </a>
            ) : (
              <a href={link.href} className={QUIET}>
                <NetworkGlyph network={link.network} />
                <NamedFor template={label("sendBy")} network={label("email")} capitalize />
              </a>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className="mt-2 flex min-h-6 items-center gap-1.5 text-sm font-medium text-ink/80">
        {notice === "copied" && <CheckGlyph />}
        {notice && label(notice)}
      </p>
      {notice === "copyByHand" && (
        <p className="mt-1">
          <label htmlFor={fieldId} className="sr-only">
            {label("linkField")}
          </label>
          <input
            ref={field}
            id={fieldId}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full max-w-md rounded-md bg-white px-3 text-sm text-ink ring-1 ring-ink/20"
          />
        </p>
      )}
    </section>
  );
}
