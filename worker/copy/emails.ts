import type { Locale } from "../contract/locales";

/**
 * The emails' words in en, es and ca. worker/email/templates.ts lays them out; the copy lives
 * here with the Worker's other translated text (worker/copy/), so a translator finds it in one place.
 */

/** Lead capture: the contact notification and confirmation, the newsletter's mails, the excerpt link. */
export const LEAD_EMAIL_COPY = {
  en: {
    notification: {
      subject: (s: string, n: string) => `New message: ${s} — ${n}`,
      resumeSubject: (n: string) => `Resume request from ${n}`,
      intro: (n: string) => `${n} wrote through the website. Reply to this email to answer them directly.`,
      labels: {
        name: "Name",
        email: "Email",
        subject: "Subject",
        reason: "Reason",
        company: "Company",
        message: "Message",
        updates: "Stay updated",
        language: "Language",
        received: "Received",
      },
      yes: "Yes",
      no: "No",
    },
    confirmation: {
      subject: "Thanks for getting in touch",
      resumeSubject: "Your copy of my resume",
      hello: (n: string) => `Hi ${n},`,
      body: "Thank you for your message. I read every one myself and you'll have a response within 24 hours.",
      resumeBody:
        "Thank you for your interest. Your resume download has started; if it didn't, or you need it again, use the link below. I'll get back to you within 24 hours.",
      resumeAction: "Download the resume",
      copy: "For your records, this is what you sent:",
      linkNote: (days: number) => `The link works for ${days} days.`,
      footer: "You received this email because this address was entered in the contact form on the website.",
    },
    newsletterConfirm: {
      subject: "Please confirm your subscription",
      body: "Someone, hopefully you, asked to receive news about new books, music and writing at this address. Please confirm it's you:",
      action: "Confirm my subscription",
      ignore: "If you didn't ask for this, ignore this email: you won't hear from me.",
    },
    newsletterWelcome: {
      subject: "Welcome aboard!",
      body: "Your subscription is confirmed. You'll hear from me when there's a new book, a new soundtrack or something worth reading — never more than twice a month.",
      unsubscribe: "Unsubscribe",
      footer: "You can leave at any time with one click:",
    },
    newsletterBroadcast: {
      footer: (name: string) => `You're receiving this because you subscribed to ${name}'s newsletter.`,
      unsubscribe: "Unsubscribe",
    },
    excerpt: {
      subject: (t: string) => `Your free excerpt of ${t}`,
      hello: (n: string) => `Hi ${n},`,
      body: (t: string) =>
        `Thank you for your interest in ${t}. Your download should have started already; if not, or to read it on another device, use the link below.`,
      action: "Download the excerpt (EPUB)",
      linkNote: (days: number) =>
        `The link works for ${days} days. EPUB opens in Apple Books, Google Play Books, Kobo and most e-readers.`,
    },
  },
  es: {
    notification: {
      subject: (s: string, n: string) => `Nuevo mensaje: ${s} — ${n}`,
      resumeSubject: (n: string) => `Solicitud de currículum de ${n}`,
      intro: (n: string) => `${n} ha escrito desde la web. Responde a este correo para contestarle directamente.`,
      labels: {
        name: "Nombre",
        email: "Correo",
        subject: "Asunto",
        reason: "Motivo",
        company: "Empresa",
        message: "Mensaje",
        updates: "Quiere novedades",
        language: "Idioma",
        received: "Recibido",
      },
      yes: "Sí",
      no: "No",
    },
    confirmation: {
      subject: "Gracias por escribirme",
      resumeSubject: "Tu copia de mi currículum",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Gracias por tu mensaje. Los leo todos personalmente y tendrás una respuesta en menos de 24 horas.",
      resumeBody:
        "Gracias por tu interés. La descarga de mi currículum ya ha empezado; si no es así, o lo necesitas de nuevo, usa el enlace de abajo. Te responderé en menos de 24 horas.",
      resumeAction: "Descargar el currículum",
      copy: "Para que lo tengas, esto es lo que enviaste:",
      linkNote: (days: number) => `El enlace funciona durante ${days} días.`,
      footer: "Recibes este correo porque esta dirección se escribió en el formulario de contacto de la web.",
    },
    newsletterConfirm: {
      subject: "Confirma tu suscripción",
      body: "Alguien, esperamos que tú, ha pedido recibir novedades sobre libros, música y escritura en esta dirección. Confirma que eres tú:",
      action: "Confirmar mi suscripción",
      ignore: "Si no lo has pedido, ignora este correo: no volverás a saber de mí.",
    },
    newsletterWelcome: {
      subject: "¡Bienvenido a bordo!",
      body: "Tu suscripción está confirmada. Te escribiré cuando haya un libro nuevo, una banda sonora nueva o algo que valga la pena leer; nunca más de dos veces al mes.",
      unsubscribe: "Darme de baja",
      footer: "Puedes darte de baja cuando quieras con un clic:",
    },
    newsletterBroadcast: {
      footer: (name: string) => `Recibes este correo porque te suscribiste al boletín de ${name}.`,
      unsubscribe: "Darme de baja",
    },
    excerpt: {
      subject: (t: string) => `Tu fragmento gratuito de ${t}`,
      hello: (n: string) => `Hola, ${n}:`,
      body: (t: string) =>
        `Gracias por tu interés en ${t}. La descarga ya debería haber empezado; si no es así, o para leerlo en otro dispositivo, usa el enlace de abajo.`,
      action: "Descargar el fragmento (EPUB)",
      linkNote: (days: number) =>
        `El enlace funciona durante ${days} días. El EPUB se abre en Apple Books, Google Play Libros, Kobo y la mayoría de lectores.`,
    },
  },
  ca: {
    notification: {
      subject: (s: string, n: string) => `Missatge nou: ${s} — ${n}`,
      resumeSubject: (n: string) => `Sol·licitud de currículum de ${n}`,
      intro: (n: string) => `${n} ha escrit des del web. Respon aquest correu per contestar-li directament.`,
      labels: {
        name: "Nom",
        email: "Correu",
        subject: "Assumpte",
        reason: "Motiu",
        company: "Empresa",
        message: "Missatge",
        updates: "Vol novetats",
        language: "Idioma",
        received: "Rebut",
      },
      yes: "Sí",
      no: "No",
    },
    confirmation: {
      subject: "Gràcies per escriure'm",
      resumeSubject: "La teva còpia del meu currículum",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Gràcies pel teu missatge. Els llegeixo tots personalment i tindràs una resposta en menys de 24 hores.",
      resumeBody:
        "Gràcies pel teu interès. La descàrrega del meu currículum ja ha començat; si no és així, o el tornes a necessitar, fes servir l'enllaç de sota. Et respondré en menys de 24 hores.",
      resumeAction: "Descarregar el currículum",
      copy: "Perquè ho tinguis, això és el que vas enviar:",
      linkNote: (days: number) => `L'enllaç funciona durant ${days} dies.`,
      footer: "Reps aquest correu perquè aquesta adreça es va escriure al formulari de contacte del web.",
    },
    newsletterConfirm: {
      subject: "Confirma la teva subscripció",
      body: "Algú, esperem que tu, ha demanat rebre novetats sobre llibres, música i escriptura en aquesta adreça. Confirma que ets tu:",
      action: "Confirmar la meva subscripció",
      ignore: "Si no ho has demanat, ignora aquest correu: no tornaràs a saber de mi.",
    },
    newsletterWelcome: {
      subject: "Benvingut a bord!",
      body: "La teva subscripció està confirmada. T'escriuré quan hi hagi un llibre nou, una banda sonora nova o alguna cosa que valgui la pena llegir; mai més de dues vegades al mes.",
      unsubscribe: "Donar-me de baixa",
      footer: "Et pots donar de baixa quan vulguis amb un clic:",
    },
    newsletterBroadcast: {
      footer: (name: string) =>
        `Reps aquest correu perquè et vas subscriure al butlletí ${name.match(/^[AEIOUÀÈÉÍÒÓÚaeiou]/) ? "d'" : "de "}${name}.`,
      unsubscribe: "Donar-me de baixa",
    },
    excerpt: {
      subject: (t: string) => `El teu fragment gratuït de ${t}`,
      hello: (n: string) => `Hola, ${n}:`,
      body: (t: string) =>
        `Gràcies pel teu interès en ${t}. La descàrrega ja hauria d'haver començat; si no és així, o per llegir-lo en un altre dispositiu, fes servir l'enllaç de sota.`,
      action: "Descarregar el fragment (EPUB)",
      linkNote: (days: number) =>
        `L'enllaç funciona durant ${days} dies. L'EPUB s'obre a Apple Books, Google Play Llibres, Kobo i la majoria de lectors.`,
    },
  },
} as const;

