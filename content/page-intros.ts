import type { Page } from "#worker/contract/pages";
import type { Localized } from "./types";

/**
 * Each page's heading and introduction, in every language. A content module, so each page ships
 * only its own language's (decision 026); kept out of the main dictionary, which every page
 * loads first, so the home page doesn't carry thirty other pages' introductions.
 */
export const PAGE_INTROS = {
  home: {
    heading: {
      en: "Stories, soundtracks and strategy",
      es: "Historias, bandas sonoras y estrategia",
      ca: "Històries, bandes sonores i estratègia",
    },
    intro: {
      en: "I write dark thrillers set in the Caribbean, compose the music that goes with them, and help brands find their voice. Explore the books, listen to the music, or see the work behind the campaigns.",
      es: "Escribo thrillers oscuros ambientados en el Caribe, compongo la música que los acompaña y ayudo a las marcas a encontrar su voz. Descubre los libros, escucha la música o conoce el trabajo que hay detrás de las campañas.",
      ca: "Escric thrillers foscos ambientats al Carib, componc la música que els acompanya i ajudo les marques a trobar la seva veu. Descobreix els llibres, escolta la música o coneix la feina que hi ha darrere de les campanyes.",
    },
  },
  about: {
    heading: {
      en: "About me",
      es: "Sobre mí",
      ca: "Sobre mi",
    },
    intro: {
      en: "Novelist, composer, QA analyst and marketer: four crafts that share one habit, paying attention to the details other people skip. This is how they came together.",
      es: "Novelista, compositor, analista de QA y profesional del marketing: cuatro oficios que comparten un mismo hábito, fijarse en los detalles que los demás pasan por alto. Así es como acabaron uniéndose.",
      ca: "Novel·lista, compositor, analista de QA i professional del màrqueting: quatre oficis que comparteixen un mateix hàbit, fixar-se en els detalls que els altres passen per alt. Així és com s'han acabat unint.",
    },
  },
  experience: {
    heading: {
      en: "Career",
      es: "Trayectoria",
      ca: "Trajectòria",
    },
    intro: {
      en: "Fifteen years of work across marketing, writing, music and software quality, and more than two hundred brands and projects along the way.",
      es: "Quince años de trabajo entre el marketing, la escritura, la música y la calidad del software, y más de doscientas marcas y proyectos por el camino.",
      ca: "Quinze anys de feina entre el màrqueting, l'escriptura, la música i la qualitat del programari, i més de dues-centes marques i projectes pel camí.",
    },
  },
  experienceDetailed: {
    heading: {
      en: "Detailed experience",
      es: "Experiencia detallada",
      ca: "Experiència detallada",
    },
    intro: {
      en: "Every role in full: what I was hired to do, how I did it, and the results that followed.",
      es: "Cada puesto al completo: para qué me contrataron, cómo lo hice y qué resultados se obtuvieron.",
      ca: "Cada feina amb tot detall: per a què em van contractar, com ho vaig fer i quins resultats se'n van obtenir.",
    },
  },
  marketingDna: {
    heading: {
      en: "Marketing Writing DNA",
      es: "ADN de escritura de marketing",
      ca: "ADN d'escriptura de màrqueting",
    },
    intro: {
      en: "Good marketing copy is built, not decorated. These are the principles I bring to every brief, from the first headline to the last call to action.",
      es: "Un buen texto de marketing se construye, no se decora. Estos son los principios que aplico a cada encargo, desde el primer titular hasta la última llamada a la acción.",
      ca: "Un bon text de màrqueting es construeix, no es decora. Aquests són els principis que aplico a cada encàrrec, des del primer titular fins a l'última crida a l'acció.",
    },
  },
  references: {
    heading: {
      en: "References",
      es: "Referencias",
      ca: "Referències",
    },
    intro: {
      en: "Clients, editors and colleagues on what it is like to work together, including five video references.",
      es: "Clientes, editores y compañeros cuentan cómo es trabajar conmigo. Incluye cinco referencias en vídeo.",
      ca: "Clients, editors i companys expliquen com és treballar amb mi. Inclou cinc referències en vídeo.",
    },
  },
  portfolioGallery: {
    heading: {
      en: "Portfolio gallery",
      es: "Galería del portafolio",
      ca: "Galeria del portafoli",
    },
    intro: {
      en: "A selection of campaigns, slide decks, brand stories and book projects, each with the brief it answered.",
      es: "Una selección de campañas, presentaciones, historias de marca y proyectos editoriales, cada uno con el encargo al que respondía.",
      ca: "Una selecció de campanyes, presentacions, històries de marca i projectes editorials, cadascun amb l'encàrrec al qual responia.",
    },
  },
  successStories: {
    heading: {
      en: "Success stories",
      es: "Casos de éxito",
      ca: "Casos d'èxit",
    },
    intro: {
      en: "Real projects told plainly: the problem, the approach and the result, with the numbers that proved it.",
      es: "Proyectos reales contados sin rodeos: el problema, el enfoque y el resultado, con las cifras que lo demostraron.",
      ca: "Projectes reals explicats sense embuts: el problema, l'enfocament i el resultat, amb les xifres que ho van demostrar.",
    },
  },
  books: {
    heading: {
      en: "Books",
      es: "Libros",
      ca: "Llibres",
    },
    intro: {
      en: "Two series for two kinds of reader: Mortal Vengeance, a dark psychological thriller for young adults set in the Caribbean, and IMALIVE, a middle-grade adventure coming soon.",
      es: "Dos series para dos tipos de lectores: por un lado, Mortal Vengeance, un thriller psicológico juvenil y oscuro ambientado en el Caribe; por otro, IMALIVE, una aventura para lectores de 8 a 12 años que llegará muy pronto.",
      ca: "Dues sèries per a dos tipus de lectors: d'una banda, Mortal Vengeance, un thriller psicològic juvenil i fosc ambientat al Carib; de l'altra, IMALIVE, una aventura per a lectors de 8 a 12 anys que arribarà molt aviat.",
    },
  },
  seriesMortalVengeance: {
    heading: {
      en: "Mortal Vengeance",
      es: "Mortal Vengeance",
      ca: "Mortal Vengeance",
    },
    intro: {
      en: "On a Caribbean island where everyone keeps a secret, one girl's search for the truth turns into something darker. A young-adult psychological thriller series.",
      es: "En una isla del Caribe donde todos guardan un secreto, una chica empieza a buscar la verdad y todo se vuelve más oscuro. Una serie de thriller psicológico juvenil.",
      ca: "En una illa del Carib on tothom guarda un secret, una noia comença a buscar la veritat i tot s'enfosqueix. Una sèrie de thriller psicològic juvenil.",
    },
  },
  seriesImalive: {
    heading: {
      en: "IMALIVE",
      es: "IMALIVE",
      ca: "IMALIVE",
    },
    intro: {
      en: "A middle-grade adventure about courage, friendship and the strange things that happen when you start asking questions. Coming soon.",
      es: "Una aventura para lectores de 8 a 12 años sobre el valor, la amistad y las cosas extrañas que pasan cuando empiezas a hacer preguntas. Próximamente.",
      ca: "Una aventura per a lectors de 8 a 12 anys sobre el coratge, l'amistat i les coses estranyes que passen quan comences a fer preguntes. Properament.",
    },
  },
  music: {
    heading: {
      en: "Music and soundtracks",
      es: "Música y bandas sonoras",
      ca: "Música i bandes sonores",
    },
    intro: {
      en: "Original scores, soundtracks written for the books and playlists for writing, reading and thinking.",
      es: "Música original, bandas sonoras compuestas para los libros y listas de reproducción para escribir, leer y pensar.",
      ca: "Música original, bandes sonores compostes per als llibres i llistes de reproducció per escriure, llegir i pensar.",
    },
  },
  musicAiArtist: {
    heading: {
      en: "AI artist",
      es: "Artista de IA",
      ca: "Artista d'IA",
    },
    intro: {
      en: "An experiment in composition with artificial intelligence as an instrument: what it can do, what it can't, and the music that came out of it.",
      es: "Un experimento de composición con la inteligencia artificial como instrumento: lo que puede hacer, lo que no y la música que ha salido de ello.",
      ca: "Un experiment de composició amb la intel·ligència artificial com a instrument: què pot fer, què no pot fer i la música que n'ha sortit.",
    },
  },
  contact: {
    heading: {
      en: "Contact",
      es: "Contacto",
      ca: "Contacte",
    },
    intro: {
      en: "Collaboration, a job position, media, publishing, coaching or consulting: tell me what you have in mind. I answer within 24 hours.",
      es: "Una colaboración, una oferta de empleo, prensa, edición, coaching o consultoría: cuéntame qué tienes en mente. Respondo en menos de 24 horas.",
      ca: "Una col·laboració, una oferta de feina, premsa, edició, coaching o consultoria: explica'm què tens al cap. Responc en menys de 24 hores.",
    },
  },
  press: {
    heading: {
      en: "Press kit",
      es: "Kit de prensa",
      ca: "Kit de premsa",
    },
    intro: {
      en: "For journalists, podcasters and event organisers: my biography in three lengths, the facts, photos, covers and logos to download, and how to reach me.",
      es: "Para periodistas, podcasters y organizadores de eventos: mi biografía en tres extensiones, los datos, fotos, portadas y logotipos para descargar, y cómo contactar conmigo.",
      ca: "Per a periodistes, podcasters i organitzadors d'actes: la meva biografia en tres extensions, les dades, fotos, portades i logotips per baixar, i com contactar amb mi.",
    },
  },
  shop: {
    heading: {
      en: "La Bodega",
      es: "La Bodega",
      ca: "La Bodega",
    },
    intro: {
      en: "The shop for my ebooks, soundtracks and bundles. Secure payment and instant download, in English, Spanish and Catalan.",
      es: "La tienda de mis libros electrónicos, bandas sonoras y packs. Pago seguro y descarga inmediata, en inglés, español y catalán.",
      ca: "La botiga dels meus llibres electrònics, bandes sonores i packs. Pagament segur i descàrrega immediata, en anglès, castellà i català.",
    },
  },
  product: {
    heading: {
      en: "La Bodega",
      es: "La Bodega",
      ca: "La Bodega",
    },
    intro: {
      en: "Digital books and music with secure payment and instant download.",
      es: "Libros y música digitales con pago seguro y descarga inmediata.",
      ca: "Llibres i música digitals amb pagament segur i descàrrega immediata.",
    },
  },
  sampleChapter: {
    heading: {
      en: "Sample chapter",
      es: "Capítulo de muestra",
      ca: "Capítol de mostra",
    },
    intro: {
      en: "A book's first chapter, free to read in your browser with no sign-up.",
      es: "El primer capítulo de un libro, para leer gratis en tu navegador sin registrarte.",
      ca: "El primer capítol d'un llibre, per llegir gratis al teu navegador sense registrar-te.",
    },
  },
  cart: {
    heading: {
      en: "Your cart",
      es: "Tu carrito",
      ca: "La teva cistella",
    },
    intro: {
      en: "The books and music you choose in La Bodega wait for you here until checkout.",
      es: "Los libros y la música que elijas en La Bodega te esperan aquí hasta que finalices la compra.",
      ca: "Els llibres i la música que triïs a La Bodega t'esperen aquí fins que finalitzis la compra.",
    },
  },
  claim: {
    heading: {
      en: "Claim your purchase",
      es: "Reclama tu compra",
      ca: "Reclama la teva compra",
    },
    intro: {
      en: "Add a purchase or a gift to your library, where you can download it whenever you need.",
      es: "Añade una compra o un regalo a tu biblioteca, desde donde podrás descargarlo cuando quieras.",
      ca: "Afegeix una compra o un regal a la teva biblioteca, des d'on el podràs baixar quan vulguis.",
    },
  },
  orderSuccess: {
    heading: {
      en: "Thank you for your order",
      es: "Gracias por tu pedido",
      ca: "Gràcies per la teva comanda",
    },
    intro: {
      en: "Your payment went through. Your downloads are ready in your account.",
      es: "El pago se ha completado. Tus descargas ya están disponibles en tu cuenta.",
      ca: "El pagament s'ha completat. Ja tens les descàrregues disponibles al teu compte.",
    },
  },
  accountProfile: {
    heading: {
      en: "My account",
      es: "Mi cuenta",
      ca: "El meu compte",
    },
    intro: {
      en: "Your details, password, sessions and personal data.",
      es: "Tus datos, tu contraseña, tus sesiones y tus datos personales.",
      ca: "Les teves dades, la contrasenya, les sessions i les dades personals.",
    },
  },
  accountOrders: {
    heading: {
      en: "My orders",
      es: "Mis pedidos",
      ca: "Les meves comandes",
    },
    intro: {
      en: "Every order you have placed in La Bodega, with its downloads.",
      es: "Todos los pedidos que has hecho en La Bodega, con sus descargas.",
      ca: "Totes les comandes que has fet a La Bodega, amb les descàrregues corresponents.",
    },
  },
  accountWishlist: {
    heading: {
      en: "My wishlist",
      es: "Mi lista de deseos",
      ca: "La meva llista de desitjos",
    },
    intro: {
      en: "The books and music you have saved for later.",
      es: "Los libros y la música que has guardado para más adelante.",
      ca: "Els llibres i la música que has desat per a més endavant.",
    },
  },
  accountComments: {
    heading: {
      en: "My comments",
      es: "Mis comentarios",
      ca: "Els meus comentaris",
    },
    intro: {
      en: "Everything you have written on the site, newest first.",
      es: "Todo lo que has escrito en la web, empezando por lo más reciente.",
      ca: "Tot el que has escrit al web, començant pel més recent.",
    },
  },
  accountLikes: {
    heading: {
      en: "My likes",
      es: "Mis me gusta",
      ca: "Els meus m'agrada",
    },
    intro: {
      en: "The books, tracks and posts you have liked.",
      es: "Los libros, las canciones y las publicaciones que te han gustado.",
      ca: "Els llibres, les cançons i les publicacions que t'han agradat.",
    },
  },
  news: {
    heading: {
      en: "News",
      es: "Noticias",
      ca: "Notícies",
    },
    intro: {
      en: "Releases, new music, events and notes from my desk.",
      es: "Lanzamientos, música nueva, eventos y apuntes desde mi escritorio.",
      ca: "Llançaments, música nova, esdeveniments i apunts des del meu escriptori.",
    },
  },
  newsPost: {
    heading: {
      en: "News",
      es: "Noticias",
      ca: "Notícies",
    },
    intro: {
      en: "A post from the news desk.",
      es: "Una entrada de las noticias.",
      ca: "Una entrada de les notícies.",
    },
  },
  auth: {
    heading: {
      en: "Your account",
      es: "Tu cuenta",
      ca: "El teu compte",
    },
    intro: {
      en: "Sign in or create a reader account to keep your orders, wishlist, likes and comments in one place.",
      es: "Inicia sesión o crea una cuenta de lector para tener tus pedidos, tu lista de deseos, tus me gusta y tus comentarios en un solo lugar.",
      ca: "Inicia la sessió o crea un compte de lector per tenir les comandes, la llista de desitjos, els m'agrada i els comentaris en un sol lloc.",
    },
  },
  imageConverter: {
    heading: {
      en: "Image converter",
      es: "Conversor de imágenes",
      ca: "Convertidor d'imatges",
    },
    intro: {
      en: "Resize and convert your images to WebP, JPEG or PNG in the browser. Your files never leave your device.",
      es: "Cambia el tamaño de tus imágenes y conviértelas a WebP, JPEG o PNG en el navegador. Tus archivos nunca salen de tu dispositivo.",
      ca: "Canvia la mida de les teves imatges i converteix-les a WebP, JPEG o PNG al navegador. Els teus fitxers no surten mai del teu dispositiu.",
    },
  },
  terms: {
    heading: {
      en: "Terms and conditions",
      es: "Términos y condiciones",
      ca: "Termes i condicions",
    },
    intro: {
      en: "The rules that apply when you use this site and when you buy from La Bodega.",
      es: "Las normas que se aplican cuando usas esta web y cuando compras en La Bodega.",
      ca: "Les normes que s'apliquen quan utilitzes aquest web i quan compres a La Bodega.",
    },
  },
  privacy: {
    heading: {
      en: "Privacy policy",
      es: "Política de privacidad",
      ca: "Política de privadesa",
    },
    intro: {
      en: "What this site stores about you, why it stores it, for how long, and how you can see, change or delete it.",
      es: "Qué datos guarda esta web sobre ti, por qué, durante cuánto tiempo y cómo puedes consultarlos, modificarlos o eliminarlos.",
      ca: "Quines dades desa aquest web sobre tu, per què, durant quant de temps i com pots consultar-les, modificar-les o suprimir-les.",
    },
  },
  authConfirm: {
    heading: {
      en: "Confirm from your email",
      es: "Confirma desde tu correo",
      ca: "Confirma des del teu correu",
    },
    intro: {
      en: "Links in our emails open this page, so nothing changes until you press the button below.",
      es: "Los enlaces de nuestros correos abren esta página: nada cambia hasta que pulses el botón de abajo.",
      ca: "Els enllaços dels nostres correus obren aquesta pàgina: res no canvia fins que premis el botó de sota.",
    },
  },
  newsletterConfirm: {
    heading: {
      en: "Confirm your subscription",
      es: "Confirma tu suscripción",
      ca: "Confirma la teva subscripció",
    },
    intro: {
      en: "One click and you're in: new books, new music and notes from my desk, in your inbox.",
      es: "Un clic y ya estás dentro: nuevos libros, nueva música y apuntes desde mi escritorio, directamente en tu bandeja de entrada.",
      ca: "Un clic i ja hi ets: llibres nous, música nova i apunts des del meu escriptori, directament a la teva safata d'entrada.",
    },
  },
  newsletterUnsubscribe: {
    heading: {
      en: "Unsubscribe from the newsletter",
      es: "Baja del boletín",
      ca: "Baixa del butlletí",
    },
    intro: {
      en: "Sorry to see you go. Confirm below and you won't receive the newsletter any more.",
      es: "Siento que te vayas. Confírmalo abajo y dejarás de recibir el boletín.",
      ca: "Em sap greu que te'n vagis. Confirma-ho a sota i deixaràs de rebre el butlletí.",
    },
  },
  studio: {
    heading: { en: "Studio", es: "Estudio", ca: "Estudi" },
    intro: {
      en: "Where you run the site: readers, messages, the newsletter and La Bodega.",
      es: "Desde donde gestionas la web: lectores, mensajes, el boletín y La Bodega.",
      ca: "Des d'on gestiones el web: lectors, missatges, el butlletí i La Bodega.",
    },
  },
} as const satisfies Record<Page["id"], { heading: Localized; intro: Localized }>;
