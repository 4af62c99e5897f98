import { useState } from "react";
import { notifyError } from "../../components/ui/toast";
import { passwordProblem, type PasswordOwner } from "#worker/contract/password-rules";
import type { AuthResult } from "./auth-client";
import { authErrorText } from "./auth-errors";
import { accountStrings } from "../../i18n/account-strings";
import { useLabels } from "../../i18n/labels";

/**
 * Runs one auth call at a time for a form: busy while it runs, and a failure becomes the
 * catalogue's destructive toast (`errorTitle`) with the provider's message in the page's language.
 */
export function useAuthAction() {
  const t = useLabels(accountStrings);
  const [busy, setBusy] = useState(false);

  async function run<T>(errorTitle: string, call: () => Promise<AuthResult<T>>): Promise<T | null> {
    if (busy) return null;
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) return result.data;
      notifyError(errorTitle, authErrorText(t, result));
      return null;
    } catch (error) {
      // If the call throws instead, the toast shows the exception's message.
      notifyError(errorTitle, error instanceof Error ? error.message : String(error));
      return null;
    } finally {
      setBusy(false);
    }
  }

  /** A check that failed before any call: the same toast, and focus on the field. */
  function reject(errorTitle: string, message: string, field?: HTMLElement | null) {
    notifyError(errorTitle, message);
    field?.focus();
  }

  /**
   * The translated reason a new password can't be used, or null: the cheap rules, checked again
   * by the Worker with its list of common passwords. `owner`: whose address and name it must avoid.
   */
  function newPasswordProblem(password: string, owner?: PasswordOwner): string | null {
    const problem = passwordProblem(password, owner);
    return problem && t(`auth.validation.${problem}`);
  }

  return { busy, run, reject, newPasswordProblem, t };
}