/** Account emails (better-auth's links). */
export const ACCOUNT_EMAIL_COPY = {
  en: {
    verify: {
      subject: "Confirm your email address",
      hello: (n: string) => `Hi ${n},`,
      body: "Thanks for creating a reader account. Confirm your email address to sign in:",
      action: "Confirm my email",
      ignore: "If you didn't create an account, ignore this email and nothing will happen.",
    },
    reset: {
      subject: "Reset your password",
      hello: (n: string) => `Hi ${n},`,
      body: "Someone, hopefully you, asked to reset the password of your account. Choose a new one here:",
      action: "Choose a new password",
      ignore:
        "The link works for one hour. If you didn't ask for this, ignore this email: your password stays as it is.",
    },
    change: {
      subject: "Approve the change of your account email",
      hello: (n: string) => `Hi ${n},`,
      body: (to: string) =>
        `Someone, hopefully you, asked to change the email address of your reader account to ${to}. If it was you, approve it here; we'll then send a confirmation link to the new address:`,
      action: "Approve the change",
      ignore:
        "If you didn't ask for this, ignore this email: nothing changes. Changing your password would be a good idea.",
    },
    newEmail: {
      subject: "Confirm your new email address",
      hello: (n: string) => `Hi ${n},`,
      body: "Confirm this address to use it for your reader account from now on:",
      action: "Confirm my new email",
      ignore: "If you didn't ask for this, ignore this email and nothing will happen.",
    },
  },
  es: {
    verify: {
      subject: "Confirma tu dirección de correo",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Gracias por crear una cuenta de lector. Confirma tu dirección de correo para iniciar sesión:",
      action: "Confirmar mi correo",
      ignore: "Si no has creado ninguna cuenta, ignora este correo y no pasará nada.",
    },
    reset: {
      subject: "Restablece tu contraseña",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Alguien, esperamos que tú, ha pedido restablecer la contraseña de tu cuenta. Elige una nueva aquí:",
      action: "Elegir una contraseña nueva",
      ignore: "El enlace funciona durante una hora. Si no lo has pedido, ignora este correo: tu contraseña no cambia.",
    },
    change: {
      subject: "Aprueba el cambio del correo de tu cuenta",
      hello: (n: string) => `Hola, ${n}:`,
      body: (to: string) =>
        `Alguien, esperamos que tú, ha pedido cambiar la dirección de correo de tu cuenta de lector a ${to}. Si has sido tú, apruébalo aquí; después enviaremos un enlace de confirmación a la nueva dirección:`,
      action: "Aprobar el cambio",
      ignore: "Si no lo has pedido, ignora este correo: no cambia nada. Sería buena idea cambiar tu contraseña.",
    },
    newEmail: {
      subject: "Confirma tu nueva dirección de correo",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Confirma esta dirección para usarla a partir de ahora en tu cuenta de lector:",
      action: "Confirmar mi nuevo correo",
      ignore: "Si no lo has pedido, ignora este correo y no pasará nada.",
    },
  },
  ca: {
    verify: {
      subject: "Confirma la teva adreça de correu",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Gràcies per crear un compte de lector. Confirma la teva adreça de correu per iniciar la sessió:",
      action: "Confirmar el meu correu",
      ignore: "Si no has creat cap compte, ignora aquest correu i no passarà res.",
    },
    reset: {
      subject: "Restableix la teva contrasenya",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Algú, esperem que tu, ha demanat restablir la contrasenya del teu compte. Tria'n una de nova aquí:",
      action: "Triar una contrasenya nova",
      ignore:
        "L'enllaç funciona durant una hora. Si no ho has demanat, ignora aquest correu: la teva contrasenya no canvia.",
    },
    change: {
      subject: "Aprova el canvi del correu del teu compte",
      hello: (n: string) => `Hola, ${n}:`,
      body: (to: string) =>
        `Algú, esperem que tu, ha demanat canviar l'adreça de correu del teu compte de lector a ${to}. Si has estat tu, aprova-ho aquí; després enviarem un enllaç de confirmació a la nova adreça:`,
      action: "Aprovar el canvi",
      ignore: "Si no ho has demanat, ignora aquest correu: no canvia res. Seria bona idea canviar la contrasenya.",
    },
    newEmail: {
      subject: "Confirma la teva nova adreça de correu",
      hello: (n: string) => `Hola, ${n}:`,
      body: "Confirma aquesta adreça per fer-la servir a partir d'ara al teu compte de lector:",
      action: "Confirmar el meu nou correu",
      ignore: "Si no ho has demanat, ignora aquest correu i no passarà res.",
    },
  },
} as const;

