import { useData } from "#client/lib/data-cache";
import { ACCOUNT_NAME_LIMITS } from "#worker/contract/account-fields";
import { useId, useRef, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { useHref } from "#client/lib/use-href";
import { SecureField } from "#client/components/forms/secure-field";
import { SubmitButton } from "#client/components/forms/submit-button";
import { isValidEmail } from "#worker/contract/secure-input";
import { Dialog } from "#client/components/ui/dialog";
import { notifyError, notifySuccess } from "#client/components/ui/toast";
import { useI18n } from "#client/i18n/i18n-context";
import { authClient, authData, type SessionRecord } from "#client/lib/auth/auth-client";
import { authErrorText } from "#client/lib/auth/auth-errors";
import { useAuth, type AuthUser } from "#client/lib/auth/auth-state";
import { PasswordField } from "#client/components/forms/password-field";
import { useAuthAction } from "#client/lib/auth/use-auth-action";
import { accountStrings } from "#client/i18n/account-strings";
import { useLabels } from "#client/i18n/labels";
import { LoadError } from "#client/components/ui/list-states";
import { dateFormat } from "#worker/contract/intl-dates";
import { downloadBlob } from "#client/lib/download";
import { api } from "#client/lib/api-client";
import { describeFailure } from "#client/lib/call-failure";

function Panel({ title, children, tone = "plain" }: { title: string; children: ReactNode; tone?: "plain" | "danger" }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`rounded-lg border bg-white p-6 ${tone === "danger" ? "border-red-700/40" : "border-ink/10"}`}
    >
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

const inputClass = "block w-full rounded-md border border-ink/25 bg-white px-3 py-2 text-ink";

function DetailsPanel({ user }: { user: AuthUser }) {
  const { busy, run, reject, t } = useAuthAction();
  const { locale } = useI18n();
  const { refresh } = useAuth();
  const [name, setName] = useState(user.name);
  const nameRef = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const title = t("account.profile.nameError");

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const value = name.trim();
    if (!value) return reject(title, t("auth.validation.fullNameRequired"), nameRef.current);
    if (!(await run(title, () => authClient.updateName(value)))) return;
    await refresh();
    notifySuccess(t("account.profile.nameSaved"), t("account.profile.nameSavedText"));
  }

  return (
    <Panel title={t("account.profile.details")}>
      <form onSubmit={save} noValidate className="space-y-4">
        <div>
          <label htmlFor={nameId} className="mb-1 block text-sm font-medium">
            {t("account.profile.name")}
          </label>
          <input
            ref={nameRef}
            id={nameId}
            value={name}
            maxLength={ACCOUNT_NAME_LIMITS.max}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            className={inputClass}
          />
        </div>
        <p className="text-sm text-ink/65">
          {t("account.profile.memberSince", {
            date: dateFormat(locale, { dateStyle: "long" }).format(new Date(user.createdAt)),
          })}
        </p>
        <SubmitButton busy={busy} busyLabel={t("account.profile.savingName")}>
          {t("account.profile.saveName")}
        </SubmitButton>
      </form>
      <EmailForm user={user} />
    </Panel>
  );
}

function EmailForm({ user }: { user: AuthUser }) {
  const { busy, run, reject, t } = useAuthAction();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const title = t("account.profile.changeEmailError");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) return reject(title, t("auth.validation.emailRequired"), emailRef.current);
    if (!isValidEmail(address)) return reject(title, t("auth.validation.emailInvalid"), emailRef.current);
    if (address.toLowerCase() === user.email.toLowerCase())
      return reject(title, t("account.profile.sameEmail"), emailRef.current);
    if (!(await run(title, () => authClient.changeEmail(address)))) return;
    setEmail("");
    setSent(true);
    notifySuccess(t("auth.checkEmail.title"), t("account.profile.changeEmailSent", { email: user.email }));
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-2 border-t border-ink/10 pt-6">
      <p className="text-sm font-medium">{t("account.profile.email")}</p>
      <p>{user.email}</p>
      <p className="text-xs text-ink/60">{t("account.profile.emailNote")}</p>
      <SecureField
        ref={emailRef}
        kind="email"
        name="new-email"
        label={t("account.profile.newEmail")}
        value={email}
        onChange={setEmail}
        autoComplete="email"
      />
      {sent && (
        <p role="status" className="text-sm text-ink/80">
          {t("account.profile.changeEmailSent", { email: user.email })}
        </p>
      )}
      <SubmitButton busy={busy} busyLabel={t("account.profile.changingEmail")}>
        {t("account.profile.changeEmail")}
      </SubmitButton>
    </form>
  );
}

