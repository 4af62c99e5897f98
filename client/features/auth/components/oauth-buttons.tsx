import { useData } from "#client/lib/data-cache";
import { localizePath } from "#worker/contract/locales";
import { useI18n } from "#client/i18n/i18n-context";
import { api } from "#client/lib/api-client";
import { authClient } from "#client/lib/auth/auth-client";
import { useAuthAction } from "#client/lib/auth/use-auth-action";

type Provider = "google" | "github";

async function loadProviders(): Promise<Provider[]> {
  const res = await api["auth-options"].$get();
  if (!res.ok) return [];
  return (await res.json()).data.providers;
}

/** Google and GitHub sign-in, shown only for the providers this deployment has keys for. */
export function OAuthButtons() {
  const { busy, run, t } = useAuthAction();
  const { locale } = useI18n();
  const { data: providers = [] } = useData("auth-options", loadProviders);
  if (providers.length === 0) return null;

  async function start(provider: Provider) {
    // A failure at the provider comes back to the sign-in tab with ?error= (auth-screen.tsx).
    const errorUrl = `${localizePath("/auth", locale)}?tab=sign-in`;
    const started = await run(t("auth.toasts.oauthError"), () => authClient.signInSocial(provider, errorUrl));
    if (started?.url) window.location.assign(started.url);
  }

  return (
    <div className="mb-6 space-y-3">
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={busy}
          onClick={() => start(provider)}
          className="flex min-h-11 w-full items-center justify-center rounded-md border border-ink/25 bg-white px-4 py-2 font-medium text-ink hover:bg-ink/5 disabled:opacity-60"
        >
          {t("auth.actions.continueWith", { provider: t(`auth.providers.${provider}`) })}
        </button>
      ))}
      <p className="flex items-center gap-3 text-sm text-ink/60 before:h-px before:flex-1 before:bg-ink/15 after:h-px after:flex-1 after:bg-ink/15">
        {t("auth.actions.orWithEmail")}
      </p>
    </div>
  );
}