/** The receipt of a paid order. */
export const RECEIPT_EMAIL_COPY = {
  en: {
    subject: (n: string) => `Your La Bodega order ${n}`,
    hello: "Thank you for your order. It is paid, and everything in it is ready to download.",
    bought: "What you bought",
    total: "Total paid",
    discount: (code: string) => `Discount code ${code}`,
    downloads: (days: number) =>
      `Download each file with the links below (they work for ${days} days). Your library in your account always has fresh links.`,
    library: "Open my library",
    footer:
      "Digital goods are delivered at once; by downloading them you start using them. Questions? Just reply to this email.",
  },
  es: {
    subject: (n: string) => `Tu pedido de La Bodega ${n}`,
    hello: "Gracias por tu pedido. Está pagado y todo lo que incluye está listo para descargar.",
    bought: "Lo que has comprado",
    total: "Total pagado",
    discount: (code: string) => `Código de descuento ${code}`,
    downloads: (days: number) =>
      `Descarga cada archivo con los enlaces de abajo (funcionan durante ${days} días). Tu biblioteca, en tu cuenta, siempre tiene enlaces nuevos.`,
    library: "Abrir mi biblioteca",
    footer:
      "Los productos digitales se entregan al momento; al descargarlos empiezas a usarlos. ¿Alguna pregunta? Responde a este correo.",
  },
  ca: {
    subject: (n: string) => `La teva comanda de La Bodega ${n}`,
    hello: "Gràcies per la teva comanda. Està pagada i tot el que inclou està a punt per descarregar.",
    bought: "El que has comprat",
    total: "Total pagat",
    discount: (code: string) => `Codi de descompte ${code}`,
    downloads: (days: number) =>
      `Descarrega cada fitxer amb els enllaços de sota (funcionen durant ${days} dies). La teva biblioteca, al teu compte, sempre té enllaços nous.`,
    library: "Obrir la meva biblioteca",
    footer:
      "Els productes digitals es lliuren a l'instant; en descarregar-los comences a fer-los servir. Alguna pregunta? Respon aquest correu.",
  },
} satisfies Record<Locale, unknown>;

