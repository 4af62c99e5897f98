import { useCallback, useRef, useState } from "react";

/**
 * One submission at a time per form. `submit` runs `work` unless one is already running (a
 * double click sends once); `work` calls `sending()` once its checks pass, which disables the
 * form. An unexpected error (a chunk that failed to load, a bug) ends in `onUnexpected`, never
 * in a form stuck half-way.
 */
export function useSubmission(onUnexpected: () => void) {
  const running = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useCallback(
    async (work: (sending: () => void) => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      try {
        await work(() => setSubmitting(true));
      } catch (err) {
        console.error(err);
        onUnexpected();
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [onUnexpected],
  );
  return { submitting, submit };
}
