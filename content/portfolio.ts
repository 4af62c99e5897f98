import type { Localized, PortfolioItem } from "./types";

/** Filter labels for the portfolio gallery, one per category. */
export const PORTFOLIO_CATEGORIES: Record<PortfolioItem["category"], Localized> = {
  campaign: { en: "Campaigns", es: "Campañas", ca: "Campanyes" },
  "slide-deck": { en: "Slide decks", es: "Presentaciones", ca: "Presentacions" },
  "brand-story": { en: "Brand stories", es: "Historias de marca", ca: "Històries de marca" },
  book: { en: "Books", es: "Libros", ca: "Llibres" },
  qa: { en: "Quality assurance", es: "Calidad de software", ca: "Qualitat de programari" },
  music: { en: "Music", es: "Música", ca: "Música" },
};

/** The gallery, in the order it is shown. */
export const PORTFOLIO_ITEMS: readonly PortfolioItem[] = [
  {
    id: "social-media-deck",
    title: {
      en: "Social Media Strategy",
      es: "Estrategia en redes sociales",
      ca: "Estratègia a les xarxes socials",
    },
    category: "slide-deck",
    client: "Luma Skincare",
    year: 2024,
    description: {
      en: "The 38-slide framework that took Luma Skincare from posting every day to posting with a purpose: audience research, three content pillars, a community playbook and a measurement plan tied to sales rather than likes. Over the next twelve months the brand's awareness doubled.",
      es: "Las 38 diapositivas con las que Luma Skincare pasó de publicar a diario a publicar con un propósito: estudio de audiencia, tres pilares de contenido, un manual de comunidad y un plan de medición ligado a las ventas, no a los «me gusta». En los doce meses siguientes, el reconocimiento de la marca se duplicó.",
      ca: "Les 38 diapositives amb què Luma Skincare va passar de publicar cada dia a publicar amb un propòsit: estudi d'audiència, tres pilars de contingut, un manual de comunitat i un pla de mesura lligat a les vendes, no als «m'agrada». En els dotze mesos següents, el reconeixement de la marca es va duplicar.",
    },
    image: {
      src: "/media/portfolio/social-media-deck.svg",
      width: 800,
      height: 500,
      alt: {
        en: "Title slide reading Social Media Strategy: three linked circles labelled Listen, Create and Measure, and a rising bar chart beside the figure 2x brand awareness.",
        es: "Diapositiva de portada con el título Social Media Strategy: tres círculos enlazados con las palabras Listen, Create y Measure, y un gráfico de barras ascendente junto a la cifra 2x brand awareness.",
        ca: "Diapositiva de portada amb el títol Social Media Strategy: tres cercles enllaçats amb les paraules Listen, Create i Measure, i un gràfic de barres ascendent al costat de la xifra 2x brand awareness.",
      },
    },
    embed: {
      provider: "slideshare",
      embedUrl: "https://www.slideshare.net/slideshow/embed_code/key/Lm7Qx2RkVb9TnA",
      externalUrl: "https://www.slideshare.net/adriavidal/social-media-strategy-luma-skincare",
      title: {
        en: "Social Media Strategy (slide deck on SlideShare)",
        es: "Estrategia en redes sociales (presentación en SlideShare)",
        ca: "Estratègia a les xarxes socials (presentació a SlideShare)",
      },
      aspectRatio: 4 / 3,
    },
  },
  {
    id: "case-study-deck",
    title: {
      en: "Case Study: Direct Bookings for Caribe Vista Resorts",
      es: "Caso práctico: reservas directas para Caribe Vista Resorts",
      ca: "Cas pràctic: reserves directes per a Caribe Vista Resorts",
    },
    category: "slide-deck",
    client: "Caribe Vista Resorts",
    year: 2022,
    description: {
      en: "Twenty-four slides on how three boutique resorts in the eastern Caribbean won their guests back from the booking platforms: a shorter booking journey, a book-direct promise worth having, and emails that sound like the front desk. Direct booking revenue rose 30% in a year.",
      es: "Veinticuatro diapositivas sobre cómo tres hoteles boutique del Caribe oriental recuperaron a sus huéspedes de manos de las plataformas de reservas: un proceso de reserva más corto, una ventaja real por reservar directamente y correos que suenan como la recepción. Los ingresos por reserva directa crecieron un 30% en un año.",
      ca: "Vint-i-quatre diapositives sobre com tres hotels boutique del Carib oriental van recuperar els hostes que se'ls enduien les plataformes de reserves: un procés de reserva més curt, un avantatge real per reservar directament i correus que sonen com la recepció. Els ingressos per reserva directa van créixer un 30% en un any.",
    },
    image: {
      src: "/media/portfolio/case-study-deck.svg",
      width: 800,
      height: 500,
      alt: {
        en: "Slide titled Case study, Direct bookings: a solid line for direct bookings climbs steeply above a flat dashed line for agencies, next to the figure +30% direct revenue.",
        es: "Diapositiva titulada Case study, Direct bookings: una línea continua de reservas directas sube con fuerza por encima de una línea discontinua y plana de agencias, junto a la cifra +30% direct revenue.",
        ca: "Diapositiva titulada Case study, Direct bookings: una línia contínua de reserves directes puja amb força per sobre d'una línia discontínua i plana d'agències, al costat de la xifra +30% direct revenue.",
      },
    },
    embed: {
      provider: "slideshare",
      embedUrl: "https://www.slideshare.net/slideshow/embed_code/key/Cv4Pd8WsHq2JzE",
      externalUrl: "https://www.slideshare.net/adriavidal/caribe-vista-resorts-direct-bookings-case-study",
      title: {
        en: "Case study: direct bookings for Caribe Vista Resorts (slide deck on SlideShare)",
        es: "Caso práctico: reservas directas para Caribe Vista Resorts (presentación en SlideShare)",
        ca: "Cas pràctic: reserves directes per a Caribe Vista Resorts (presentació a SlideShare)",
      },
      aspectRatio: 4 / 3,
    },
    link: {
      href: "/success-stories",
      label: { en: "Read the full case study", es: "Leer el caso completo", ca: "Llegir el cas complet" },
    },
  },
  {
    id: "mortal-vengeance-excerpt",
    itemId: "portfolio:mortal-vengeance-excerpt",
    title: {
      en: "Mortal Vengeance: Free Excerpt",
      es: "Mortal Vengeance: extracto gratuito",
      ca: "Mortal Vengeance: fragment gratuït",
    },
    category: "book",
    client: "Adrià Vidal",
    year: 2024,
    description: {
      en: 'The first two chapters of book 1, "The Breakwater" and "Storm Warnings", as a free EPUB. Teo Marchand has drowned off the breakwater at Punta Caracol, the town has already decided it was an accident, and seventeen-year-old Celeste Arnaud is the only one who doesn\'t believe it. Hurricane Delphine is on its way.',
      es: "Los dos primeros capítulos del libro 1, «The Breakwater» y «Storm Warnings», en un EPUB gratuito. Teo Marchand se ha ahogado junto al rompeolas de Punta Caracol, el pueblo ya ha decidido que fue un accidente y Celeste Arnaud, de diecisiete años, es la única que no se lo cree. Y el huracán Delphine se acerca.",
      ca: "Els dos primers capítols del llibre 1, «The Breakwater» i «Storm Warnings», en un EPUB gratuït. En Teo Marchand s'ha ofegat davant l'escullera de Punta Caracol, el poble ja ha decidit que va ser un accident i la Celeste Arnaud, de disset anys, és l'única que no s'ho creu. I l'huracà Delphine s'acosta.",
    },
    image: {
      src: "/media/covers/mortal-vengeance-1.svg",
      width: 600,
      height: 900,
      alt: {
        en: "Cover of Mortal Vengeance: a black breakwater with a dead navigation light runs into a stormy sea under a dark red sky, with a small white shell on the rocks.",
        es: "Cubierta de Mortal Vengeance: un rompeolas negro con una baliza apagada se adentra en un mar tormentoso bajo un cielo rojo oscuro, con una pequeña concha blanca sobre las rocas.",
        ca: "Coberta de Mortal Vengeance: una escullera negra amb un far apagat s'endinsa en un mar de tempesta sota un cel vermell fosc, amb una petita petxina blanca damunt les roques.",
      },
    },
    link: {
      href: "/series/mortal-vengeance",
      label: { en: "Discover the series", es: "Descubre la serie", ca: "Descobreix la sèrie" },
    },
  },
  {
    id: "brisa-mar-quiet-season",
    title: { en: "The Quiet Season", es: "La temporada tranquila", ca: "La temporada tranquil·la" },
    category: "campaign",
    client: "Hotel Brisa Mar",
    year: 2021,
    description: {
      en: "An autumn and winter campaign for a family-run hotel on the Costa Brava that used to close in October: slow-travel packages, a photo series shot at seven in the morning, and copy that sold the empty beach as the point rather than the problem. The hotel now stays open all year.",
      es: "Una campaña de otoño e invierno para un hotel familiar de la Costa Brava que cerraba en octubre: paquetes de viaje sin prisas, una serie de fotos tomadas a las siete de la mañana y textos que vendían la playa vacía como el atractivo, no como el problema. Hoy el hotel abre todo el año.",
      ca: "Una campanya de tardor i hivern per a un hotel familiar de la Costa Brava que tancava a l'octubre: paquets de viatge sense presses, una sèrie de fotos fetes a les set del matí i textos que venien la platja buida com l'atractiu, no com el problema. Avui l'hotel obre tot l'any.",
    },
    image: {
      src: "/media/portfolio/brisa-mar-quiet-season.svg",
      width: 800,
      height: 500,
      alt: {
        en: "An empty beach at dawn: a low gold sun over a calm dark sea and two closed parasols in the sand, under the title The Quiet Season, Hotel Brisa Mar, October to May.",
        es: "Una playa vacía al amanecer: un sol dorado y bajo sobre un mar oscuro y en calma y dos sombrillas cerradas en la arena, bajo el título The Quiet Season, Hotel Brisa Mar, October to May.",
        ca: "Una platja buida a trenc d'alba: un sol daurat i baix sobre un mar fosc i en calma i dos para-sols tancats a la sorra, sota el títol The Quiet Season, Hotel Brisa Mar, October to May.",
      },
    },
  },
  {
    id: "cafes-tostats-slow-mornings",
    title: { en: "Slow Mornings", es: "Mañanas lentas", ca: "Matins lents" },
    category: "campaign",
    client: "Cafès Tostats",
    year: 2024,
    description: {
      en: "A subscription campaign for a Barcelona coffee roaster: twelve very short stories printed inside the bags, one a month, and a landing page that led with the ritual instead of the discount. Subscriptions grew 30% over the campaign.",
      es: "Una campaña de suscripciones para un tostador de café de Barcelona: doce relatos brevísimos impresos en el interior de las bolsas, uno al mes, y una página de aterrizaje que abría con el ritual y no con el descuento. Las suscripciones crecieron un 30% durante la campaña.",
      ca: "Una campanya de subscripcions per a un torrador de cafè de Barcelona: dotze relats brevíssims impresos a l'interior de les bosses, un cada mes, i una pàgina d'aterratge que obria amb el ritual i no amb el descompte. Les subscripcions van créixer un 30% durant la campanya.",
    },
    image: {
      src: "/media/portfolio/cafes-tostats-slow-mornings.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A white coffee cup with three curls of gold steam on a dark background, beside the words Slow Mornings, Cafès Tostats, 12 stories, 12 months.",
        es: "Una taza de café blanca con tres volutas de vapor dorado sobre fondo oscuro, junto a las palabras Slow Mornings, Cafès Tostats, 12 stories, 12 months.",
        ca: "Una tassa de cafè blanca amb tres volutes de vapor daurat sobre fons fosc, al costat de les paraules Slow Mornings, Cafès Tostats, 12 stories, 12 months.",
      },
    },
  },
  {
    id: "mercat-verd-roots",
    title: { en: "Rooted in the Market", es: "Con raíces en el mercado", ca: "Arrelats al mercat" },
    category: "brand-story",
    client: "Mercat Verd",
    year: 2023,
    description: {
      en: "The brand story at the heart of the Mercat Verd relaunch: how one organic stall in a Gràcia market hall grew into a chain without losing the habit of knowing every grower by name. It became the manifesto, the shelf labels and the voice guide for every channel.",
      es: "La historia de marca en el centro del relanzamiento de Mercat Verd: cómo un puesto ecológico en un mercado de Gràcia se convirtió en una cadena sin perder la costumbre de conocer a cada productor por su nombre. Acabó siendo el manifiesto, las etiquetas de los estantes y la guía de voz de todos los canales.",
      ca: "La història de marca al centre del rellançament de Mercat Verd: com una parada ecològica en un mercat de Gràcia es va convertir en una cadena sense perdre el costum de conèixer cada pagès pel seu nom. Va acabar sent el manifest, les etiquetes dels prestatges i la guia de veu de tots els canals.",
    },
    image: {
      src: "/media/portfolio/mercat-verd-roots.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A young plant with deep roots spreading below the ground line, next to the title Rooted in the market and a shelf label naming the grower and the 38 km the produce travelled.",
        es: "Una planta joven con raíces profundas que se extienden bajo la línea del suelo, junto al título Rooted in the market y una etiqueta de estante que nombra al productor y los 38 km que ha recorrido el producto.",
        ca: "Una planta jove amb arrels profundes que s'estenen sota la línia del terra, al costat del títol Rooted in the market i una etiqueta de prestatge que diu qui és el pagès i els 38 km que ha fet el producte.",
      },
    },
  },
  {
    id: "editorial-marea-thirty-years",
    title: {
      en: "Thirty Years Against the Tide",
      es: "Treinta años contra corriente",
      ca: "Trenta anys contra corrent",
    },
    category: "brand-story",
    client: "Editorial Marea",
    year: 2024,
    description: {
      en: "An anniversary brand story for an independent Barcelona publisher founded in 1994: a long-form essay, the script for a short film and a set of bookshop posters built from the first lines of its own books. Written with the editors, in their voice rather than an agency's.",
      es: "Una historia de marca por el aniversario de una editorial independiente de Barcelona fundada en 1994: un ensayo largo, el guion de un cortometraje y una serie de carteles para librerías construidos con las primeras frases de sus propios libros. Escrita con el equipo editorial, con su voz y no con la de una agencia.",
      ca: "Una història de marca per a l'aniversari d'una editorial independent de Barcelona fundada el 1994: un assaig llarg, el guió d'un curtmetratge i una sèrie de cartells per a llibreries fets amb les primeres frases dels seus propis llibres. Escrita amb l'equip editorial, amb la seva veu i no amb la d'una agència.",
    },
    image: {
      src: "/media/portfolio/editorial-marea-thirty-years.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A row of book spines in cream, gold, teal and black standing on stylised waves against deep red, with a large faint 30 and the title Thirty years against the tide, Editorial Marea 1994–2024.",
        es: "Una hilera de lomos de libros en crema, dorado, azul petróleo y negro sobre unas olas estilizadas y un fondo granate, con un gran 30 difuminado y el título Thirty years against the tide, Editorial Marea 1994–2024.",
        ca: "Una filera de lloms de llibres en crema, daurat, blau petroli i negre sobre unes onades estilitzades i un fons granat, amb un gran 30 esvaït i el títol Thirty years against the tide, Editorial Marea 1994–2024.",
      },
    },
  },
  {
    id: "qa-test-strategy-sample",
    title: {
      en: "Test Strategy Sample: Booking Checkout",
      es: "Muestra de estrategia de pruebas: pago de reservas",
      ca: "Mostra d'estratègia de proves: pagament de reserves",
    },
    category: "qa",
    client: "Quadrant Labs",
    year: 2022,
    description: {
      en: "An anonymised test strategy written at Quadrant Labs for the checkout of a travel booking app: risk-based scope, what to automate with Playwright and what to keep exploratory, accessibility checks against WCAG 2.1 AA, and exit criteria the whole team could sign. Shared with the client's permission, names removed.",
      es: "Una estrategia de pruebas anonimizada, escrita en Quadrant Labs para el proceso de pago de una app de reservas de viaje: alcance basado en riesgos, qué automatizar con Playwright y qué dejar como prueba exploratoria, comprobaciones de accesibilidad según WCAG 2.1 AA y criterios de salida que todo el equipo podía firmar. Se publica con permiso del cliente y sin nombres.",
      ca: "Una estratègia de proves anonimitzada, escrita a Quadrant Labs per al procés de pagament d'una app de reserves de viatge: abast basat en riscos, què automatitzar amb Playwright i què deixar com a prova exploratòria, comprovacions d'accessibilitat segons WCAG 2.1 AA i criteris de sortida que tot l'equip podia signar. Es publica amb permís del client i sense noms.",
    },
    image: {
      src: "/media/portfolio/qa-test-strategy-sample.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A test checklist on a dark grid: three items ticked, one crossed out (card declined: retry) and one still open, beside a flow diagram from Search to Room to Payment, marked high risk, and Confirm.",
        es: "Una lista de pruebas sobre una cuadrícula oscura: tres puntos marcados como superados, uno tachado (tarjeta rechazada: reintento) y uno pendiente, junto a un diagrama de flujo de Search a Room, Payment, marcado como de alto riesgo, y Confirm.",
        ca: "Una llista de proves sobre una quadrícula fosca: tres punts marcats com a superats, un de ratllat (targeta rebutjada: reintent) i un de pendent, al costat d'un diagrama de flux de Search a Room, Payment, marcat com d'alt risc, i Confirm.",
      },
    },
    link: {
      href: "/experience-detailed",
      label: { en: "My QA experience", es: "Mi experiencia en QA", ca: "La meva experiència en QA" },
    },
  },
  {
    id: "mortal-vengeance-soundtrack",
    title: {
      en: "Mortal Vengeance (Original Soundtrack)",
      es: "Mortal Vengeance (banda sonora original)",
      ca: "Mortal Vengeance (banda sonora original)",
    },
    category: "music",
    client: "Adrià Vidal",
    year: 2025,
    description: {
      en: "Twelve tracks written alongside the novel: piano, cello and steel pan over low synth drones, held together by field recordings of surf and rain. The Main Theme opens the album and returns, changed, all the way through.",
      es: "Doce temas escritos a la par que la novela: piano, violonchelo y steel pan sobre graves drones de sintetizador, unidos por grabaciones de campo de oleaje y lluvia. El tema principal abre el álbum y vuelve, transformado, de principio a fin.",
      ca: "Dotze temes escrits alhora que la novel·la: piano, violoncel i steel pan sobre drons greus de sintetitzador, lligats per enregistraments de camp d'onatge i pluja. El tema principal obre l'àlbum i torna, transformat, de cap a peus.",
    },
    image: {
      src: "/media/portfolio/mortal-vengeance-soundtrack.svg",
      width: 800,
      height: 500,
      alt: {
        en: "Gold waveform bars fading out to the right beside a ringed circle like a record, on a dark sea-blue background, with the words Mortal Vengeance, Original Soundtrack, 12 tracks.",
        es: "Barras doradas de una forma de onda que se apagan hacia la derecha junto a un círculo con anillos, como un disco, sobre un fondo oscuro azul mar, con las palabras Mortal Vengeance, Original Soundtrack, 12 tracks.",
        ca: "Barres daurades d'una forma d'ona que s'apaguen cap a la dreta al costat d'un cercle amb anells, com un disc, sobre un fons fosc blau mar, amb les paraules Mortal Vengeance, Original Soundtrack, 12 tracks.",
      },
    },
    link: {
      href: "/music",
      label: {
        en: "Listen on the music page",
        es: "Escúchala en la página de música",
        ca: "Escolta-la a la pàgina de música",
      },
    },
  },
  {
    id: "finora-sonic-identity",
    title: {
      en: "Finora Sonic Logo and Interface Sounds",
      es: "Logo sonoro y sonidos de interfaz para Finora",
      ca: "Logotip sonor i sons d'interfície per a Finora",
    },
    category: "music",
    client: "Finora",
    year: 2023,
    description: {
      en: "A two-second sonic logo and a family of fourteen interface sounds for a fintech app, all built from one marimba phrase. Confirmations sound calm rather than triumphant, because moving money should never sound like a slot machine.",
      es: "Un logo sonoro de dos segundos y una familia de catorce sonidos de interfaz para una app financiera, todos construidos a partir de una sola frase de marimba. Las confirmaciones suenan tranquilas, no triunfales, porque mover dinero nunca debería sonar a tragaperras.",
      ca: "Un logotip sonor de dos segons i una família de catorze sons d'interfície per a una app financera, tots construïts a partir d'una sola frase de marimba. Les confirmacions sonen tranquil·les, no triomfals, perquè moure diners no hauria de sonar mai com una escurabutxaques.",
    },
    image: {
      src: "/media/portfolio/finora-sonic-identity.svg",
      width: 800,
      height: 500,
      alt: {
        en: "Concentric rings spreading from a gold dot on a sea-blue background, beside five marimba bars of falling length, with the words Finora, sonic logo 2 s, 14 interface sounds.",
        es: "Anillos concéntricos que se expanden desde un punto dorado sobre un fondo azul mar, junto a cinco láminas de marimba de longitud decreciente, con las palabras Finora, sonic logo 2 s, 14 interface sounds.",
        ca: "Anells concèntrics que s'expandeixen des d'un punt daurat sobre un fons blau mar, al costat de cinc làmines de marimba de llargada decreixent, amb les paraules Finora, sonic logo 2 s, 14 interface sounds.",
      },
    },
  },
];
