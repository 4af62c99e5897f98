import type { Localized } from "../../../content/types";

/** The studio's words (decision 041); only the studio's chunk carries them. */
export const STUDIO_LABELS = {
  checking: { en: "Checking your access...", es: "Comprobando tu acceso...", ca: "S'està comprovant l'accés..." },
  signedOutHeading: {
    en: "Sign in to enter the studio",
    es: "Inicia sesión para entrar en el estudio",
    ca: "Inicia la sessió per entrar a l'estudi",
  },
  signedOutText: {
    en: "The studio is where the site's author runs it. Sign in with the author's account.",
    es: "El estudio es donde el autor gestiona la web. Inicia sesión con la cuenta del autor.",
    ca: "L'estudi és on l'autor gestiona el web. Inicia la sessió amb el compte de l'autor.",
  },
  signIn: { en: "Sign in", es: "Iniciar sesión", ca: "Inicia la sessió" },
  refusedHeading: {
    en: "This account can't enter the studio",
    es: "Esta cuenta no puede entrar en el estudio",
    ca: "Aquest compte no pot entrar a l'estudi",
  },
  refusedText: {
    en: "Only the site's author enters here. If that's you, sign out and sign in with the author's account.",
    es: "Aquí solo entra el autor de la web. Si eres tú, cierra la sesión e inicia sesión con la cuenta del autor.",
    ca: "Aquí només hi entra l'autor del web. Si ets tu, tanca la sessió i inicia-la amb el compte de l'autor.",
  },
  loadError: {
    en: "The studio couldn't be reached. Check your connection and try again.",
    es: "No se ha podido contactar con el estudio. Comprueba la conexión y vuelve a intentarlo.",
    ca: "No s'ha pogut contactar amb l'estudi. Comprova la connexió i torna-ho a provar.",
  },
  retry: { en: "Try again", es: "Reintentar", ca: "Torna-ho a provar" },
  verifyHeading: { en: "Enter your code", es: "Introduce tu código", ca: "Introdueix el codi" },
  enrolHeading: {
    en: "Protect the studio with a second factor",
    es: "Protege el estudio con un segundo factor",
    ca: "Protegeix l'estudi amb un segon factor",
  },
  enrolIntro: {
    en: "The studio asks for a code from an authenticator app (1Password, Google Authenticator, Microsoft Authenticator, Aegis…) on top of your password. Confirm your password to set it up.",
    es: "El estudio pide, además de la contraseña, un código de una app de autenticación (1Password, Google Authenticator, Microsoft Authenticator, Aegis…). Confirma tu contraseña para configurarla.",
    ca: "L'estudi demana, a més de la contrasenya, un codi d'una app d'autenticació (1Password, Google Authenticator, Microsoft Authenticator, Aegis…). Confirma la contrasenya per configurar-la.",
  },
  password: { en: "Your password", es: "Tu contraseña", ca: "La teva contrasenya" },
  passwordRequired: {
    en: "Please enter your password.",
    es: "Introduce tu contraseña.",
    ca: "Introdueix la contrasenya.",
  },
  start: { en: "Set up the app", es: "Configurar la app", ca: "Configura l'app" },
  starting: { en: "Preparing...", es: "Preparando...", ca: "S'està preparant..." },
  enrolError: { en: "Setup didn't start", es: "No se ha podido empezar", ca: "No s'ha pogut començar" },
  scanStep: {
    en: "1. Scan this code with the app, or type the key into it.",
    es: "1. Escanea este código con la app o escribe la clave en ella.",
    ca: "1. Escaneja aquest codi amb l'app o escriu-hi la clau.",
  },
  qrAlt: {
    en: "QR code of the studio's key for an authenticator app",
    es: "Código QR de la clave del estudio para una app de autenticación",
    ca: "Codi QR de la clau de l'estudi per a una app d'autenticació",
  },
  key: { en: "Key", es: "Clave", ca: "Clau" },
  backupStep: {
    en: "2. Keep these backup codes somewhere safe. Each one lets you in once if you lose your phone.",
    es: "2. Guarda estos códigos de respaldo en un lugar seguro. Cada uno te deja entrar una vez si pierdes el móvil.",
    ca: "2. Desa aquests codis de reserva en un lloc segur. Cadascun et deixa entrar una vegada si perds el mòbil.",
  },
  downloadCodes: { en: "Download the codes (.txt)", es: "Descargar los códigos (.txt)", ca: "Baixa els codis (.txt)" },
  codesFileName: {
    en: "la-bodega-studio-backup-codes.txt",
    es: "la-bodega-estudio-codigos-de-respaldo.txt",
    ca: "la-bodega-estudi-codis-de-reserva.txt",
  },
  codesFileHeading: {
    en: "La Bodega studio — backup codes for {email}. Each works once.",
    es: "La Bodega studio — códigos de respaldo de {email}. Cada uno sirve una vez.",
    ca: "La Bodega studio — codis de reserva de {email}. Cadascun serveix una vegada.",
  },
  codeStep: {
    en: "3. Enter the 6-digit code the app now shows.",
    es: "3. Introduce el código de 6 cifras que muestra ahora la app.",
    ca: "3. Introdueix el codi de 6 xifres que mostra ara l'app.",
  },
  welcome: {
    en: "Welcome to the studio, {name}.",
    es: "Bienvenido al estudio, {name}.",
    ca: "Benvingut a l'estudi, {name}.",
  },
  sections: { en: "Studio sections", es: "Secciones del estudio", ca: "Seccions de l'estudi" },
  auditLog: { en: "Audit log", es: "Registro de actividad", ca: "Registre d'activitat" },
  auditLogIntro: {
    en: "Everything done in the studio, newest first: who, when, what and on which item. Nobody can edit it.",
    es: "Todo lo que se ha hecho en el estudio, empezando por lo más reciente: quién, cuándo, qué y sobre qué. Nadie puede editarlo.",
    ca: "Tot el que s'ha fet a l'estudi, començant pel més recent: qui, quan, què i sobre què. Ningú no el pot editar.",
  },
  auditEmpty: {
    en: "Nothing has been done in the studio yet. Every change you make here will be listed.",
    es: "Todavía no se ha hecho nada en el estudio. Aquí aparecerá cada cambio que hagas.",
    ca: "Encara no s'ha fet res a l'estudi. Aquí hi apareixerà cada canvi que facis.",
  },
  when: { en: "When", es: "Cuándo", ca: "Quan" },
  who: { en: "Who", es: "Quién", ca: "Qui" },
  what: { en: "What", es: "Qué", ca: "Què" },
  item: { en: "Item", es: "Elemento", ca: "Element" },
  details: { en: "Details", es: "Detalles", ca: "Detalls" },
  older: { en: "Show older entries", es: "Mostrar entradas anteriores", ca: "Mostra entrades anteriors" },
  loadingOlder: { en: "Loading...", es: "Cargando...", ca: "S'està carregant..." },
  "action.studio.enrolled": {
    en: "Set up the authenticator app",
    es: "Configuró la app de autenticación",
    ca: "Va configurar l'app d'autenticació",
  },
  "action.studio.entered": { en: "Entered the studio", es: "Entró en el estudio", ca: "Va entrar a l'estudi" },
  "action.studio.authenticator_removed": {
    en: "Removed the authenticator app",
    es: "Quitó la app de autenticación",
    ca: "Va treure l'app d'autenticació",
  },
  "method.totp": { en: "with the app's code", es: "con el código de la app", ca: "amb el codi de l'app" },
  "method.backup_code": { en: "with a backup code", es: "con un código de respaldo", ca: "amb un codi de reserva" },
} as const satisfies Record<string, Localized>;
