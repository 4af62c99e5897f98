import type { TurnstileAction } from "#worker/contract/lead-capture";

/**
 * Cloudflare Turnstile, invisible: the forms' bot check. The script
 * loads only when a visitor starts using a form, never on page load. With a test site key
 * (local development and tests) nothing is loaded and the dummy token is used.
 */
export const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";
const SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
const TEST_SITE_KEY = /^[123]x0{20}[A-F]{2}$/;
const LOAD_TIMEOUT_MS = 10_000;
const SOLVE_TIMEOUT_MS = 30_000;

/** The bot check could not give a token: the form shows "security check is not ready". */
export class BotCheckNotReadyError extends Error {
  constructor(reason: string) {
    super(`Bot check not ready: ${reason}`);
    this.name = "BotCheckNotReadyError";
  }
}

interface TurnstileApi {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}
declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export function botCheckSiteKey(): string | null {
  return document.querySelector<HTMLMetaElement>('meta[name="turnstile-site-key"]')?.content || null;
}

let scriptLoad: Promise<TurnstileApi> | null = null;

function loadScript(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  scriptLoad ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    // The page's CSP allows this host; a nonce is not needed for an allowed source.
    const timer = setTimeout(() => reject(new BotCheckNotReadyError("script timeout")), LOAD_TIMEOUT_MS);
    script.onload = () => {
      clearTimeout(timer);
      if (window.turnstile) resolve(window.turnstile);
      else reject(new BotCheckNotReadyError("script loaded without API"));
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new BotCheckNotReadyError("script failed to load"));
    };
    document.head.append(script);
  }).catch((err) => {
    scriptLoad = null; // let a later attempt try again
    throw err;
  });
  return scriptLoad;
}

/** Starts loading the check when a visitor begins filling a form, so submitting is quick. */
export function warmUpBotCheck(): void {
  const key = botCheckSiteKey();
  if (key && !TEST_SITE_KEY.test(key)) loadScript().catch(() => undefined);
}

/**
 * A fresh single-use token for `action`; throws BotCheckNotReadyError when none can be had.
 * The widget goes inside `form` and stays invisible unless Turnstile needs the visitor to
 * interact; inside a modal dialog, that is the only place a challenge could be seen and used.
 */
export async function getBotCheckToken(action: TurnstileAction, form?: HTMLElement): Promise<string> {
  const siteKey = botCheckSiteKey();
  if (!siteKey) throw new BotCheckNotReadyError("no site key");
  if (TEST_SITE_KEY.test(siteKey)) return DUMMY_TOKEN;

  const turnstile = await loadScript();
  const host = document.createElement("div");
  (form ?? document.body).append(host);
  let widgetId: string | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new BotCheckNotReadyError("no token in time")), SOLVE_TIMEOUT_MS);
      widgetId = turnstile.render(host, {
        sitekey: siteKey,
        action,
        execution: "execute",
        appearance: "interaction-only",
        callback: (token: string) => {
          clearTimeout(timer);
          resolve(token);
        },
        "error-callback": () => {
          clearTimeout(timer);
          reject(new BotCheckNotReadyError("widget error"));
        },
      });
      turnstile.execute(widgetId);
    });
  } finally {
    if (widgetId) turnstile.remove(widgetId);
    host.remove();
  }
}
