import { useLocation } from "wouter";
import { Dialog } from "../../components/ui/dialog";
import { carryToast } from "../../lib/carried-toast";
import { useI18n } from "../../i18n/i18n-context";

/** The construction notice: CONTACT ME or Continue Browsing. */
export default function ConstructionNoticeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("constructionNotice.title")}
      description={t("constructionNotice.text")}
      closeLabel={t("common.close")}
    >
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => {
            onClose();
            // The contact page is a document of its own: its frame shows the toast on arrival.
            carryToast({ title: t("constructionNotice.toastTitle"), text: t("constructionNotice.toastText") });
            navigate("/contact");
          }}
          className="inline-flex min-h-11 items-center rounded-md bg-wine px-5 py-2.5 font-semibold tracking-wide text-white hover:bg-wine-dark"
        >
          {t("constructionNotice.contactMe")}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex min-h-11 items-center rounded-md border border-ink/25 px-5 py-2.5 font-medium text-ink hover:bg-ink/5"
        >
          {t("constructionNotice.continue")}
        </button>
      </div>
    </Dialog>
  );
}
