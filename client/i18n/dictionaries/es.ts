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
  },
  nav: {
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
    newsletterText:
      "Nuevos libros, nueva música y, de vez en cuando, un vistazo entre bastidores. Sin spam.",
    rights: "© {{year}} {{name}}. Todos los derechos reservados.",
  },
  notFound: {
    heading: "Página no encontrada",
    intro:
      "La página que buscabas no está aquí. Puede que se haya movido o que la dirección tenga alguna errata.",
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
      intro:
        "Cada puesto al completo: para qué me contrataron, cómo lo hice y qué resultados se obtuvieron.",
    },
    marketingDna: {
      heading: "ADN de escritura de marketing",
      intro:
        "Un buen texto de marketing se construye, no se decora. Estos son los principios que aplico a cada encargo, desde el primer titular hasta la última llamada a la acción.",
    },
    references: {
      heading: "Referencias",
      intro:
        "Clientes, editores y compañeros cuentan cómo es trabajar conmigo. Incluye cinco referencias en vídeo.",
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
      intro:
        "Los libros y la música que elijas en La Bodega te esperan aquí hasta que finalices la compra.",
    },
    orderSuccess: {
      heading: "Gracias por tu pedido",
      intro: "El pago se ha completado. Tus descargas ya están disponibles en tu cuenta.",
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
    auth: {
      heading: "Iniciar sesión",
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
  },
} satisfies PartialDictionary;
