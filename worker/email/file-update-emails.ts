import type { Locale } from "../contract/locales";
import { render, type RenderedEmail } from "./templates";

/**
 * Emails of file updates and download requests (decision 057): the one email an
 * owner who agreed gets when a file they own has a new version, and the author's notice of a
 * request for more downloads and the owner's when it is granted, each in its reader's language.
 */

interface UpdateCopy {
  subject: (title: string) => string;
  body: (title: string, label: string, version: number) => string;
  changed: string;
  action: string;
  footer: string;
}

const UPDATE_COPY: Record<Locale, UpdateCopy> = {
  en: {
    subject: (title) => `A new version of “${title}” is in your library`,
    body: (title, label, version) =>
      `The author has published version ${version} of the ${label} file of “${title}”, which you own. It is in your library now, and downloading it does not count towards your download limit. Earlier versions stay there too.`,
    changed: "What changed:",
    action: "Open your library",
    footer:
      "You get this email because you asked to be told about new versions of what you bought. You can turn it off in your library.",
  },
  es: {
    subject: (title) => `Hay una nueva versión de «${title}» en tu biblioteca`,
    body: (title, label, version) =>
      `La autora ha publicado la versión ${version} del archivo ${label} de «${title}», que ya es tuyo. Ya está en tu biblioteca y descargarla no cuenta para tu límite de descargas. Las versiones anteriores siguen ahí.`,
    changed: "Qué ha cambiado:",
    action: "Abrir tu biblioteca",
    footer:
      "Recibes este correo porque pediste que te avisáramos de nuevas versiones de lo que compraste. Puedes desactivarlo en tu biblioteca.",
  },
  ca: {
    subject: (title) => `Hi ha una nova versió de «${title}» a la teva biblioteca`,
    body: (title, label, version) =>
      `L'autora ha publicat la versió ${version} del fitxer ${label} de «${title}», que ja és teu. Ja és a la teva biblioteca i descarregar-la no compta per al teu límit de descàrregues. Les versions anteriors continuen allà.`,
    changed: "Què ha canviat:",
    action: "Obrir la teva biblioteca",
    footer:
      "Reps aquest correu perquè vas demanar que t'avisàssim de noves versions del que vas comprar. Ho pots desactivar a la teva biblioteca.",
  },
};

/** The one email an owner who agreed gets about a file's new version, with what changed. */
export function fileUpdateEmail(
  locale: Locale,
  data: { title: string; label: string; version: number; note: string; libraryUrl: string },
): RenderedEmail {
  const c = UPDATE_COPY[locale];
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title, data.label, data.version), `${c.changed}\n${data.note}`],
    action: { label: c.action, url: data.libraryUrl },
    footer: [c.footer],
  });
}

interface RequestCopy {
  subject: (title: string) => string;
  body: string;
  details: { order: string; buyer: string; product: string; file: string; downloads: string };
  action: string;
}

const REQUEST_COPY: Record<Locale, RequestCopy> = {
  en: {
    subject: (title) => `A reader asks for more downloads of “${title}”`,
    body: "A buyer has reached the download limit of a file and asks for more. One click in the studio grants them.",
    details: { order: "Order", buyer: "Buyer", product: "Product", file: "File", downloads: "Downloads" },
    action: "Open the requests in the studio",
  },
  es: {
    subject: (title) => `Una lectora pide más descargas de «${title}»`,
    body: "Alguien que compró ha llegado al límite de descargas de un archivo y pide más. Un clic en el estudio se las concede.",
    details: { order: "Pedido", buyer: "Comprador", product: "Producto", file: "Archivo", downloads: "Descargas" },
    action: "Abrir las peticiones en el estudio",
  },
  ca: {
    subject: (title) => `Una lectora demana més descàrregues de «${title}»`,
    body: "Algú que va comprar ha arribat al límit de descàrregues d'un fitxer i en demana més. Un clic a l'estudi les hi concedeix.",
    details: { order: "Comanda", buyer: "Comprador", product: "Producte", file: "Fitxer", downloads: "Descàrregues" },
    action: "Obrir les peticions a l'estudi",
  },
};

/** The author's notice of a request for more downloads, with the studio's list to grant it. */
export function downloadRequestEmail(
  locale: Locale,
  data: { reference: string; buyer: string; title: string; label: string; downloads: string; studioUrl: string },
): RenderedEmail {
  const c = REQUEST_COPY[locale];
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body],
    details: [
      [c.details.order, data.reference],
      [c.details.buyer, data.buyer],
      [c.details.product, data.title],
      [c.details.file, data.label],
      [c.details.downloads, data.downloads],
    ],
    action: { label: c.action, url: data.studioUrl },
  });
}

const ZIP_OF: Record<Locale, (group: string) => string> = {
  en: (group) => `${group} (ZIP of the album)`,
  es: (group) => `${group} (ZIP del álbum)`,
  ca: (group) => `${group} (ZIP de l'àlbum)`,
};

/** An album ZIP (decision 055) named where a file's label goes: "FLAC (ZIP of the album)". */
export const albumZipLabel = (locale: Locale, group: string) => ZIP_OF[locale](group);

interface GrantedCopy {
  subject: (title: string) => string;
  body: (title: string, label: string, count: number) => string;
  action: string;
}

const GRANTED_COPY: Record<Locale, GrantedCopy> = {
  en: {
    subject: (title) => `You can download “${title}” again`,
    body: (title, label, count) =>
      `You asked for more downloads of “${title}” (${label}), and the author has granted you ${count} more. They are in your library now.`,
    action: "Open your library",
  },
  es: {
    subject: (title) => `Ya puedes volver a descargar «${title}»`,
    body: (title, label, count) =>
      `Pediste más descargas de «${title}» (${label}) y la autora te ha concedido ${count} más. Ya están en tu biblioteca.`,
    action: "Abrir tu biblioteca",
  },
  ca: {
    subject: (title) => `Ja pots tornar a descarregar «${title}»`,
    body: (title, label, count) =>
      `Vas demanar més descàrregues de «${title}» (${label}) i l'autora te n'ha concedit ${count} més. Ja són a la teva biblioteca.`,
    action: "Obrir la teva biblioteca",
  },
};

/** The owner's one email when the author grants their request for more downloads. */
export function downloadGrantedEmail(
  locale: Locale,
  data: { title: string; label: string; count: number; libraryUrl: string },
): RenderedEmail {
  const c = GRANTED_COPY[locale];
  return render(locale, c.subject(data.title), {
    paragraphs: [c.body(data.title, data.label, data.count)],
    action: { label: c.action, url: data.libraryUrl },
  });
}
