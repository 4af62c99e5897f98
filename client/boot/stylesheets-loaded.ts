/**
 * Resolves once every enabled stylesheet link has loaded (or failed). A page whose opening came
 * with only its own rules inline gets the whole stylesheet after the first paint (decision 030):
 * the app waits for it, so nothing it draws appears unstyled. A link that failed before this
 * looked reports nothing more, so the wait has a limit.
 */
const LIMIT_MS = 5000;

export function stylesheetsLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].filter(
    (link) => !link.sheet,
  );
  return Promise.all(
    pending.map(
      (link) =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, LIMIT_MS);
          link.addEventListener("load", () => resolve(), { once: true });
          link.addEventListener("error", () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}