/** A refund of an order, whole or in part (decision 044). */
export const REFUND_EMAIL_COPY = {
  en: {
    subject: (n: string) => `Your La Bodega order ${n}: refund`,
    whole: (amount: string) =>
      `We have refunded your order: ${amount} is on its way back to you. Its files can no longer be downloaded.`,
    part: (amount: string) =>
      `We have refunded part of your order: ${amount} is on its way back to you. The files of what was refunded can no longer be downloaded; the rest stay in your library.`,
    timing: "Depending on your bank, the money takes 5 to 10 days to show on your statement.",
    refunded: "Refunded",
    library: "Open my library",
    footer: "Questions? Just reply to this email.",
  },
  es: {
    subject: (n: string) => `Tu pedido de La Bodega ${n}: reembolso`,
    whole: (amount: string) =>
      `Hemos reembolsado tu pedido: ${amount} vuelve a tu cuenta. Sus archivos ya no se pueden descargar.`,
    part: (amount: string) =>
      `Hemos reembolsado parte de tu pedido: ${amount} vuelve a tu cuenta. Los archivos de lo reembolsado ya no se pueden descargar; el resto sigue en tu biblioteca.`,
    timing: "Según tu banco, el dinero tarda de 5 a 10 días en aparecer en tu extracto.",
    refunded: "Reembolsado",
    library: "Abrir mi biblioteca",
    footer: "¿Alguna pregunta? Responde a este correo.",
  },
  ca: {
    subject: (n: string) => `La teva comanda de La Bodega ${n}: reemborsament`,
    whole: (amount: string) =>
      `Hem reemborsat la teva comanda: ${amount} torna al teu compte. Els seus fitxers ja no es poden descarregar.`,
    part: (amount: string) =>
      `Hem reemborsat part de la teva comanda: ${amount} torna al teu compte. Els fitxers del que s'ha reemborsat ja no es poden descarregar; la resta continua a la teva biblioteca.`,
    timing: "Segons el teu banc, els diners triguen de 5 a 10 dies a aparèixer al teu extracte.",
    refunded: "Reemborsat",
    library: "Obrir la meva biblioteca",
    footer: "Alguna pregunta? Respon aquest correu.",
  },
} satisfies Record<Locale, unknown>;

