import { lazy, Suspense, useCallback, useEffect, useSyncExternalStore } from "react";
import { useI18n } from "../../i18n/i18n-context";
import { pageToasterExpected, subscribeToasters, toastersWanted, wantToasters } from "./toaster-demand";
import { forgetShownToast, noteShownToast } from "#client/lib/carried-toast";

/** One toast library for the whole site: 356 px wide, 14 px gap, 3 visible, 4 s each. */
export const TOASTER_SETTINGS = { width: 356, gap: 14, visibleToasts: 3, duration: 4000 } as const;

/*
 * sonner (about 10 KB gzip) loads with the first toast, not with the page: most visits never
 * show one, and the home page's first-load budget is tight. Until then each toaster renders
 * nothing; the first toast loads the library, mounts the toasters and is shown once its
 * toaster is on the page.
 */
type Sonner = typeof import("sonner");
let sonner: Promise<Sonner> | null = null;
const loadSonner = () => (sonner ??= import("sonner"));
const SonnerToaster = lazy(() => import("./sonner-toaster"));

const PAGE_TOASTER = "page";
/** Toasters rendered on the page (by key), and those whose sonner Toaster has mounted. */
const present = new Set<string>();
const mounted = new Set<string>();
const waiting = new Map<string, (() => void)[]>();

function markMounted(key: string) {
  mounted.add(key);
  waiting.get(key)?.forEach((resolve) => resolve());
  waiting.delete(key);
  return () => void mounted.delete(key);
}

/** Waits (briefly) for the toaster to mount; with no toaster on the page there is nothing to wait for. */
function toasterMounted(key: string): Promise<void> {
  // The page's toaster loads with the first toast (page-toaster.tsx): wait for it when the frame is here.
  const coming = present.has(key) || (key === PAGE_TOASTER && pageToasterExpected());
  if (mounted.has(key) || !coming) return Promise.resolve();
  return new Promise<void>((resolve) => {
    waiting.set(key, [...(waiting.get(key) ?? []), resolve]);
    setTimeout(resolve, 3000);
  });
}

/** The last toast shown for each message (one per distinct text), so a repeat replaces it. */
const shown = new Map<string, string | number>();

async function show(
  kind: "error" | "success",
  key: string,
  title: string,
  options: { description?: string; toasterId?: string },
) {
  wantToasters();
  const [{ toast }] = await Promise.all([loadSonner(), toasterMounted(key)]);
  // The same message again (a form sent twice with the same mistake) takes the place of the one
  // shown, instead of piling up copies; it comes in anew, so the press visibly did something.
  const message = `${key}|${kind}|${title}|${options.description ?? ""}`;
  const previous = shown.get(message);
  if (previous !== undefined) toast.dismiss(previous);
  if (kind === "error") shown.set(message, toast.error(title, options));
  else {
    // A success toast the visitor closes no longer goes along to the next document
    // (carried-toast.ts); noted again, as the copy it replaced was forgotten when dismissed.
    const seen = { title, text: options.description ?? "" };
    shown.set(message, toast.success(title, { ...options, onDismiss: () => forgetShownToast(seen) }));
    noteShownToast(seen, TOASTER_SETTINGS.duration);
  }
}

/**
 * A toaster. The page has one; every open modal dialog has its own, because a modal puts the
 * rest of the page under its backdrop, inert and hidden from screen readers.
 */
export function SiteToaster({ id }: { id?: string }) {
  const { t } = useI18n();
  const key = id ?? PAGE_TOASTER;
  const wanted = useSyncExternalStore(subscribeToasters, toastersWanted, () => false);
  useEffect(() => {
    present.add(key);
    return () => void present.delete(key);
  }, [key]);
  const onMounted = useCallback(() => markMounted(key), [key]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        onMounted={onMounted}
        id={id}
        containerAriaLabel={t("common.notifications")}
        toastOptions={{ closeButtonAriaLabel: t("common.closeNotification") }}
        // A dialog's toasts show at its top edge, over the form they speak about; the page's at
        // the bottom corner, beside the forms of the content column and the footer.
        position={id ? "top-center" : "bottom-left"}
        gap={TOASTER_SETTINGS.gap}
        visibleToasts={TOASTER_SETTINGS.visibleToasts}
        duration={TOASTER_SETTINGS.duration}
        style={{ "--width": `${TOASTER_SETTINGS.width}px` } as React.CSSProperties}
        closeButton
      />
    </Suspense>
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
  void show("error", toasterId ?? PAGE_TOASTER, title, {
    ...(description ? { description } : {}),
    ...(toasterId ? { toasterId } : {}),
  });
}

/** A success toast on the page (forms in dialogs close before they report success). */
export function notifySuccess(title: string, description?: string) {
  noteShownToast({ title, text: description ?? "" }, TOASTER_SETTINGS.duration);
  void show("success", PAGE_TOASTER, title, description ? { description } : {});
}
