import { useEffect, useRef, useState, type ReactNode } from "react";
import { Dialog } from "#client/components/ui/dialog";
import { Spinner } from "#client/components/ui/spinner";
import { notifyError } from "#client/components/ui/toast";
import { useLabels } from "#client/i18n/labels";
import { describeFailure, type CallFailure } from "#client/lib/call-failure";
import { MODERATION_LABELS, MODERATION_PLURALS } from "../moderation-labels";
import { BUTTON_TONES } from "./studio-controls";

export type ModerationLabel = ReturnType<typeof useLabels<typeof MODERATION_LABELS, typeof MODERATION_PLURALS>>;
export const useModerationLabels = () => useLabels(MODERATION_LABELS, MODERATION_PLURALS);

export { BUTTON_TONES };

/** A button of the lists' actions, in one of the tones, busy with a spinner while it works. */
export function ActionButton({
  tone = "plain",
  busy = false,
  busyLabel,
  disabled,
  onClick,
  children,
}: {
  tone?: keyof typeof BUTTON_TONES;
  busy?: boolean;
  busyLabel?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={BUTTON_TONES[tone]}
    >
      {busy && <Spinner />}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}

/**
 * A question before something that can't simply be taken back: the site's modal dialog (focus
 * trapped, Escape closes, focus returns), Cancel first so it is where focus starts, then the
 * action, which stays busy until the call answers. `children` holds any field the action needs.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busyLabel,
  busy,
  tone = "dangerSolid",
  onConfirm,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  tone?: keyof typeof BUTTON_TONES;
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
}) {
  const label = useModerationLabels();
  return (
    <Dialog open={open} onClose={onClose} title={title} description={text} closeLabel={label("close")}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} disabled={busy} className={BUTTON_TONES.plain}>
            {label("cancel")}
          </button>
          <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON_TONES[tone]}>
            {busy && <Spinner />}
            <span>{busy ? busyLabel : confirmLabel}</span>
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What the last action did, said politely. When the control that was pressed has left with its
 * row, focus would fall to the page's top: it comes here instead, where the list goes on.
 */
export function StatusLine({ said }: { said: { text: string; at: number } | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!said) return;
    // After the dialog (if any) has closed and given focus back to what may be gone.
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || !active.isConnected) ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [said]);
  return (
    <p
      ref={ref}
      role="status"
      tabIndex={-1}
      className={`rounded-md bg-green-50 px-4 py-3 text-green-900 ring-1 ring-green-800/20 ${said ? "" : "sr-only"}`}
    >
      {said?.text}
    </p>
  );
}

/** The status line's message, stamped so the same words said twice still count as new. */
export function useStatus() {
  const [said, setSaid] = useState<{ text: string; at: number } | null>(null);
  return [said, (text: string) => setSaid((last) => ({ text, at: (last?.at ?? 0) + 1 }))] as const;
}

/** A failed call as the studio's error toast: offline, then the action's own cases, else a retry. */
export function notifyModerationFailure(
  label: ModerationLabel,
  failure: CallFailure,
  cases: ReadonlyArray<readonly [number | string, string]> = [],
) {
  notifyError(
    label("failedTitle"),
    describeFailure(failure, { offline: label("offline"), cases, otherwise: label("failed") }),
  );
}