function PasswordPanel({ user, hasPassword, providers }: { user: AuthUser; hasPassword: boolean; providers: string }) {
  const { busy, run, reject, newPasswordProblem, t } = useAuthAction();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [error, setError] = useState<string | null>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const currentRef = useRef<HTMLInputElement>(null);
  const title = t("auth.toasts.updateError");

  if (!hasPassword) {
    return (
      <Panel title={t("account.profile.password")}>
        <p>{t("account.profile.noPassword", { providers })}</p>
      </Panel>
    );
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!current) return reject(title, t("auth.validation.passwordRequired"), currentRef.current);
    const problem = newPasswordProblem(next, user);
    setError(problem);
    if (problem) return reject(title, problem, nextRef.current);
    if (!(await run(title, () => authClient.changePassword(current, next)))) return;
    setCurrent("");
    setNext("");
    notifySuccess(t("auth.toasts.passwordUpdatedTitle"), t("auth.toasts.passwordUpdatedText"));
  }

  return (
    <Panel title={t("account.profile.password")}>
      <form onSubmit={save} noValidate className="space-y-2">
        <PasswordField
          ref={currentRef}
          name="current-password"
          label={t("account.profile.currentPassword")}
          value={current}
          onChange={setCurrent}
          autoComplete="current-password"
        />
        <PasswordField
          ref={nextRef}
          name="new-password"
          label={t("account.profile.newPassword")}
          value={next}
          onChange={setNext}
          autoComplete="new-password"
          hint={t("account.profile.passwordNote")}
          error={error}
        />
        <SubmitButton busy={busy} busyLabel={t("account.profile.changingPassword")}>
          {t("account.profile.changePassword")}
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** "Chrome on macOS" from a user agent, enough to recognise one's own devices. */
function describeDevice(userAgent: string | null | undefined): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const os = /Windows/.test(userAgent)
    ? "Windows"
    : /Android/.test(userAgent)
      ? "Android"
      : /iPhone|iPad/.test(userAgent)
        ? "iOS"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return browser && os ? { browser, os } : null;
}

