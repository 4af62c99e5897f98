import type { Locale } from "./locales";
import type { PageId } from "./pages";
import { titleWithSiteName } from "./site-profile";

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Per-page <title> and meta description in each language, used by the Worker's head
 * injection and by the client when it navigates. Spanish or Catalan entries that are
 * missing fall back to English.
 */
export const PAGE_META: Record<Locale, Partial<Record<PageId, PageMeta>>> & {
  en: Record<PageId, PageMeta>;
} = {
  en: {
    home: {
      title: "Adrià Vidal — Writer, Composer, QA Analyst & Marketer",
      description:
        "Thrillers set in the Caribbean, soundtracks, marketing strategy and quality assurance: the books, music and work of Adrià Vidal, with La Bodega, the shop of digital books and music.",
    },
    about: {
      title: "About Adrià Vidal",
      description:
        "The story behind the author, composer and marketer: how fiction, music, quality assurance and brand strategy came together in one career.",
    },
    experience: {
      title: "Career and Experience",
      description:
        "Fifteen years across marketing, writing, music and software quality: roles, responsibilities and results at a glance.",
    },
    experienceDetailed: {
      title: "Detailed Experience",
      description:
        "A role-by-role account of Adrià Vidal's career in marketing, copywriting, QA analysis and composition, with the tools and methods behind each result.",
    },
    marketingDna: {
      title: "Marketing Writing DNA",
      description:
        "The principles behind every campaign: voice, structure and evidence. How Adrià Vidal writes marketing copy that brands keep using.",
    },
    references: {
      title: "References",
      description:
        "What clients, editors and colleagues say about working with Adrià Vidal, including five video references.",
    },
    portfolioGallery: {
      title: "Portfolio Gallery",
      description: "Selected campaigns, slide decks, book projects and brand work by Adrià Vidal.",
    },
    successStories: {
      title: "Success Stories",
      description:
        "Case studies with the problem, the approach and the measured result: campaigns that raised sales, retention and brand awareness.",
    },
    books: {
      title: "Books",
      description:
        "Mortal Vengeance, a dark young-adult psychological thriller series set in the Caribbean, and IMALIVE, a middle-grade adventure coming soon.",
    },
    seriesMortalVengeance: {
      title: "Mortal Vengeance — Young-Adult Thriller Series",
      description:
        "A dark psychological thriller for young adults set in the Caribbean: secrets, revenge and the price of the truth. Read a free excerpt.",
    },
    seriesImalive: {
      title: "IMALIVE — Middle-Grade Adventure Series (Coming Soon)",
      description:
        "IMALIVE is a middle-grade adventure series for curious young readers, coming soon from Adrià Vidal.",
    },
    music: {
      title: "Music and Soundtracks",
      description:
        "Original soundtracks, playlists and compositions by Adrià Vidal, including music written for the Mortal Vengeance books.",
    },
    musicAiArtist: {
      title: "AI Artist",
      description:
        "An experimental music project where composition meets artificial intelligence: the releases and how they are made.",
    },
    press: {
      title: "Press Kit",
      description:
        "Biography in three lengths, fact sheet, author portrait, book and album covers and logos to download, and the press contact for Adrià Vidal.",
    },
    contact: {
      title: "Contact",
      description:
        "Collaborations, job positions, media, publishing, coaching or consulting: write to Adrià Vidal and get an answer within 24 hours.",
    },
    shop: {
      title: "La Bodega — Digital Books and Music",
      description:
        "La Bodega is the shop of Adrià Vidal's ebooks, soundtracks and bundles, with secure payment and instant download.",
    },
    product: {
      title: "La Bodega — Product",
      description: "A digital book or album from La Bodega, with secure payment and instant download.",
    },
    sampleChapter: {
      title: "Sample Chapter — La Bodega",
      description: "Read a book's first chapter free in your browser before you buy it.",
    },
    cart: {
      title: "Your Cart — La Bodega",
      description: "The digital books and music you have chosen in La Bodega.",
    },
    claim: {
      title: "Claim your purchase — La Bodega",
      description: "Add a purchase or a gift to your La Bodega library.",
    },
    orderSuccess: {
      title: "Order Complete — La Bodega",
      description: "Thank you for your order. Your downloads are ready.",
    },
    accountProfile: {
      title: "My Account",
      description: "Your profile, password, sessions and personal data.",
    },
    accountOrders: {
      title: "My Orders",
      description: "Your La Bodega orders and downloads.",
    },
    accountWishlist: {
      title: "My Wishlist",
      description: "The books and music you have saved for later.",
    },
    accountComments: {
      title: "My Comments",
      description: "Every comment you have posted on the site.",
    },
    accountLikes: {
      title: "My Likes",
      description: "The books, music and posts you have liked.",
    },
    news: {
      title: "News",
      description: "Book releases, new music, events and notes from the desk of Adrià Vidal.",
    },
    // Each post's own title and summary replace these (worker/edge/page-content.ts).
    newsPost: {
      title: "News",
      description: "Book releases, new music, events and notes from the desk of Adrià Vidal.",
    },
    auth: {
      title: "Sign In or Create an Account",
      description: "Sign in to your reader account to keep your orders, wishlist, likes and comments in one place.",
    },
    authConfirm: {
      title: "Confirm from your email",
      description: "Confirm your account or a change of its email address with one press.",
    },
    imageConverter: {
      title: "Free Image Converter",
      description: "Resize and convert images to WebP, JPEG or PNG right in your browser. Nothing is uploaded.",
    },
    terms: {
      title: "Terms and Conditions",
      description: "The terms that apply when you use this site and buy from La Bodega.",
    },
    privacy: {
      title: "Privacy Policy",
      description: "What this site stores about you, why, for how long, and how to exercise your rights.",
    },
    newsletterConfirm: {
      title: "Confirm your subscription",
      description: "Confirm your subscription to news about new books, music and writing.",
    },
    newsletterUnsubscribe: {
      title: "Unsubscribe",
      description: "Stop receiving the newsletter.",
    },
    studio: {
      title: "Studio",
      description: "The author's back office.",
    },
    notFound: {
      title: "Page Not Found",
      description: "The page you are looking for does not exist or has moved.",
    },
  },
  es: {
    home: {
      title: "Adrià Vidal — Escritor, compositor, QA y marketing",
      description:
        "Thrillers en el Caribe, bandas sonoras, marketing y control de calidad: los libros, la música y el trabajo de Adrià Vidal, y La Bodega, su tienda digital.",
    },
    about: {
      title: "Sobre Adrià Vidal",
      description:
        "La historia del autor, compositor y experto en marketing: cómo la ficción, la música, el control de calidad y la estrategia de marca forman una sola carrera.",
    },
    experience: {
      title: "Trayectoria y experiencia",
      description:
        "Quince años entre el marketing, la escritura, la música y la calidad del software: puestos, responsabilidades y resultados de un vistazo.",
    },
    experienceDetailed: {
      title: "Experiencia detallada",
      description:
        "La carrera de Adrià Vidal, puesto a puesto, en marketing, redacción publicitaria, QA y composición, con las herramientas y métodos de cada resultado.",
    },
    marketingDna: {
      title: "ADN de escritura de marketing",
      description:
        "Los principios de cada campaña: voz, estructura y pruebas. Cómo escribe Adrià Vidal textos de marketing que las marcas siguen usando.",
    },
    references: {
      title: "Referencias",
      description:
        "Lo que dicen clientes, editores y compañeros sobre trabajar con Adrià Vidal, con cinco referencias en vídeo.",
    },
    portfolioGallery: {
      title: "Galería del portafolio",
      description:
        "Una selección de campañas, presentaciones, proyectos editoriales y trabajos de marca de Adrià Vidal.",
    },
    successStories: {
      title: "Casos de éxito",
      description:
        "Casos prácticos con el problema, el enfoque y el resultado medido: campañas que aumentaron las ventas, la retención y el reconocimiento de marca.",
    },
    books: {
      title: "Libros",
      description:
        "Mortal Vengeance, una serie de thriller psicológico juvenil y oscuro ambientada en el Caribe, y pronto IMALIVE, una aventura para lectores de 8 a 12 años.",
    },
    seriesMortalVengeance: {
      title: "Mortal Vengeance — Serie de thriller juvenil",
      description:
        "Un thriller psicológico oscuro para jóvenes ambientado en el Caribe: secretos, venganza y el precio de la verdad. Lee un fragmento gratis.",
    },
    seriesImalive: {
      title: "IMALIVE — Aventuras para 8-12 años (próximamente)",
      description:
        "IMALIVE, la nueva serie de aventuras de Adrià Vidal para lectores curiosos de 8 a 12 años, llegará muy pronto.",
    },
    music: {
      title: "Música y bandas sonoras",
      description:
        "Bandas sonoras originales, listas de reproducción y composiciones de Adrià Vidal, incluida la música escrita para los libros de Mortal Vengeance.",
    },
    musicAiArtist: {
      title: "Artista de IA",
      description:
        "Un proyecto musical experimental en el que la composición se encuentra con la inteligencia artificial: los lanzamientos y cómo se hacen.",
    },
    press: {
      title: "Kit de prensa",
      description:
        "Biografía en tres extensiones, ficha, retrato del autor, portadas de libros y discos y logotipos para descargar, y el contacto de prensa de Adrià Vidal.",
    },
    contact: {
      title: "Contacto",
      description:
        "Colaboraciones, ofertas de empleo, prensa, edición, coaching o consultoría: escribe a Adrià Vidal y recibe respuesta en menos de 24 horas.",
    },
    shop: {
      title: "La Bodega — Libros y música digitales",
      description:
        "La Bodega es la tienda de libros electrónicos, bandas sonoras y packs de Adrià Vidal, con pago seguro y descarga inmediata.",
    },
    product: {
      title: "La Bodega — Producto",
      description: "Un libro o un álbum digital de La Bodega, con pago seguro y descarga inmediata.",
    },
    sampleChapter: {
      title: "Capítulo de muestra — La Bodega",
      description: "Lee gratis el primer capítulo de un libro en tu navegador antes de comprarlo.",
    },
    cart: {
      title: "Tu carrito — La Bodega",
      description: "Los libros y la música digitales que has elegido en La Bodega.",
    },
    claim: {
      title: "Reclama tu compra — La Bodega",
      description: "Añade una compra o un regalo a tu biblioteca de La Bodega.",
    },
    orderSuccess: {
      title: "Pedido completado — La Bodega",
      description: "Gracias por tu pedido. Tus descargas ya están listas.",
    },
    accountProfile: {
      title: "Mi cuenta",
      description: "Tu perfil, contraseña, sesiones y datos personales.",
    },
    accountOrders: {
      title: "Mis pedidos",
      description: "Tus pedidos y descargas de La Bodega.",
    },
    accountWishlist: {
      title: "Mi lista de deseos",
      description: "Los libros y la música que has guardado para más adelante.",
    },
    accountComments: {
      title: "Mis comentarios",
      description: "Todos los comentarios que has publicado en la web.",
    },
    accountLikes: {
      title: "Mis me gusta",
      description: "Los libros, la música y las publicaciones que te han gustado.",
    },
    news: {
      title: "Noticias",
      description: "Novedades editoriales, música nueva, eventos y apuntes desde el escritorio de Adrià Vidal.",
    },
    auth: {
      title: "Iniciar sesión o crear una cuenta",
      description:
        "Inicia sesión en tu cuenta de lector para tener tus pedidos, tu lista de deseos, tus me gusta y tus comentarios en un solo lugar.",
    },
    authConfirm: {
      title: "Confirmar desde tu correo",
      description: "Confirma tu cuenta o el cambio de su dirección de correo con un solo clic.",
    },
    imageConverter: {
      title: "Conversor de imágenes gratuito",
      description:
        "Cambia el tamaño de tus imágenes y conviértelas a WebP, JPEG o PNG directamente en el navegador. No se sube nada.",
    },
    terms: {
      title: "Términos y condiciones",
      description: "Las condiciones que se aplican cuando usas esta web y compras en La Bodega.",
    },
    privacy: {
      title: "Política de privacidad",
      description: "Qué datos guarda esta web sobre ti, por qué, durante cuánto tiempo y cómo ejercer tus derechos.",
    },
    newsletterConfirm: {
      title: "Confirma tu suscripción",
      description: "Confirma tu suscripción a las novedades sobre libros, música y escritura.",
    },
    newsletterUnsubscribe: {
      title: "Darse de baja",
      description: "Deja de recibir el boletín.",
    },
    studio: {
      title: "Estudio",
      description: "La trastienda del autor.",
    },
    notFound: {
      title: "Página no encontrada",
      description: "La página que buscas no existe o se ha movido.",
    },
  },
  ca: {
    home: {
      title: "Adrià Vidal — Escriptor, compositor, QA i màrqueting",
      description:
        "Thrillers al Carib, bandes sonores, màrqueting i control de qualitat: els llibres, la música i la feina d'Adrià Vidal, i La Bodega, la seva botiga digital.",
    },
    about: {
      title: "Sobre Adrià Vidal",
      description:
        "La història de l'autor, compositor i expert en màrqueting: com la ficció, la música, el control de qualitat i l'estratègia de marca formen una sola carrera.",
    },
    experience: {
      title: "Trajectòria i experiència",
      description:
        "Quinze anys entre el màrqueting, l'escriptura, la música i la qualitat del programari: càrrecs, responsabilitats i resultats d'un cop d'ull.",
    },
    experienceDetailed: {
      title: "Experiència detallada",
      description:
        "La carrera d'Adrià Vidal, feina per feina, en màrqueting, redacció publicitària, anàlisi de QA i composició, amb les eines i els mètodes de cada resultat.",
    },
    marketingDna: {
      title: "ADN d'escriptura de màrqueting",
      description:
        "Els principis de cada campanya: veu, estructura i proves. Com escriu Adrià Vidal textos de màrqueting que les marques continuen fent servir.",
    },
    references: {
      title: "Referències",
      description: "Què diuen clients, editors i companys de treballar amb Adrià Vidal, amb cinc referències en vídeo.",
    },
    portfolioGallery: {
      title: "Galeria del portafoli",
      description: "Una selecció de campanyes, presentacions, projectes editorials i treballs de marca d'Adrià Vidal.",
    },
    successStories: {
      title: "Casos d'èxit",
      description:
        "Casos pràctics amb el problema, l'enfocament i el resultat mesurat: campanyes que van fer créixer les vendes, la retenció i el reconeixement de marca.",
    },
    books: {
      title: "Llibres",
      description:
        "Mortal Vengeance, una sèrie de thriller psicològic juvenil i fosc ambientada al Carib, i aviat IMALIVE, una aventura per a lectors de 8 a 12 anys.",
    },
    seriesMortalVengeance: {
      title: "Mortal Vengeance — Sèrie de thriller juvenil",
      description:
        "Un thriller psicològic fosc per a joves ambientat al Carib: secrets, venjança i el preu de la veritat. Llegeix-ne un fragment gratuït.",
    },
    seriesImalive: {
      title: "IMALIVE — Aventures per a 8-12 anys (properament)",
      description:
        "IMALIVE, la nova sèrie d'aventures d'Adrià Vidal per a lectors curiosos de 8 a 12 anys, arribarà molt aviat.",
    },
    music: {
      title: "Música i bandes sonores",
      description:
        "Bandes sonores originals, llistes de reproducció i composicions d'Adrià Vidal, incloent-hi la música escrita per als llibres de Mortal Vengeance.",
    },
    musicAiArtist: {
      title: "Artista d'IA",
      description:
        "Un projecte musical experimental en què la composició es troba amb la intel·ligència artificial: els llançaments i com es fan.",
    },
    press: {
      title: "Kit de premsa",
      description:
        "Biografia en tres extensions, fitxa, retrat de l'autor, portades de llibres i discos i logotips per baixar, i el contacte de premsa d'Adrià Vidal.",
    },
    contact: {
      title: "Contacte",
      description:
        "Col·laboracions, ofertes de feina, premsa, edició, coaching o consultoria: escriu a Adrià Vidal i rep resposta en menys de 24 hores.",
    },
    shop: {
      title: "La Bodega — Llibres i música digitals",
      description:
        "La Bodega és la botiga de llibres electrònics, bandes sonores i packs d'Adrià Vidal, amb pagament segur i descàrrega immediata.",
    },
    product: {
      title: "La Bodega — Producte",
      description: "Un llibre o un àlbum digital de La Bodega, amb pagament segur i descàrrega immediata.",
    },
    sampleChapter: {
      title: "Capítol de mostra — La Bodega",
      description: "Llegeix gratis el primer capítol d'un llibre al teu navegador abans de comprar-lo.",
    },
    cart: {
      title: "La teva cistella — La Bodega",
      description: "Els llibres i la música digitals que has triat a La Bodega.",
    },
    claim: {
      title: "Reclama la teva compra — La Bodega",
      description: "Afegeix una compra o un regal a la teva biblioteca de La Bodega.",
    },
    orderSuccess: {
      title: "Comanda completada — La Bodega",
      description: "Gràcies per la teva comanda. Les descàrregues ja estan a punt.",
    },
    accountProfile: {
      title: "El meu compte",
      description: "El teu perfil, contrasenya, sessions i dades personals.",
    },
    accountOrders: {
      title: "Les meves comandes",
      description: "Les teves comandes i descàrregues de La Bodega.",
    },
    accountWishlist: {
      title: "La meva llista de desitjos",
      description: "Els llibres i la música que has desat per a més endavant.",
    },
    accountComments: {
      title: "Els meus comentaris",
      description: "Tots els comentaris que has publicat al web.",
    },
    accountLikes: {
      title: "Els meus m'agrada",
      description: "Els llibres, la música i les publicacions que t'han agradat.",
    },
    news: {
      title: "Notícies",
      description: "Novetats editorials, música nova, esdeveniments i apunts des de l'escriptori d'Adrià Vidal.",
    },
    auth: {
      title: "Inicia la sessió o crea un compte",
      description:
        "Inicia la sessió al teu compte de lector per tenir les comandes, la llista de desitjos, els m'agrada i els comentaris en un sol lloc.",
    },
    authConfirm: {
      title: "Confirma des del teu correu",
      description: "Confirma el teu compte o el canvi de la seva adreça de correu amb un sol clic.",
    },
    imageConverter: {
      title: "Convertidor d'imatges gratuït",
      description:
        "Canvia la mida de les imatges i converteix-les a WebP, JPEG o PNG directament al navegador. No es puja res.",
    },
    terms: {
      title: "Termes i condicions",
      description: "Les condicions que s'apliquen quan utilitzes aquest web i compres a La Bodega.",
    },
    privacy: {
      title: "Política de privadesa",
      description:
        "Quines dades desa aquest web sobre tu, per què, durant quant de temps i com pots exercir els teus drets.",
    },
    newsletterConfirm: {
      title: "Confirma la teva subscripció",
      description: "Confirma la teva subscripció a les novetats sobre llibres, música i escriptura.",
    },
    newsletterUnsubscribe: {
      title: "Donar-se de baixa",
      description: "Deixa de rebre el butlletí.",
    },
    studio: {
      title: "Estudi",
      description: "La rebotiga de l'autor.",
    },
    notFound: {
      title: "No s'ha trobat la pàgina",
      description: "La pàgina que busques no existeix o s'ha mogut.",
    },
  },
};

export function pageMeta(id: PageId, locale: Locale): PageMeta {
  return PAGE_META[locale][id] ?? PAGE_META.en[id];
}

/** The document title: the home page's stands alone, the others carry the author's name. */
export function pageTitle(id: PageId, locale: Locale): string {
  const { title } = pageMeta(id, locale);
  return id === "home" ? title : titleWithSiteName(title);
}
