import { useLocation } from "wouter";
import { MailIcon } from "../../components/ui/icons";
import { useI18n } from "../../i18n/i18n-context";
import { requestLeadForm } from "../../lib/lead-form-event";

/** The round contact control fixed at the bottom corner; opens the lead form dialog. */
export function FloatingContact() {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  return (
    <button
      type="button"
      aria-label={t("floatingContact.label")}
      title={t("floatingContact.label")}
      onClick={() => {
        if (!requestLeadForm("floating_contact")) navigate("/contact");
      }}
      className="fixed right-5 bottom-5 z-30 inline-flex h-14 w-14 items-center justify-center rounded-full bg-wine text-white shadow-lg transition-transform hover:scale-105 hover:bg-wine-dark motion-reduce:transition-none motion-reduce:hover:scale-100"
    >
      <MailIcon width={24} height={24} />
    </button>
  );
}
