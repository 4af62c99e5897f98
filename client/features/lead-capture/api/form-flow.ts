import { notifyError } from "#client/components/ui/toast";
import type { TurnstileAction } from "#worker/contract/lead-capture-fields";
import type { LeadCaptureKey, LeadCaptureTranslate } from "../strings";
import { BotCheckNotReadyError, getBotCheckToken, warmUpBotCheck } from "#client/lib/bot-check";
import type { FailureWording, ToastWords } from "#client/lib/call-failure";
import type { CallResult } from "./lead-capture-api";

/** The zod schemas load when a visitor starts on a form, not with the page. */
let schemas: Promise<typeof import("#worker/contract/lead-capture")> | null = null;
export function loadSchemas() {
  schemas ??= import("#worker/contract/lead-capture").catch((err: unknown) => {
    schemas = null; // a failed download (offline, a new deploy) is tried again next time
    throw err;
  });
  return schemas;
}

/** Called on a form's first focus: fetch the schemas and the bot check while the visitor types. */
export function prepareForm(): void {
  void loadSchemas();
  warmUpBotCheck();
}

/** An error toast with its title and text (both translated). */
export function errorToast(t: LeadCaptureTranslate, titleKey: LeadCaptureKey, textKey?: LeadCaptureKey) {
  notifyError(t(titleKey), textKey ? t(textKey) : undefined);
}

/** A title and text key pair, translated for a toast. */
export function toastWords(t: LeadCaptureTranslate, titleKey: LeadCaptureKey, textKey?: LeadCaptureKey): ToastWords {
  return { title: t(titleKey), ...(textKey ? { text: t(textKey) } : {}) };
}

/**
 * How a form words a refused submission: the bot check that failed on the server is the same
 * toast for every form; too many sends and anything else are the form's own.
 */
export function formFailure(
  t: LeadCaptureTranslate,
  words: Pick<FailureWording<ToastWords>, "offline" | "tooMany"> & { otherwise: ToastWords },
): FailureWording<ToastWords> {
  return {
    cases: [["bot_check_failed", toastWords(t, "forms.botCheckFailed.title", "forms.botCheckFailed.text")]],
    ...words,
  };
}

/**
 * Gets a bot-check token for `action` and makes the call. A check that can't run shows the
 * "security check is not ready" toast and resolves to null (the form stays as it is).
 */
export async function callWithBotCheck<T>(
  t: LeadCaptureTranslate,
  action: TurnstileAction,
  call: (token: string) => Promise<CallResult<T>>,
  form?: HTMLElement | null,
): Promise<CallResult<T> | null> {
  let token: string;
  try {
    token = await getBotCheckToken(action, form ?? undefined);
  } catch (err) {
    if (!(err instanceof BotCheckNotReadyError)) console.error(err);
    errorToast(t, "forms.botCheckNotReady.title", "forms.botCheckNotReady.text");
    return null;
  }
  return call(token);
}
