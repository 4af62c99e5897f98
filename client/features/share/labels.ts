import type { Localized } from "#content/types";

export const SHARE_LABELS = {
  heading: { en: "Share this", es: "Compártelo", ca: "Comparteix-ho" },
  share: { en: "Share", es: "Compartir", ca: "Comparteix" },
  shareWith: {
    en: "Share with an app on this device",
    es: "Compartir con una app de este dispositivo",
    ca: "Comparteix amb una app d'aquest dispositiu",
  },
  copy: { en: "Copy link", es: "Copiar enlace", ca: "Copia l'enllaç" },
  copied: { en: "Link copied", es: "Enlace copiado", ca: "Enllaç copiat" },
  copyByHand: {
    en: "Your browser didn't let us copy. The link is selected below: copy it from there.",
    es: "Tu navegador no nos deja copiar. El enlace está seleccionado aquí abajo: cópialo desde ahí.",
    ca: "El teu navegador no ens deixa copiar. L'enllaç és seleccionat aquí sota: copia'l des d'allà.",
  },
  linkField: { en: "Link to this page", es: "Enlace a esta página", ca: "Enllaç a aquesta pàgina" },
  /** `{network}` is shown; the words round it are read by screen readers only. */
  shareOn: { en: "Share on {network}", es: "Compartir en {network}", ca: "Comparteix a {network}" },
  sendBy: { en: "Send by {network}", es: "Enviar por {network}", ca: "Envia per {network}" },
  newTab: { en: "(opens in a new tab)", es: "(se abre en una pestaña nueva)", ca: "(s'obre en una pestanya nova)" },
  email: { en: "email", es: "correo", ca: "correu" },
} as const satisfies Record<string, Localized>;
