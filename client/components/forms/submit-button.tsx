import type { ReactNode } from "react";
import { Spinner } from "../ui/spinner";

/** The forms' submit button: disabled with a spinner and its busy label while sending. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = "",
  tone = "primary",
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  tone?: "primary" | "danger";
}) {
  return (
    <button
      type="submit"
      disabled={busy}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold text-white transition-colors ${tone === "danger" ? "bg-red-800 hover:bg-red-900" : "bg-wine hover:bg-wine-dark"} disabled:cursor-not-allowed disabled:opacity-75 ${className}`}
    >
      {busy && <Spinner />}
      <span>{busy ? busyLabel : children}</span>
    </button>
  );
}
