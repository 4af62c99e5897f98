/** The library's words for file updates and download requests (decision 057). */
export const FILE_UPDATE_LABELS = {
  newVersion: { en: "New version", es: "Versión nueva", ca: "Versió nova" },
  newVersionFree: {
    en: "Downloading the new version does not count towards your limit.",
    es: "Descargar la versión nueva no cuenta para tu límite.",
    ca: "Descarregar la versió nova no compta per al teu límit.",
  },
  versionN: { en: "Version {version}", es: "Versión {version}", ca: "Versió {version}" },
  whatChanged: { en: "What changed", es: "Qué ha cambiado", ca: "Què ha canviat" },
  earlierVersions: { en: "Earlier versions", es: "Versiones anteriores", ca: "Versions anteriors" },
  downloadVersion: {
    en: "Download version {version}",
    es: "Descargar la versión {version}",
    ca: "Descarrega la versió {version}",
  },
  requestMore: { en: "Request more downloads", es: "Pedir más descargas", ca: "Demana més descàrregues" },
  requestMoreFor: {
    en: "Request more downloads of {label}, {title}",
    es: "Pedir más descargas de {label}, {title}",
    ca: "Demana més descàrregues de {label}, {title}",
  },
  requesting: { en: "Sending…", es: "Enviando…", ca: "Enviant…" },
  requested: {
    en: "Requested on {date}. The author will look at it soon; you will see the downloads here.",
    es: "Pedido el {date}. La autora lo verá pronto; verás las descargas aquí.",
    ca: "Demanat el {date}. L'autora ho veurà aviat; veuràs les descàrregues aquí.",
  },
  atLimit: {
    en: "You have used all the downloads of this file.",
    es: "Has usado todas las descargas de este archivo.",
    ca: "Has fet servir totes les descàrregues d'aquest fitxer.",
  },
  atLimitZip: {
    en: "You have used all the downloads of this ZIP.",
    es: "Has usado todas las descargas de este ZIP.",
    ca: "Has fet servir totes les descàrregues d'aquest ZIP.",
  },
  /** An album ZIP in a button's name: "FLAC (ZIP)". */
  zipName: { en: "{group} (ZIP)", es: "{group} (ZIP)", ca: "{group} (ZIP)" },
  requestFailed: {
    en: "The request did not go through. Please try again in a while.",
    es: "No se ha podido enviar la petición. Vuelve a intentarlo en un rato.",
    ca: "No s'ha pogut enviar la petició. Torna-ho a provar d'aquí a una estona.",
  },
  updateEmails: {
    en: "Email me once when a file I bought gets a new version",
    es: "Envíame un correo cuando un archivo que compré tenga una versión nueva",
    ca: "Envia'm un correu quan un fitxer que vaig comprar tingui una versió nova",
  },
  updateEmailsHint: {
    en: "One email per new version, with what changed. You can turn it off here at any time.",
    es: "Un correo por versión nueva, con lo que ha cambiado. Puedes desactivarlo aquí cuando quieras.",
    ca: "Un correu per versió nova, amb el que ha canviat. Ho pots desactivar aquí quan vulguis.",
  },
  updateEmailsOn: {
    en: "You will get an email about new versions.",
    es: "Recibirás un correo sobre las versiones nuevas.",
    ca: "Rebràs un correu sobre les versions noves.",
  },
  updateEmailsOff: {
    en: "You will not get emails about new versions.",
    es: "No recibirás correos sobre las versiones nuevas.",
    ca: "No rebràs correus sobre les versions noves.",
  },
  updateEmailsFailed: {
    en: "Your choice could not be saved. Please try again.",
    es: "No se ha podido guardar tu elección. Vuelve a intentarlo.",
    ca: "No s'ha pogut desar la teva tria. Torna-ho a provar.",
  },
} as const;
