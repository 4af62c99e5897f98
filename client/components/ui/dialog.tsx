import { useEffect, useId, useRef, type ReactNode } from "react";
import { CloseIcon } from "./icons";
import { SiteToaster, useDialogToaster } from "./toast";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  closeLabel: string;
  children: ReactNode;
}

/** Where focus goes when a dialog opens: its first field, so typing straight away lands in it. */
const FIRST_FIELD = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])";
const FIRST_CONTROL = `${FIRST_FIELD}, button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])`;

/**
 * Moves focus into what the dialog is for: its first field, else its first control (not Close),
 * else the content itself (still loading, or only words), so a reader starts at its start.
 */
function focusContent(content: HTMLElement | null) {
  const target = content?.querySelector<HTMLElement>(FIRST_FIELD) ?? content?.querySelector<HTMLElement>(FIRST_CONTROL);
  (target ?? content)?.focus();
}

/**
 * A modal on the native <dialog>: the browser traps focus, makes the page behind inert, closes
 * on Escape and gives focus back to where it was when the dialog opened. Focus starts in its
 * content: the browser would pick the Close button, the first control in it.
 */
export function Dialog({ open, onClose, title, description, closeLabel, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const toasterId = useId();
  const content = useRef<HTMLDivElement>(null);
  useDialogToaster(toasterId, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      focusContent(content.current);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        if (event.target === ref.current) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/60"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="absolute top-3 right-3 inline-flex h-10 w-10 items-center justify-center rounded-full text-ink/70 hover:bg-ink/5 hover:text-ink"
        >
          <CloseIcon />
        </button>
        <h2 id={titleId} className="pr-10 font-display text-2xl font-bold">
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-sm text-ink/75">
            {description}
          </p>
        )}
        <div ref={content} tabIndex={-1} className="mt-6 outline-none">
          {children}
        </div>
      </div>
      {open && <SiteToaster id={toasterId} />}
    </dialog>
  );
}
