/**
 * Catalan strings of the lead-capture forms. Placeholders use rosetta's {{name}} syntax.
 */
import type { leadCaptureEn } from "./en";

type Strings<T> = { [K in keyof T]?: T[K] extends string ? string : Strings<T[K]> };

export const leadCaptureCa = {
  contactForm: {
    heading: "Parlem",
    intro:
      "Una col·laboració, una oferta de feina, una entrevista o un projecte editorial: explica'm què tens al cap i et respondré en menys de 24 hores.",
    formLabel: "Formulari de contacte",
    name: "Nom",
    lastName: "Cognoms",
    email: "Correu electrònic",
    reason: "Motiu del contacte",
    reasonPlaceholder: "Selecciona un motiu",
    reasons: {
      collaboration: "Col·laboració",
      job_position: "Lloc de treball",
      media_opportunity: "Premsa i mitjans",
      publishing: "Edició",
      coaching_opportunity: "Coaching",
      consulting: "Consultoria",
      other: "Altres",
    },
    company: "Empresa",
    message: "Missatge",
    messagePlaceholder: "Explica'm el teu projecte, els terminis que tens i com et puc ajudar.",
    privacyBefore: "He llegit i accepto la",
    privacyLink: "política de privadesa",
    submit: "Envia el missatge",
    errors: {
      name_required: { title: "Nom obligatori", text: "Introdueix el teu nom." },
      email_required: {
        title: "Correu obligatori",
        text: "Introdueix la teva adreça de correu electrònic.",
      },
      email_invalid: {
        title: "Correu no vàlid",
        text: "Introdueix una adreça de correu electrònic vàlida.",
      },
      reason_required: { title: "Motiu obligatori", text: "Selecciona el motiu del contacte." },
      company_required: {
        title: "Empresa obligatòria",
        text: "Si m'escrius per un lloc de treball, indica el nom de la teva empresa.",
      },
      privacy_required: {
        title: "Política de privadesa",
        text: "Accepta la política de privadesa per continuar.",
      },
    },
    success: {
      title: "Missatge enviat!",
      text: "Gràcies pel teu missatge. Et respondré ben aviat!",
    },
    failure: { title: "No s'ha pogut enviar", text: "Alguna cosa ha fallat. Torna-ho a provar." },
    tooMany: {
      title: "Massa sol·licituds",
      text: "Espera una mica abans de tornar-ho a enviar.",
    },
  },
  leadForm: {
    title: "Contacte i sol·licitud de currículum",
    description:
      "Deixa'm el teu nom i el teu correu, i el meu currículum es descarregarà a l'instant. Afegeix-hi un assumpte i un missatge si vols que et respongui.",
    fullName: "Nom complet",
    email: "Correu electrònic",
    subject: "Assumpte",
    subjectPlaceholder: "Sol·licitud de descàrrega del currículum",
    message: "Missatge",
    messagePlaceholder: "Sol·licito la descàrrega del currículum",
    submit: "Envia i descarrega el CV",
    cancel: "Cancel·la",
    charactersLeft: "{{count}} de {{max}} caràcters",
    required: {
      title: "Falten camps obligatoris",
      text: "Introdueix el teu nom i la teva adreça de correu electrònic.",
    },
    invalidEmail: {
      title: "Correu no vàlid",
      text: "Introdueix una adreça de correu electrònic vàlida.",
    },
    success: {
      title: "Gràcies!",
      text: "La teva sol·licitud s'ha enviat. Aviat rebràs un correu de confirmació.",
    },
    tooMany: {
      title: "Massa sol·licituds",
      text: "Espera una mica abans de tornar-ho a enviar.",
    },
    failure: { title: "Error", text: "Alguna cosa ha fallat. Torna-ho a provar." },
  },
  newsletter: {
    heading: "Apunta't al butlletí",
    email: "Adreça de correu electrònic",
    placeholder: "tu@exemple.com",
    submit: "Subscriu-te",
    submitting: "Subscrivint...",
    emailRequired: {
      title: "Correu obligatori",
      text: "Introdueix la teva adreça de correu electrònic per subscriure't.",
    },
    emailInvalid: {
      title: "Correu no vàlid",
      text: "Introdueix una adreça de correu electrònic vàlida.",
    },
    success: {
      title: "Subscripció completada!",
      text: "Ja gairebé hi ets: revisa la safata d'entrada i confirma la subscripció per començar a rebre el butlletí.",
    },
    failure: { title: "Subscripció fallida", text: "La subscripció ha fallat. Torna-ho a provar." },
    tooMany: {
      title: "Massa sol·licituds",
      text: "Espera una mica abans de tornar-te a subscriure.",
    },
    confirm: {
      doneHeading: "Subscripció confirmada",
      button: "Confirma la meva subscripció",
      working: "Confirmant...",
      done: "La teva subscripció està confirmada. Benvingut a bord! Aviat t'arribarà un correu de benvinguda.",
      already: "Aquesta adreça ja estava confirmada. No cal que facis res més.",
    },
    unsubscribe: {
      doneHeading: "T'has donat de baixa",
      button: "Dona'm de baixa",
      working: "Processant la baixa...",
      done: "T'has donat de baixa i ja no rebràs el butlletí.",
    },
    link: {
      missing:
        "Per accedir a aquesta pàgina necessites l'enllaç del teu correu. Obre'l des del mateix correu o torna't a subscriure.",
      expired: "Aquest enllaç ha caducat. Torna't a subscriure per rebre'n un de nou.",
      invalid: "Aquest enllaç no és vàlid. Comprova que has obert l'enllaç complet del correu.",
      failure: "Alguna cosa ha fallat. Torna-ho a provar.",
      backHome: "Torna a la pàgina d'inici",
    },
  },
  excerpt: {
    button: "Llegeix un fragment gratuït",
    title: "Descarrega un fragment gratuït",
    description:
      "Introdueix el teu nom i el teu correu, i els primers capítols de {{title}} es descarregaran en format EPUB. A més, rebràs una còpia de l'enllaç a la safata d'entrada.",
    fullName: "Nom complet",
    email: "Correu electrònic",
    submit: "Descarrega el fragment",
    processing: "Processant...",
    cancel: "Cancel·la",
    required: "Omple tots els camps",
    invalidEmail: "Introdueix una adreça de correu electrònic vàlida.",
    success: "Gràcies pel teu interès! La descàrrega ha començat.",
    tooMany: "Massa intents de descàrrega. Torna-ho a provar més tard.",
    failure: "No s'ha pogut registrar la descàrrega. Torna-ho a provar.",
    exception: "Alguna cosa ha fallat. Torna-ho a provar.",
  },
} as const satisfies Strings<typeof leadCaptureEn>;