/** What a guest's receipt adds, and the magic link that claims guest orders. */
export const GUEST_EMAIL_COPY = {
  en: {
    receiptNote: (days: number) =>
      `You bought without an account. To keep these files in a library, open this link (it works once, for ${days} days) and sign in or create an account; signing in with this address, once confirmed, does it too.`,
    receiptAction: "Add to my library",
    claimSubject: "Your La Bodega purchases: add them to your library",
    claimHello: "Someone (we hope you) asked to add the purchases made with this address to a La Bodega library.",
    claimBody: (days: number) =>
      `Open the link below and sign in or create an account: your purchases join it. The link works once, for ${days} days.`,
    claimIgnore: "If you did not ask for this, ignore this email: nothing changes.",
  },
  es: {
    receiptNote: (days: number) =>
      `Has comprado sin cuenta. Para guardar estos archivos en una biblioteca, abre este enlace (funciona una vez, durante ${days} días) e inicia sesión o crea una cuenta; iniciar sesión con esta dirección, una vez confirmada, también lo hace.`,
    receiptAction: "Añadir a mi biblioteca",
    claimSubject: "Tus compras en La Bodega: añádelas a tu biblioteca",
    claimHello:
      "Alguien (esperamos que tú) ha pedido añadir las compras hechas con esta dirección a una biblioteca de La Bodega.",
    claimBody: (days: number) =>
      `Abre el enlace de abajo e inicia sesión o crea una cuenta: tus compras se unen a ella. El enlace funciona una vez, durante ${days} días.`,
    claimIgnore: "Si no lo has pedido tú, ignora este correo: no cambia nada.",
  },
  ca: {
    receiptNote: (days: number) =>
      `Has comprat sense compte. Per guardar aquests fitxers en una biblioteca, obre aquest enllaç (funciona un cop, durant ${days} dies) i inicia la sessió o crea un compte; iniciar la sessió amb aquesta adreça, un cop confirmada, també ho fa.`,
    receiptAction: "Afegir a la meva biblioteca",
    claimSubject: "Les teves compres a La Bodega: afegeix-les a la teva biblioteca",
    claimHello:
      "Algú (esperem que tu) ha demanat afegir les compres fetes amb aquesta adreça a una biblioteca de La Bodega.",
    claimBody: (days: number) =>
      `Obre l'enllaç de sota i inicia la sessió o crea un compte: les teves compres s'hi uneixen. L'enllaç funciona un cop, durant ${days} dies.`,
    claimIgnore: "Si no ho has demanat tu, ignora aquest correu: no canvia res.",
  },
} satisfies Record<Locale, unknown>;

/** A gift: the buyer's receipt, and the recipient's mail on the chosen day. */
export const GIFT_EMAIL_COPY = {
  en: {
    receiptNote: (name: string, day: string) =>
      `This is a gift for ${name}: we will email them on ${day} with a link to claim it. Your library shows whether it was claimed, and can send the email again.`,
    subject: (from: string, title: string) => `${from} sent you a gift: ${title}`,
    hello: (name: string) => `Hello ${name},`,
    body: (from: string, title: string) => `${from} has given you “${title}” from La Bodega.`,
    messageLabel: "Their message",
    howTo:
      "Open the link below and sign in or create an account to put it in your library, where you can download it. The link works once.",
    action: "Claim my gift",
  },
  es: {
    receiptNote: (name: string, day: string) =>
      `Es un regalo para ${name}: le escribiremos el ${day} con un enlace para reclamarlo. Tu biblioteca muestra si lo ha reclamado y puede enviar el correo de nuevo.`,
    subject: (from: string, title: string) => `${from} te ha enviado un regalo: ${title}`,
    hello: (name: string) => `Hola, ${name}:`,
    body: (from: string, title: string) => `${from} te ha regalado «${title}» de La Bodega.`,
    messageLabel: "Su mensaje",
    howTo:
      "Abre el enlace de abajo e inicia sesión o crea una cuenta para guardarlo en tu biblioteca, desde donde podrás descargarlo. El enlace funciona una vez.",
    action: "Reclamar mi regalo",
  },
  ca: {
    receiptNote: (name: string, day: string) =>
      `És un regal per a ${name}: li escriurem el ${day} amb un enllaç per reclamar-lo. La teva biblioteca mostra si l'ha reclamat i pot tornar a enviar el correu.`,
    subject: (from: string, title: string) => `${from} t'ha enviat un regal: ${title}`,
    hello: (name: string) => `Hola, ${name}:`,
    body: (from: string, title: string) => `${from} t'ha regalat «${title}» de La Bodega.`,
    messageLabel: "El seu missatge",
    howTo:
      "Obre l'enllaç de sota i inicia la sessió o crea un compte per desar-lo a la teva biblioteca, des d'on el podràs descarregar. L'enllaç funciona un cop.",
    action: "Reclamar el meu regal",
  },
} satisfies Record<Locale, unknown>;
