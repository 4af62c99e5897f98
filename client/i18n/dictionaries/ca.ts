/**
 * Catalan (Central) strings. Informal address (tu) throughout.
 * Placeholders use rosetta's {{name}} syntax; missing keys fall back to English.
 */
import type { PartialDictionary } from "./en";

export const ca = {
  common: {
    loading: "Carregant...",
    skipToContent: "Salta al contingut principal",
    close: "Tanca",
    newWindow: "(s'obre en una pestanya nova)",
    notifications: "Notificacions",
    closeNotification: "Tanca la notificació",
  },
  language: {
    label: "Idioma",
    current: "Idioma actual: {{name}}",
  },
  topBar: {
    label: "Compte i idioma",
    cart: "Cistella",
    cartCount: { one: "Cistella: {{count}} article", other: "Cistella: {{count}} articles" },
    wishlist: "Llista de desitjos",
    wishlistCount: { one: "Llista de desitjos: {{count}} article", other: "Llista de desitjos: {{count}} articles" },
    signIn: "Inicia la sessió",
    myAccount: "El meu compte",
    accountMenu: "Menú del compte de {{name}}",
    profile: "Perfil",
    orders: "Comandes",
    myComments: "Els meus comentaris",
    myLikes: "Els meus m'agrada",
    signOut: "Tanca la sessió",
    signOutError: "Error en tancar la sessió",
  },
  nav: {
    signedOut: "Sessió tancada",
    signedOutDescription: "Has tancat la sessió correctament.",
    label: "Navegació principal",
    home: "Inici",
    books: "Llibres",
    booksMenu: "Menú de llibres",
    allBooks: "Tots els llibres",
    mortalVengeance: "Sèrie Mortal Vengeance",
    imalive: "Sèrie IMALIVE",
    music: "Música",
    musicMenu: "Menú de música",
    musicOverview: "Tota la música",
    aiArtist: "Artista d'IA",
    portfolio: "Portafoli",
    portfolioMenu: "Menú del portafoli",
    gallery: "Galeria del portafoli",
    successStories: "Casos d'èxit",
    about: "Sobre mi",
    aboutMenu: "Menú de Sobre mi",
    biography: "Biografia",
    career: "Trajectòria",
    marketingDna: "ADN de màrqueting",
    references: "Referències",
    shop: "Botiga",
    contact: "Contacte",
    downloadCv: "Descarregar CV",
    openMenu: "Obre el menú",
    closeMenu: "Tanca el menú",
    brandHome: "{{name}}, pàgina d'inici",
  },
  carousel: {
    previous: "Diapositiva anterior",
    next: "Diapositiva següent",
    pause: "Atura el passi automàtic",
    play: "Inicia el passi automàtic",
    slide: "Diapositiva {{number}} de {{total}}",
    goTo: "Mostra la diapositiva {{number}}: {{title}}",
    choose: "Tria una diapositiva",
  },
  embed: {
    play: "Reprodueix {{title}}",
    notice: "Es reprodueix des de {{provider}}. Només es carrega quan prems reproduir.",
    open: "Obre a {{provider}}",
  },
  rating: {
    stars: "Valoració: {{rating}} de 5",
  },
  constructionNotice: {
    title: "Aquest web encara està en construcció",
    text: "Les properes setmanes arribaran pàgines, llibres i música nous, així que alguns racons encara estan prenent forma. Tens un projecte, una pregunta o vols un exemplar per ressenyar? M'encantarà saber de tu.",
    contactMe: "CONTACTA'M",
    continue: "Continua navegant",
    toastTitle: "Parlem!",
    toastText: "Et portem a la pàgina de contacte...",
  },
  floatingContact: {
    label: "Contacta amb mi o demana'm el CV",
  },
  footer: {
    tagline:
      "Escriptor, compositor, analista de QA i professional del màrqueting. Històries, bandes sonores i campanyes amb un punt de vista propi.",
    social: "Segueix-me",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    slideshare: "SlideShare",
    email: "Correu electrònic",
    stores: "On trobar la meva obra",
    amazon: "Llibres a Amazon",
    spotify: "Spotify",
    goodreads: "Goodreads",
    quickLinks: "Enllaços ràpids",
    legal: "Legal",
    terms: "Termes i condicions",
    privacy: "Política de privadesa",
    sitemap: "Mapa del web",
    related: "En altres llocs",
    medium: "Textos a Medium",
    bandcamp: "Música a Bandcamp",
    newsletterHeading: "Butlletí",
    newsletterText: "Llibres nous, música nova i, de tant en tant, una ullada entre bastidors. Sense correu brossa.",
    rights: "© {{year}} {{name}}. Tots els drets reservats.",
  },
  forms: {
    requiredMark: "obligatori",
    sending: "Enviant...",
    processing: "Processant...",
    botCheckNotReady: {
      title: "Error",
      text: "La verificació de seguretat encara no està a punt. Torna-ho a provar.",
    },
    botCheckFailed: {
      title: "Error en la verificació de seguretat",
      text: "Torna a carregar la pàgina i prova-ho de nou.",
    },
    botCheckNotice: "Protegit per Cloudflare Turnstile, una verificació invisible que deixa fora els bots.",
    secureInput: {
      email: "Introdueix una adreça de correu electrònic vàlida.",
      phone: "Introdueix un número de telèfon vàlid.",
      url: "Introdueix un URL vàlid que comenci per http:// o https://",
      textSanitized: "El text introduït contenia contingut potencialment perillós i s'ha depurat.",
      textareaSanitized: "El contingut incloïa elements potencialment perillosos i s'ha depurat.",
    },
  },
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
    stayUpdated: "Mantén-me al corrent dels llibres nous i de la música nova (ho confirmaràs per correu)",
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
    text: "Llibres nous, música nova i, de tant en tant, una ullada entre bastidors; mai més de dues vegades al mes. Sense correu brossa, i et pots donar de baixa amb un clic.",
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
      button: "Confirma la meva subscripció",
      working: "Confirmant...",
      done: "La teva subscripció està confirmada. Benvingut a bord! Aviat t'arribarà un correu de benvinguda.",
      already: "Aquesta adreça ja estava confirmada. No cal que facis res més.",
    },
    unsubscribe: {
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
  notFound: {
    heading: "No s'ha trobat la pàgina",
    intro: "La pàgina que buscaves no és aquí. Potser s'ha mogut o potser l'adreça té alguna errada.",
    backHome: "Torna a la pàgina d'inici",
  },
  pages: {
    home: {
      heading: "Històries, bandes sonores i estratègia",
      intro:
        "Escric thrillers foscos ambientats al Carib, componc la música que els acompanya i ajudo les marques a trobar la seva veu. Descobreix els llibres, escolta la música o coneix la feina que hi ha darrere de les campanyes.",
    },
    about: {
      heading: "Sobre mi",
      intro:
        "Novel·lista, compositor, analista de QA i professional del màrqueting: quatre oficis que comparteixen un mateix hàbit, fixar-se en els detalls que els altres passen per alt. Així és com s'han acabat unint.",
    },
    experience: {
      heading: "Trajectòria",
      intro:
        "Quinze anys de feina entre el màrqueting, l'escriptura, la música i la qualitat del programari, i més de dues-centes marques i projectes pel camí.",
    },
    experienceDetailed: {
      heading: "Experiència detallada",
      intro:
        "Cada feina amb tot detall: per a què em van contractar, com ho vaig fer i quins resultats se'n van obtenir.",
    },
    marketingDna: {
      heading: "ADN d'escriptura de màrqueting",
      intro:
        "Un bon text de màrqueting es construeix, no es decora. Aquests són els principis que aplico a cada encàrrec, des del primer titular fins a l'última crida a l'acció.",
    },
    references: {
      heading: "Referències",
      intro: "Clients, editors i companys expliquen com és treballar amb mi. Inclou cinc referències en vídeo.",
    },
    portfolioGallery: {
      heading: "Galeria del portafoli",
      intro:
        "Una selecció de campanyes, presentacions, històries de marca i projectes editorials, cadascun amb l'encàrrec al qual responia.",
    },
    successStories: {
      heading: "Casos d'èxit",
      intro:
        "Projectes reals explicats sense embuts: el problema, l'enfocament i el resultat, amb les xifres que ho van demostrar.",
    },
    books: {
      heading: "Llibres",
      intro:
        "Dues sèries per a dos tipus de lectors: d'una banda, Mortal Vengeance, un thriller psicològic juvenil i fosc ambientat al Carib; de l'altra, IMALIVE, una aventura per a lectors de 8 a 12 anys que arribarà molt aviat.",
    },
    seriesMortalVengeance: {
      heading: "Mortal Vengeance",
      intro:
        "En una illa del Carib on tothom guarda un secret, una noia comença a buscar la veritat i tot s'enfosqueix. Una sèrie de thriller psicològic juvenil.",
    },
    seriesImalive: {
      heading: "IMALIVE",
      intro:
        "Una aventura per a lectors de 8 a 12 anys sobre el coratge, l'amistat i les coses estranyes que passen quan comences a fer preguntes. Properament.",
    },
    music: {
      heading: "Música i bandes sonores",
      intro:
        "Música original, bandes sonores compostes per als llibres i llistes de reproducció per escriure, llegir i pensar.",
    },
    musicAiArtist: {
      heading: "Artista d'IA",
      intro:
        "Un experiment de composició amb la intel·ligència artificial com a instrument: què pot fer, què no pot fer i la música que n'ha sortit.",
    },
    contact: {
      heading: "Contacte",
      intro:
        "Una col·laboració, una oferta de feina, premsa, edició, coaching o consultoria: explica'm què tens al cap. Responc en menys de 24 hores.",
    },
    shop: {
      heading: "La Bodega",
      intro:
        "La botiga dels meus llibres electrònics, bandes sonores i packs. Pagament segur i descàrrega immediata, en anglès, castellà i català.",
    },
    product: {
      heading: "La Bodega",
      intro: "Llibres i música digitals amb pagament segur i descàrrega immediata.",
    },
    cart: {
      heading: "La teva cistella",
      intro: "Els llibres i la música que triïs a La Bodega t'esperen aquí fins que finalitzis la compra.",
    },
    orderSuccess: {
      heading: "Gràcies per la teva comanda",
      intro: "El pagament s'ha completat. Ja tens les descàrregues disponibles al teu compte.",
    },
    accountProfile: {
      heading: "El meu compte",
      intro: "Les teves dades, la contrasenya, les sessions i les dades personals.",
    },
    accountOrders: {
      heading: "Les meves comandes",
      intro: "Totes les comandes que has fet a La Bodega, amb les descàrregues corresponents.",
    },
    accountWishlist: {
      heading: "La meva llista de desitjos",
      intro: "Els llibres i la música que has desat per a més endavant.",
    },
    accountComments: {
      heading: "Els meus comentaris",
      intro: "Tot el que has escrit al web, començant pel més recent.",
    },
    accountLikes: {
      heading: "Els meus m'agrada",
      intro: "Els llibres, les cançons i les publicacions que t'han agradat.",
    },
    news: {
      heading: "Notícies",
      intro: "Llançaments, música nova, esdeveniments i apunts des del meu escriptori.",
    },
    newsPost: {
      heading: "Notícies",
      intro: "Una entrada de les notícies.",
    },
    auth: {
      heading: "El teu compte",
      intro:
        "Inicia la sessió o crea un compte de lector per tenir les comandes, la llista de desitjos, els m'agrada i els comentaris en un sol lloc.",
    },
    imageConverter: {
      heading: "Convertidor d'imatges",
      intro:
        "Canvia la mida de les teves imatges i converteix-les a WebP, JPEG o PNG al navegador. Els teus fitxers no surten mai del teu dispositiu.",
    },
    terms: {
      heading: "Termes i condicions",
      intro: "Les normes que s'apliquen quan utilitzes aquest web i quan compres a La Bodega.",
    },
    privacy: {
      heading: "Política de privadesa",
      intro:
        "Quines dades desa aquest web sobre tu, per què, durant quant de temps i com pots consultar-les, modificar-les o suprimir-les.",
    },
    authConfirm: {
      heading: "Confirma des del teu correu",
      intro: "Els enllaços dels nostres correus obren aquesta pàgina: res no canvia fins que premis el botó de sota.",
    },
    newsletterConfirm: {
      heading: "Confirma la teva subscripció",
      intro:
        "Un clic i ja hi ets: llibres nous, música nova i apunts des del meu escriptori, directament a la teva safata d'entrada.",
    },
    newsletterUnsubscribe: {
      heading: "Baixa del butlletí",
      intro: "Em sap greu que te'n vagis. Confirma-ho a sota i deixaràs de rebre el butlletí.",
    },
  },
} satisfies PartialDictionary;
