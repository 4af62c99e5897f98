import type { Page } from "playwright-core";

/**
 * Records each toast as it appears (title, description, type), in order, so a test can assert
 * "exactly these toasts, one per submit" even though sonner removes them after 4 s. A plain
 * string so the bundler's helpers never end up inside the page.
 */
export const TOAST_RECORDER = `
  window.__toasts = [];
  const seen = new WeakSet();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const found = node.matches("[data-sonner-toast]") ? [node] : [...node.querySelectorAll("[data-sonner-toast]")];
        for (const t of found) {
          if (seen.has(t)) continue;
          seen.add(t);
          window.__toasts.push({
            title: t.querySelector("[data-title]")?.textContent ?? "",
            description: t.querySelector("[data-description]")?.textContent ?? "",
            type: t.getAttribute("data-type") ?? "",
          });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

export interface ToastSeen {
  title: string;
  description: string;
  type: string;
}
export const successToast = (title: string, description = ""): ToastSeen => ({ title, description, type: "success" });
export const errorToast = (title: string, description = ""): ToastSeen => ({ title, description, type: "error" });

/** Records the toasts of every page the visitor opens from now on (see TOAST_RECORDER). */
export const recordToasts = (page: Page) => page.context().addInitScript({ content: TOAST_RECORDER });

export const toastLog = (page: Page) => page.evaluate(() => (window as unknown as { __toasts: ToastSeen[] }).__toasts);
