import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import { useI18n } from "../../i18n/i18n-context";

/** SPEC.md §9 and DESIGN.md: one toast library, 356 px wide, 14 px gap, 3 visible, 4 s. */
export const TOASTER_SETTINGS = { width: 356, gap: 14, visibleToasts: 3, duration: 4000 } as const;

/**
 * A toaster. The page has one; every open modal dialog has its own, because a modal puts the
 * rest of the page under its backdrop, inert and hidden from screen readers.
 */
export function SiteToaster({ id }: { id?: string }) {
  const { t } = useI18n();
  return (
    <Toaster
      id={id}
      containerAriaLabel={t("common.notifications")}
      toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
      position="bottom-left"
      gap={TOASTER_SETTINGS.gap}
      visibleToasts={TOASTER_SETTINGS.visibleToasts}
      duration={TOASTER_SETTINGS.duration}
      style={{ "--width": `${TOASTER_SETTINGS.width}px` } as React.CSSProperties}
      closeButton
    />
  );
}

/** Toasters of the open modal dialogs, innermost last. */
const dialogToasters: string[] = [];

/** While a modal dialog is open, its errors go to the toaster inside it. */
export function useDialogToaster(id: string, open: boolean) {
  useEffect(() => {
    if (!open) return;
    dialogToasters.push(id);
    return () => {
      const at = dialogToasters.lastIndexOf(id);
      if (at >= 0) dialogToasters.splice(at, 1);
    };
  }, [id, open]);
}

/**
 * An error toast (destructive) where the visitor can see it: in the open modal dialog, if any,
 * otherwise on the page.
 */
export function notifyError(title: string, description?: string) {
  const toasterId = dialogToasters.at(-1);
  toast.error(title, { ...(description ? { description } : {}), ...(toasterId ? { toasterId } : {}) });
}

/** A success toast on the page (forms in dialogs close before they report success). */
export function notifySuccess(title: string, description?: string) {
  toast.success(title, description ? { description } : undefined);
}
