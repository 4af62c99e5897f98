import { createElement, use, type ComponentProps, type ComponentType, type FunctionComponent } from "react";

/*
 * Parts of a page whose code or data load lazily (a product's samples, the excerpt button, a
 * post's text) are drawn whole by the server. If the browser hydrates before that code or data
 * is here, React keeps the server's markup only until the first update reaches the part (the
 * reader's library arriving, say); then it throws the markup away, shows the fallback and draws
 * the part again a moment later: a flash on arrival (docs/decisions/059-drawn-parts.md).
 *
 * So a part registers how to load what it needs, its spot in the markup says which part it is
 * (`drawnPartMarker`), and the arrival page's module loads every part the document holds
 * before the app hydrates (its `loadDrawnParts` export, called by page-components.ts).
 */

const PART_ATTRIBUTE = "data-drawn-part";
const loaders = new Map<string, (key: string) => Promise<unknown>>();

/** How to load what the part `kind` needs, given its key (a post's slug; "" for code alone). */
export function registerDrawnPart(kind: string, load: (key: string) => Promise<unknown>): void {
  loaders.set(kind, load);
}

/** The attribute for an element the server draws around (or as) the part. */
export function drawnPartMarker(kind: string, key = ""): { [PART_ATTRIBUTE]: string } {
  return { [PART_ATTRIBUTE]: key ? `${kind}:${key}` : kind };
}

/**
 * Like React.lazy, for a component the server may draw, registered under `kind`. React.lazy
 * suspends on its first render even when the code is already here, which during hydration
 * leaves the part as server markup, exposed to the flash above; this reads a loaded module at
 * once and suspends only while it is really on its way.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound
export function lazyDrawnPart<T extends ComponentType<any>>(
  kind: string,
  load: () => Promise<{ default: T }>,
): FunctionComponent<ComponentProps<T>> {
  let loading: Promise<{ default: T }> | null = null;
  const once = () => {
    // Marked with its outcome by loadDrawnParts when preloaded, by React's `use` otherwise.
    loading ??= load().catch((error: unknown) => {
      loading = null; // a failed download (offline, a new deploy) is tried again next time
      throw error;
    });
    return loading;
  };
  registerDrawnPart(kind, once);
  function DrawnPart(props: ComponentProps<T>) {
    return createElement(use(once()).default, props);
  }
  DrawnPart.displayName = `DrawnPart(${kind})`;
  return DrawnPart;
}

type Tracked<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

/**
 * Marks `promise` with its outcome once settled, the fields React's `use` reads, so a render
 * after it settles takes the value at once instead of suspending for a tick.
 */
function settled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Tracked<T>;
  // Already followed by React's `use`, which marks the outcome itself.
  if (tracked.status !== undefined) return promise;
  promise.then(
    (value) => {
      tracked.status = "fulfilled";
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = "rejected";
      tracked.reason = reason;
    },
  );
  return promise;
}

/**
 * Loads what every part drawn inside `root` needs. Never fails: a part that can't load now is
 * hydrated as before (kept until an update, then drawn by the app).
 */
export async function loadDrawnParts(root: ParentNode): Promise<void> {
  const marked = new Set(
    [...root.querySelectorAll(`[${PART_ATTRIBUTE}]`)].map((el) => el.getAttribute(PART_ATTRIBUTE)!),
  );
  await Promise.allSettled(
    [...marked].map((mark) => {
      const split = mark.indexOf(":");
      const kind = split < 0 ? mark : mark.slice(0, split);
      const key = split < 0 ? "" : mark.slice(split + 1);
      const loading = loaders.get(kind)?.(key);
      return loading && settled(loading);
    }),
  );
}
