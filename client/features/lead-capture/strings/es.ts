/**
 * Spanish (Spain) strings of the lead-capture forms. Placeholders use rosetta's {{name}} syntax.
 */
import type { leadCaptureEn } from "./en";

type Strings<T> = { [K in keyof T]?: T[K] extends string ? string : Strings<T[K]> };

export const leadCaptureEs = {
  contactForm: {
    heading: "Hablemos",
    intro:
      "Una colaboración, una oferta de empleo, una entrevista o un proyecto editorial: cuéntame qué tienes en mente y te responderé en menos de 24 horas.",
    formLabel: "Formulario de contacto",
    name: "Nombre",
    lastName: "Apellidos",
    email: "Correo electrónico",
    reason: "Motivo del contacto",
    reasonPlaceholder: "Selecciona un motivo",
    reasons: {
      collaboration: "Colaboración",
      job_position: "Puesto de trabajo",
      media_opportunity: "Prensa y medios",
      publishing: "Edición",
      coaching_opportunity: "Coaching",
      consulting: "Consultoría",
      other: "Otro",
    },
    company: "Empresa",
    message: "Mensaje",
    messagePlaceholder: "Háblame de tu proyecto, de tus plazos y de cómo puedo ayudarte.",
    privacyBefore: "He leído y acepto la",
    privacyLink: "política de privacidad",
    submit: "Enviar mensaje",
    errors: {
      name_required: { title: "Nombre obligatorio", text: "Introduce tu nombre." },
      email_required: {
        title: "Correo obligatorio",
        text: "Introduce tu dirección de correo electrónico.",
      },
      email_invalid: {
        title: "Correo no válido",
        text: "Introduce una dirección de correo electrónico válida.",
      },
      reason_required: { title: "Motivo obligatorio", text: "Selecciona el motivo del contacto." },
      company_required: {
        title: "Empresa obligatoria",
        text: "Si me escribes por un puesto de trabajo, indica el nombre de tu empresa.",
      },
      privacy_required: {
        title: "Política de privacidad",
        text: "Acepta la política de privacidad para continuar.",
      },
    },
    success: {
      title: "¡Mensaje enviado!",
      text: "Gracias por tu mensaje. ¡Te responderé muy pronto!",
    },
    failure: { title: "No se ha podido enviar", text: "Algo ha fallado. Inténtalo de nuevo." },
    tooMany: {
      title: "Demasiadas solicitudes",
      text: "Espera un momento antes de volver a enviarlo.",
    },
  },
  leadForm: {
    title: "Contacto y solicitud de currículum",
    description:
      "Déjame tu nombre y tu correo, y mi currículum se descargará al momento. Añade un asunto y un mensaje si quieres que te responda.",
    fullName: "Nombre completo",
    email: "Correo electrónico",
    subject: "Asunto",
    subjectPlaceholder: "Solicitud de descarga del currículum",
    message: "Mensaje",
    messagePlaceholder: "Solicito la descarga del currículum",
    submit: "Enviar y descargar el CV",
    cancel: "Cancelar",
    charactersLeft: "{{count}} de {{max}} caracteres",
    required: {
      title: "Faltan campos obligatorios",
      text: "Introduce tu nombre y tu dirección de correo electrónico.",
    },
    invalidEmail: {
      title: "Correo no válido",
      text: "Introduce una dirección de correo electrónico válida.",
    },
    success: {
      title: "¡Gracias!",
      text: "Tu solicitud se ha enviado. En breve recibirás un correo de confirmación.",
    },
    tooMany: {
      title: "Demasiadas solicitudes",
      text: "Espera un momento antes de volver a enviarlo.",
    },
    failure: { title: "Error", text: "Algo ha fallado. Inténtalo de nuevo." },
  },
  newsletter: {
    heading: "Apúntate al boletín",
    email: "Dirección de correo electrónico",
    placeholder: "tu@ejemplo.com",
    submit: "Suscribirme",
    submitting: "Suscribiendo...",
    emailRequired: {
      title: "Correo obligatorio",
      text: "Introduce tu dirección de correo electrónico para suscribirte.",
    },
    emailInvalid: {
      title: "Correo no válido",
      text: "Introduce una dirección de correo electrónico válida.",
    },
    success: {
      title: "¡Bienvenido a bordo!",
      text: "Ya casi está: revisa tu bandeja de entrada y confirma tu suscripción para empezar a recibir el boletín.",
    },
    failure: { title: "Error en la suscripción", text: "Algo ha fallado. Inténtalo de nuevo." },
    tooMany: {
      title: "Demasiadas solicitudes",
      text: "Espera un momento antes de volver a suscribirte.",
    },
    confirm: {
      doneHeading: "Suscripción confirmada",
      button: "Confirmar mi suscripción",
      working: "Confirmando...",
      done: "Tu suscripción está confirmada. ¡Bienvenido a bordo! En breve te llegará un correo de bienvenida.",
      already: "Esta dirección ya estaba confirmada. No tienes que hacer nada más.",
    },
    unsubscribe: {
      doneHeading: "Te has dado de baja",
      button: "Darme de baja",
      working: "Procesando la baja...",
      done: "Te has dado de baja y ya no recibirás el boletín.",
    },
    link: {
      missing:
        "Para acceder a esta página necesitas el enlace de tu correo. Ábrelo desde el propio correo o vuelve a suscribirte.",
      expired: "Este enlace ha caducado. Vuelve a suscribirte para recibir uno nuevo.",
      invalid: "Este enlace no es válido. Comprueba que has abierto el enlace completo del correo.",
      failure: "Algo ha fallado. Inténtalo de nuevo.",
      backHome: "Volver a la página de inicio",
    },
  },
  excerpt: {
    button: "Leer un fragmento gratuito",
    title: "Descarga un fragmento gratuito",
    description:
      "Introduce tu nombre y tu correo, y los primeros capítulos de {{title}} se descargarán en formato EPUB. Además, recibirás una copia del enlace en tu bandeja de entrada.",
    fullName: "Nombre completo",
    email: "Correo electrónico",
    submit: "Descargar el fragmento",
    processing: "Procesando...",
    cancel: "Cancelar",
    required: "Rellena todos los campos",
    invalidEmail: "Introduce una dirección de correo electrónico válida.",
    success: "¡Gracias por tu interés! La descarga ha comenzado.",
    tooMany: "Demasiados intentos de descarga. Inténtalo de nuevo más tarde.",
    failure: "No se ha podido registrar la descarga. Inténtalo de nuevo.",
    exception: "Algo ha fallado. Inténtalo de nuevo.",
  },
} as const satisfies Strings<typeof leadCaptureEn>;
