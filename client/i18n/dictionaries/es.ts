/**
 * Spanish (Spain) strings. Informal address (tú) throughout.
 * Placeholders use rosetta's {{name}} syntax; missing keys fall back to English.
 */
import type { PartialDictionary } from "./en";

export const es = {
  common: {
    loading: "Cargando...",
    skipToContent: "Saltar al contenido principal",
    close: "Cerrar",
    newWindow: "(se abre en una pestaña nueva)",
    notifications: "Notificaciones",
    closeNotification: "Cerrar notificación",
  },
  language: {
    label: "Idioma",
    current: "Idioma actual: {{name}}",
  },
  topBar: {
    label: "Cuenta e idioma",
    cart: "Carrito",
    cartCount: { one: "Carrito: {{count}} artículo", other: "Carrito: {{count}} artículos" },
    wishlist: "Lista de deseos",
    wishlistCount: { one: "Lista de deseos: {{count}} artículo", other: "Lista de deseos: {{count}} artículos" },
    signIn: "Iniciar sesión",
    myAccount: "Mi cuenta",
    accountMenu: "Menú de la cuenta de {{name}}",
    profile: "Perfil",
    orders: "Pedidos",
    myComments: "Mis comentarios",
    myLikes: "Mis me gusta",
    signOut: "Cerrar sesión",
    signOutError: "Error al cerrar sesión",
  },
  nav: {
    signedOut: "Sesión cerrada",
    signedOutDescription: "Has cerrado sesión correctamente.",
    label: "Navegación principal",
    home: "Inicio",
    books: "Libros",
    booksMenu: "Menú de libros",
    allBooks: "Todos los libros",
    mortalVengeance: "Serie Mortal Vengeance",
    imalive: "Serie IMALIVE",
    music: "Música",
    musicMenu: "Menú de música",
    musicOverview: "Toda la música",
    aiArtist: "Artista de IA",
    portfolio: "Portafolio",
    portfolioMenu: "Menú del portafolio",
    gallery: "Galería del portafolio",
    successStories: "Casos de éxito",
    about: "Sobre mí",
    aboutMenu: "Menú de Sobre mí",
    biography: "Biografía",
    career: "Trayectoria",
    marketingDna: "ADN de marketing",
    references: "Referencias",
    shop: "Tienda",
    contact: "Contacto",
    downloadCv: "Descargar CV",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    brandHome: "{{name}}, página de inicio",
  },
  carousel: {
    previous: "Diapositiva anterior",
    next: "Diapositiva siguiente",
    pause: "Pausar el pase automático",
    play: "Iniciar el pase automático",
    slide: "Diapositiva {{number}} de {{total}}",
    goTo: "Mostrar la diapositiva {{number}}: {{title}}",
    choose: "Elige una diapositiva",
  },
  embed: {
    play: "Reproducir {{title}}",
    notice: "Se reproduce desde {{provider}}. Solo se carga cuando pulsas reproducir.",
    open: "Abrir en {{provider}}",
  },
  rating: {
    stars: "Valoración: {{rating}} de 5",
  },
  constructionNotice: {
    title: "Esta web aún está en construcción",
    text: "En las próximas semanas llegarán nuevas páginas, libros y música, así que algunos rincones todavía están tomando forma. ¿Tienes un proyecto, una pregunta o quieres un ejemplar para reseñar? Me encantará saber de ti.",
    contactMe: "CONTÁCTAME",
    continue: "Seguir navegando",
    toastTitle: "¡Hablemos!",
    toastText: "Te llevamos a la página de contacto...",
  },
  floatingContact: {
    label: "Contacta conmigo o pídeme el CV",
  },
  footer: {
    tagline:
      "Escritor, compositor, analista de QA y profesional del marketing. Historias, bandas sonoras y campañas con un punto de vista propio.",
    social: "Sígueme",
    instagram: "Instagram",
    linkedin: "LinkedIn",
    slideshare: "SlideShare",
    email: "Correo electrónico",
    stores: "Dónde encontrar mi obra",
    amazon: "Libros en Amazon",
    spotify: "Spotify",
    goodreads: "Goodreads",
    quickLinks: "Enlaces rápidos",
    legal: "Legal",
    terms: "Términos y condiciones",
    privacy: "Política de privacidad",
    sitemap: "Mapa del sitio",
    related: "En otros sitios",
    medium: "Textos en Medium",
    bandcamp: "Música en Bandcamp",
    newsletterHeading: "Boletín",
    newsletterText: "Nuevos libros, nueva música y, de vez en cuando, un vistazo entre bastidores. Sin spam.",
    rights: "© {{year}} {{name}}. Todos los derechos reservados.",
  },
  forms: {
    requiredMark: "obligatorio",
    sending: "Enviando...",
    processing: "Procesando...",
    botCheckNotReady: {
      title: "Error",
      text: "La verificación de seguridad aún no está lista. Inténtalo de nuevo.",
    },
    botCheckFailed: {
      title: "Error en la verificación de seguridad",
      text: "Recarga la página y vuelve a intentarlo.",
    },
    botCheckNotice: "Protegido por Cloudflare Turnstile, una verificación invisible que deja fuera a los bots.",
    secureInput: {
      email: "Introduce una dirección de correo electrónico válida.",
      phone: "Introduce un número de teléfono válido.",
      url: "Introduce una URL válida que empiece por http:// o https://",
      textSanitized: "El texto introducido incluía contenido potencialmente peligroso y se ha depurado.",
      textareaSanitized: "El contenido incluía elementos potencialmente peligrosos y se ha depurado.",
    },
  },
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
    stayUpdated: "Mantenme al tanto de los nuevos libros y la nueva música (lo confirmarás por correo)",
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
    text: "Nuevos libros, nueva música y, de vez en cuando, un vistazo entre bastidores; nunca más de dos veces al mes. Sin spam, y puedes darte de baja con un clic.",
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
      button: "Confirmar mi suscripción",
      working: "Confirmando...",
      done: "Tu suscripción está confirmada. ¡Bienvenido a bordo! En breve te llegará un correo de bienvenida.",
      already: "Esta dirección ya estaba confirmada. No tienes que hacer nada más.",
    },
    unsubscribe: {
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
  notFound: {
    heading: "Página no encontrada",
    intro: "La página que buscabas no está aquí. Puede que se haya movido o que la dirección tenga alguna errata.",
    backHome: "Volver a la página de inicio",
  },
  pages: {
    home: {
      heading: "Historias, bandas sonoras y estrategia",
      intro:
        "Escribo thrillers oscuros ambientados en el Caribe, compongo la música que los acompaña y ayudo a las marcas a encontrar su voz. Descubre los libros, escucha la música o conoce el trabajo que hay detrás de las campañas.",
    },
    about: {
      heading: "Sobre mí",
      intro:
        "Novelista, compositor, analista de QA y profesional del marketing: cuatro oficios que comparten un mismo hábito, fijarse en los detalles que los demás pasan por alto. Así es como acabaron uniéndose.",
    },
    experience: {
      heading: "Trayectoria",
      intro:
        "Quince años de trabajo entre el marketing, la escritura, la música y la calidad del software, y más de doscientas marcas y proyectos por el camino.",
    },
    experienceDetailed: {
      heading: "Experiencia detallada",
      intro: "Cada puesto al completo: para qué me contrataron, cómo lo hice y qué resultados se obtuvieron.",
    },
    marketingDna: {
      heading: "ADN de escritura de marketing",
      intro:
        "Un buen texto de marketing se construye, no se decora. Estos son los principios que aplico a cada encargo, desde el primer titular hasta la última llamada a la acción.",
    },
    references: {
      heading: "Referencias",
      intro: "Clientes, editores y compañeros cuentan cómo es trabajar conmigo. Incluye cinco referencias en vídeo.",
    },
    portfolioGallery: {
      heading: "Galería del portafolio",
      intro:
        "Una selección de campañas, presentaciones, historias de marca y proyectos editoriales, cada uno con el encargo al que respondía.",
    },
    successStories: {
      heading: "Casos de éxito",
      intro:
        "Proyectos reales contados sin rodeos: el problema, el enfoque y el resultado, con las cifras que lo demostraron.",
    },
    books: {
      heading: "Libros",
      intro:
        "Dos series para dos tipos de lectores: por un lado, Mortal Vengeance, un thriller psicológico juvenil y oscuro ambientado en el Caribe; por otro, IMALIVE, una aventura para lectores de 8 a 12 años que llegará muy pronto.",
    },
    seriesMortalVengeance: {
      heading: "Mortal Vengeance",
      intro:
        "En una isla del Caribe donde todos guardan un secreto, una chica empieza a buscar la verdad y todo se vuelve más oscuro. Una serie de thriller psicológico juvenil.",
    },
    seriesImalive: {
      heading: "IMALIVE",
      intro:
        "Una aventura para lectores de 8 a 12 años sobre el valor, la amistad y las cosas extrañas que pasan cuando empiezas a hacer preguntas. Próximamente.",
    },
    music: {
      heading: "Música y bandas sonoras",
      intro:
        "Música original, bandas sonoras compuestas para los libros y listas de reproducción para escribir, leer y pensar.",
    },
    musicAiArtist: {
      heading: "Artista de IA",
      intro:
        "Un experimento de composición con la inteligencia artificial como instrumento: lo que puede hacer, lo que no y la música que ha salido de ello.",
    },
    contact: {
      heading: "Contacto",
      intro:
        "Una colaboración, una oferta de empleo, prensa, edición, coaching o consultoría: cuéntame qué tienes en mente. Respondo en menos de 24 horas.",
    },
    shop: {
      heading: "La Bodega",
      intro:
        "La tienda de mis libros electrónicos, bandas sonoras y packs. Pago seguro y descarga inmediata, en inglés, español y catalán.",
    },
    product: {
      heading: "La Bodega",
      intro: "Libros y música digitales con pago seguro y descarga inmediata.",
    },
    cart: {
      heading: "Tu carrito",
      intro: "Los libros y la música que elijas en La Bodega te esperan aquí hasta que finalices la compra.",
    },
    orderSuccess: {
      heading: "Gracias por tu pedido",
      intro: "El pago se ha completado. Tus descargas ya están disponibles en tu cuenta.",
    },
    accountProfile: {
      heading: "Mi cuenta",
      intro: "Tus datos, tu contraseña, tus sesiones y tus datos personales.",
    },
    accountOrders: {
      heading: "Mis pedidos",
      intro: "Todos los pedidos que has hecho en La Bodega, con sus descargas.",
    },
    accountWishlist: {
      heading: "Mi lista de deseos",
      intro: "Los libros y la música que has guardado para más adelante.",
    },
    accountComments: {
      heading: "Mis comentarios",
      intro: "Todo lo que has escrito en la web, empezando por lo más reciente.",
    },
    accountLikes: {
      heading: "Mis me gusta",
      intro: "Los libros, las canciones y las publicaciones que te han gustado.",
    },
    news: {
      heading: "Noticias",
      intro: "Lanzamientos, música nueva, eventos y apuntes desde mi escritorio.",
    },
    newsPost: {
      heading: "Noticias",
      intro: "Una entrada de las noticias.",
    },
    auth: {
      heading: "Tu cuenta",
      intro:
        "Inicia sesión o crea una cuenta de lector para tener tus pedidos, tu lista de deseos, tus me gusta y tus comentarios en un solo lugar.",
    },
    imageConverter: {
      heading: "Conversor de imágenes",
      intro:
        "Cambia el tamaño de tus imágenes y conviértelas a WebP, JPEG o PNG en el navegador. Tus archivos nunca salen de tu dispositivo.",
    },
    terms: {
      heading: "Términos y condiciones",
      intro: "Las normas que se aplican cuando usas esta web y cuando compras en La Bodega.",
    },
    privacy: {
      heading: "Política de privacidad",
      intro:
        "Qué datos guarda esta web sobre ti, por qué, durante cuánto tiempo y cómo puedes consultarlos, modificarlos o eliminarlos.",
    },
    authConfirm: {
      heading: "Confirma desde tu correo",
      intro: "Los enlaces de nuestros correos abren esta página: nada cambia hasta que pulses el botón de abajo.",
    },
    newsletterConfirm: {
      heading: "Confirma tu suscripción",
      intro:
        "Un clic y ya estás dentro: nuevos libros, nueva música y apuntes desde mi escritorio, directamente en tu bandeja de entrada.",
    },
    newsletterUnsubscribe: {
      heading: "Baja del boletín",
      intro: "Siento que te vayas. Confírmalo abajo y dejarás de recibir el boletín.",
    },
  },
} satisfies PartialDictionary;