function SessionsPanel({ currentSessionId }: { currentSessionId: string }) {
  const t = useLabels(accountStrings);
  const { locale } = useI18n();
  const { data, error, mutate } = useData(["sessions", currentSessionId], () => authData(authClient.listSessions()));
  const [busy, setBusy] = useState(false);
  const date = dateFormat(locale, { dateStyle: "medium", timeStyle: "short" });

  async function revoke(call: () => ReturnType<typeof authClient.revokeOtherSessions>, text: string) {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (!result.ok) return notifyError(t("account.sessions.error"), authErrorText(t, result));
    notifySuccess(t("account.sessions.revokedTitle"), text);
    void mutate();
  }

  const sorted = [...(data ?? [])].sort(
    (a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId),
  );
  return (
    <Panel title={t("account.sessions.title")}>
      <p className="text-sm text-ink/70">{t("account.sessions.intro")}</p>
      {error && <LoadError onRetry={() => void mutate()} />}
      <ul className="mt-4 divide-y divide-ink/10">
        {sorted.map((session: SessionRecord) => {
          const device = describeDevice(session.userAgent);
          const current = session.id === currentSessionId;
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium">
                  {device ? t("account.sessions.deviceOn", device) : t("account.sessions.unknownDevice")}
                  {current && (
                    <span className="ml-2 rounded bg-gold/30 px-2 py-0.5 text-xs font-semibold">
                      {t("account.sessions.current")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink/65">
                  {session.ipAddress ?? t("account.sessions.unknownIp")} ·{" "}
                  {t("account.sessions.started", { date: date.format(new Date(session.createdAt)) })} ·{" "}
                  {t("account.sessions.expires", { date: date.format(new Date(session.expiresAt)) })}
                </p>
              </div>
              {!current && (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => revoke(() => authClient.revokeSession(session.id), t("account.sessions.revokedText"))}
                  className="min-h-11 rounded-md border border-ink/25 px-4 text-sm font-medium hover:border-wine hover:text-wine disabled:opacity-60"
                >
                  {t("account.sessions.revoke")}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {sorted.length > 1 && (
        <button
          type="button"
          disabled={busy}
          onClick={() => revoke(() => authClient.revokeOtherSessions(), t("account.sessions.othersRevokedText"))}
          className="mt-3 min-h-11 rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-ink/85 disabled:opacity-60"
        >
          {t("account.sessions.revokeOthers")}
        </button>
      )}
    </Panel>
  );
}

function DataPanel() {
  const t = useLabels(accountStrings);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const res = await api.account.export.$get();
      if (!res.ok)
        throw new Error(
          describeFailure(res, { tooMany: t("engagement.rateLimited"), otherwise: t("engagement.errorText") }),
        );
      const name = /filename="([^"]+)"/.exec(res.headers.get("Content-Disposition") ?? "")?.[1] ?? "my-data.json";
      downloadBlob(await res.blob(), name, 10_000);
    } catch (error) {
      notifyError(t("account.data.error"), error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Panel title={t("account.data.title")}>
      <p className="text-ink/80">{t("account.data.intro")}</p>
      <button
        type="button"
        onClick={download}
        disabled={busy}
        className="mt-4 min-h-11 rounded-md border border-wine px-5 font-semibold text-wine hover:bg-wine hover:text-white disabled:opacity-60"
      >
        {busy ? t("account.data.downloading") : t("account.data.download")}
      </button>
    </Panel>
  );
}

function DeletePanel({ hasPassword }: { hasPassword: boolean }) {
  const { busy, run, reject, t } = useAuthAction();
  const { refresh } = useAuth();
  const [, navigate] = useLocation();
  const href = useHref();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const title = t("account.delete.error");

  async function confirm(event: React.FormEvent) {
    event.preventDefault();
    if (hasPassword && !confirmation) return reject(title, t("auth.validation.passwordRequired"), fieldRef.current);
    if (!hasPassword && confirmation.trim() !== t("account.delete.confirmWord"))
      return reject(title, t("account.delete.wordMismatch"), fieldRef.current);
    if (!(await run(title, () => authClient.deleteUser(hasPassword ? confirmation : undefined)))) return;
    setOpen(false);
    await refresh();
    notifySuccess(t("account.delete.doneTitle"), t("account.delete.doneText"));
    navigate(href("/"));
  }

  return (
    <Panel title={t("account.delete.title")} tone="danger">
      <p className="text-ink/80">{t("account.delete.intro")}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 min-h-11 rounded-md bg-red-800 px-5 font-semibold text-white hover:bg-red-900"
      >
        {t("account.delete.open")}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t("account.delete.confirmTitle")}
        description={hasPassword ? t("account.delete.confirmText") : t("account.delete.confirmTextNoPassword")}
        closeLabel={t("account.delete.cancel")}
      >
        <form onSubmit={confirm} noValidate className="space-y-4">
          {hasPassword ? (
            <PasswordField
              ref={fieldRef}
              name="password"
              label={t("auth.fields.password")}
              value={confirmation}
              onChange={setConfirmation}
              autoComplete="current-password"
            />
          ) : (
            <div>
              <label htmlFor={fieldId} className="mb-1 block text-sm font-medium">
                {t("account.delete.confirmField")}
              </label>
              <input
                ref={fieldRef}
                id={fieldId}
                value={confirmation}
                autoComplete="off"
                onChange={(e) => setConfirmation(e.target.value)}
                className={inputClass}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={busy} busyLabel={t("account.delete.deleting")} tone="danger">
              {t("account.delete.confirm")}
            </SubmitButton>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="min-h-11 rounded-md px-4 font-medium hover:bg-ink/5"
            >
              {t("account.delete.cancel")}
            </button>
          </div>
        </form>
      </Dialog>
    </Panel>
  );
}

/** The profile page: details, password, sessions, data export and account deletion. */
export function ProfilePanels({ user, sessionId }: { user: AuthUser; sessionId: string }) {
  const t = useLabels(accountStrings);
  const {
    data: accounts,
    error,
    mutate,
  } = useData(["linked-accounts", user.id], () => authData(authClient.listAccounts()));
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!accounts) return <p role="status">{t("account.checking")}</p>;
  const hasPassword = accounts.some((account) => account.providerId === "credential");
  const providers = accounts
    .filter((account) => account.providerId !== "credential")
    .map((account) => t.optional(`auth.providers.${account.providerId}`) ?? account.providerId)
    .join(", ");
  return (
    <div className="space-y-6">
      <DetailsPanel user={user} />
      <PasswordPanel user={user} hasPassword={hasPassword} providers={providers} />
      <SessionsPanel currentSessionId={sessionId} />
      <DataPanel />
      <DeletePanel hasPassword={hasPassword} />
    </div>
  );
}
