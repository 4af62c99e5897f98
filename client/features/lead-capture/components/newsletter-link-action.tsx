import { useState } from "react";
import { Link } from "wouter";
import { Spinner } from "#client/components/ui/spinner";
import type { LeadCaptureKey } from "../strings";
import { describeFailure } from "#client/lib/call-failure";
import { confirmNewsletter, unsubscribeFromNewsletter } from "../api/lead-capture-api";
import { useLeadCaptureText } from "../strings";

type State = { step: "idle" } | { step: "working" } | { step: "done"; messageKey: LeadCaptureKey; ok: boolean };

/**
 * Where the newsletter emails' links land. Opening the page changes nothing (mail scanners
 * follow links); the visitor's click sends the POST that confirms or unsubscribes. `onDone`
 * gets the heading that says it worked, for the page to show in place of the one that asked.
 */
export function NewsletterLinkAction({
  action,
  onDone,
}: {
  action: "confirm" | "unsubscribe";
  onDone?: (heading: string) => void;
}) {
  const t = useLeadCaptureText();
  const [token] = useState(() => new URLSearchParams(window.location.search).get("token") ?? "");
  const [state, setState] = useState<State>({ step: "idle" });

  async function run() {
    setState({ step: "working" });
    const result = action === "confirm" ? await confirmNewsletter(token) : await unsubscribeFromNewsletter(token);
    if (result.ok) {
      const already = "status" in result.data && result.data.status === "already_confirmed";
      onDone?.(t(action === "confirm" ? "newsletter.confirm.doneHeading" : "newsletter.unsubscribe.doneHeading"));
      setState({
        step: "done",
        ok: true,
        messageKey:
          action === "unsubscribe"
            ? "newsletter.unsubscribe.done"
            : already
              ? "newsletter.confirm.already"
              : "newsletter.confirm.done",
      });
    } else {
      const messageKey = describeFailure<LeadCaptureKey>(result, {
        cases: [
          ["link_expired", "newsletter.link.expired"],
          [["link_invalid", 400], "newsletter.link.invalid"],
        ],
        otherwise: "newsletter.link.failure",
      });
      setState({ step: "done", ok: false, messageKey });
    }
  }

  const label = action === "confirm" ? t("newsletter.confirm.button") : t("newsletter.unsubscribe.button");
  const working = action === "confirm" ? t("newsletter.confirm.working") : t("newsletter.unsubscribe.working");

  return (
    <div className="mx-auto max-w-3xl px-4 pb-24">
      <div aria-live="polite">
        {state.step === "done" && (
          <p
            className={`rounded-md border p-4 ${state.ok ? "border-green-700/30 bg-green-50 text-green-900" : "border-orange-600/40 bg-orange-50 text-orange-900"}`}
          >
            {t(state.messageKey)}
          </p>
        )}
      </div>
      {!token && (
        <p className="rounded-md border border-orange-600/40 bg-orange-50 p-4 text-orange-900">
          {t("newsletter.link.missing")}
        </p>
      )}
      {token && (state.step !== "done" || !state.ok) && (
        <button
          type="button"
          onClick={run}
          disabled={state.step === "working"}
          className="mt-6 inline-flex min-h-11 items-center gap-2 rounded-md bg-wine px-5 py-2.5 font-semibold text-white hover:bg-wine-dark disabled:opacity-75"
        >
          {state.step === "working" && <Spinner />}
          {state.step === "working" ? working : label}
        </button>
      )}
      <p className="mt-8">
        <Link href="/" className="font-medium text-wine underline underline-offset-2">
          {t("newsletter.link.backHome")}
        </Link>
      </p>
    </div>
  );
}
