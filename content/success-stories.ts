import type { CaseStudy } from "./types";

/** Case studies for /success-stories, newest first. */
export const CASE_STUDIES: readonly CaseStudy[] = [
  {
    id: "soundwave-festival",
    slug: "soundwave-festival",
    title: {
      en: "Soundwave Festival: a brand that outlasts the line-up",
      es: "Soundwave Festival: una marca que va más allá del cartel",
      ca: "Soundwave Festival: una marca que va més enllà del cartell",
    },
    client: "Soundwave Festival",
    sector: { en: "Music and live events", es: "Música y eventos en directo", ca: "Música i esdeveniments en directe" },
    year: 2025,
    problem: {
      en: [
        {
          type: "p",
          text: "Soundwave is a three-day festival of electronic and indie music by the sea on the Costa del Garraf. By its fifth edition it had a loyal local crowd and very little recognition beyond it: in a survey of 18-to-34-year-olds across Catalonia, only 21% recognised the name when prompted.",
        },
        {
          type: "p",
          text: "Ticket sales rose and fell with the headliner announcement. A good year depended on one booking; a late one could sink the spring.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Soundwave es un festival de tres días de música electrónica e independiente junto al mar, en la costa del Garraf. En su quinta edición tenía un público local fiel y muy poco reconocimiento más allá: en una encuesta a jóvenes de 18 a 34 años de toda Cataluña, solo el 21% reconocía el nombre cuando se lo mencionaban.",
        },
        {
          type: "p",
          text: "La venta de entradas subía y bajaba con el anuncio del cabeza de cartel. Un buen año dependía de una sola contratación, y un anuncio tardío podía hundir la primavera.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Soundwave és un festival de tres dies de música electrònica i independent arran de mar, a la costa del Garraf. A la cinquena edició tenia un públic local fidel i molt poc reconeixement més enllà: en una enquesta a joves de 18 a 34 anys de tot Catalunya, només el 21% en reconeixia el nom quan se'ls esmentava.",
        },
        {
          type: "p",
          text: "La venda d'entrades pujava i baixava amb l'anunci del cap de cartell. Un bon any depenia d'una sola contractació, i un anunci tardà podia enfonsar la primavera.",
        },
      ],
    },
    approach: {
      en: [
        {
          type: "p",
          text: "The line-up changes every year; the place doesn't. We built the brand around the sea, the sunrise sets and the way the festival actually sounds.",
        },
        {
          type: "list",
          items: [
            "Composed a short sound identity from field recordings made on site (waves, the coastal train, the crowd at sunrise) and used it in every video and audio ad.",
            "Replaced one big headliner announcement with a season of small reveals, each with a story about an artist's connection to the coast.",
            "Wrote ready-to-share posts for the artists in their own voice, so their audiences heard about Soundwave from people they already followed.",
            "Measured prompted awareness with the same survey before and after, not just ticket sales.",
          ],
        },
      ],
      es: [
        {
          type: "p",
          text: "El cartel cambia cada año; el lugar, no. Construimos la marca alrededor del mar, las sesiones al amanecer y cómo suena de verdad el festival.",
        },
        {
          type: "list",
          items: [
            "Compuse una breve identidad sonora con grabaciones de campo hechas en el recinto (las olas, el tren de la costa, el público al amanecer) y la usamos en todos los vídeos y anuncios de audio.",
            "Sustituimos el gran anuncio del cabeza de cartel por una temporada de pequeñas revelaciones, cada una con una historia sobre la relación del artista con la costa.",
            "Escribí publicaciones listas para compartir, con la voz de cada artista, para que su público conociera Soundwave a través de alguien a quien ya seguía.",
            "Medimos el reconocimiento asistido con la misma encuesta antes y después, y no solo la venta de entradas.",
          ],
        },
      ],
      ca: [
        {
          type: "p",
          text: "El cartell canvia cada any; el lloc, no. Vam construir la marca al voltant del mar, les sessions a trenc d'alba i com sona de debò el festival.",
        },
        {
          type: "list",
          items: [
            "Vaig compondre una breu identitat sonora amb enregistraments de camp fets al recinte (les onades, el tren de la costa, el públic a trenc d'alba) i la vam fer servir en tots els vídeos i anuncis d'àudio.",
            "Vam substituir el gran anunci del cap de cartell per una temporada de petites revelacions, cadascuna amb una història sobre la relació de l'artista amb la costa.",
            "Vaig escriure publicacions a punt per compartir, amb la veu de cada artista, perquè el seu públic conegués Soundwave a través d'algú que ja seguia.",
            "Vam mesurar el reconeixement assistit amb la mateixa enquesta abans i després, i no només la venda d'entrades.",
          ],
        },
      ],
    },
    result: {
      en: [
        {
          type: "p",
          text: "Prompted awareness doubled, from 21% to 42%. Three-day passes sold out eleven days earlier than the year before, and the cost per ticket sold fell by 28%.",
        },
        {
          type: "p",
          text: "The sound identity now opens every edition's aftermovie, and the festival no longer waits for one name to start selling.",
        },
      ],
      es: [
        {
          type: "p",
          text: "El reconocimiento asistido se duplicó, del 21% al 42%. Los abonos de tres días se agotaron once días antes que el año anterior y el coste por entrada vendida bajó un 28%.",
        },
        {
          type: "p",
          text: "La identidad sonora abre ahora el aftermovie de cada edición, y el festival ya no espera a un solo nombre para empezar a vender.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "El reconeixement assistit es va duplicar, del 21% al 42%. Els abonaments de tres dies es van exhaurir onze dies abans que l'any anterior i el cost per entrada venuda va baixar un 28%.",
        },
        {
          type: "p",
          text: "Ara la identitat sonora obre l'aftermovie de cada edició, i el festival ja no espera un sol nom per començar a vendre.",
        },
      ],
    },
    metrics: [
      {
        value: "2x",
        label: {
          en: "prompted brand awareness",
          es: "reconocimiento asistido de marca",
          ca: "reconeixement assistit de marca",
        },
      },
      {
        value: "11",
        label: {
          en: "days earlier sell-out of three-day passes",
          es: "días antes se agotaron los abonos de tres días",
          ca: "dies abans es van exhaurir els abonaments de tres dies",
        },
      },
      {
        value: "−28%",
        label: { en: "cost per ticket sold", es: "coste por entrada vendida", ca: "cost per entrada venuda" },
      },
    ],
    image: {
      src: "/media/case-studies/soundwave-festival.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A festival stage in silhouette against a rising gold sun over the sea, with white sound waves rippling across a dark red sky, and the word Soundwave beside the figure 2x awareness.",
        es: "Un escenario de festival a contraluz ante un sol dorado que sale sobre el mar, con ondas de sonido blancas en un cielo granate oscuro, y la palabra Soundwave junto a la cifra 2x awareness.",
        ca: "Un escenari de festival a contrallum davant un sol daurat que surt sobre el mar, amb ones de so blanques en un cel granat fosc, i la paraula Soundwave al costat de la xifra 2x awareness.",
      },
    },
  },
  {
    id: "mercat-verd-relaunch",
    slug: "mercat-verd-relaunch",
    title: {
      en: "Mercat Verd: a relaunch rooted in the market",
      es: "Mercat Verd: un relanzamiento con raíces en el mercado",
      ca: "Mercat Verd: un rellançament arrelat al mercat",
    },
    client: "Mercat Verd",
    sector: { en: "Organic food retail", es: "Alimentación ecológica", ca: "Alimentació ecològica" },
    year: 2023,
    problem: {
      en: [
        {
          type: "p",
          text: "Mercat Verd began in 2004 as a single organic stall in a market hall in Gràcia and grew to fourteen shops across Catalonia. Along the way it started to look like every other organic chain: green leaves, vague promises and weekly discounts.",
        },
        {
          type: "p",
          text: "Newer competitors were cheaper, and customers who came in for a promotion rarely came back. Fewer than a third of new customers returned within three months.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Mercat Verd nació en 2004 como un único puesto ecológico en un mercado de Gràcia y llegó a tener catorce tiendas en toda Cataluña. Por el camino empezó a parecerse a cualquier otra cadena ecológica: hojas verdes, promesas vagas y descuentos semanales.",
        },
        {
          type: "p",
          text: "La competencia más reciente era más barata, y quien entraba por una promoción rara vez volvía. Menos de un tercio de los nuevos clientes repetía en los tres meses siguientes.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Mercat Verd va néixer el 2004 com una sola parada ecològica en un mercat de Gràcia i va arribar a tenir catorze botigues arreu de Catalunya. Pel camí va començar a semblar-se a qualsevol altra cadena ecològica: fulles verdes, promeses vagues i descomptes setmanals.",
        },
        {
          type: "p",
          text: "La competència més nova era més barata, i qui entrava per una promoció poques vegades tornava. Menys d'un terç dels clients nous repetia en els tres mesos següents.",
        },
      ],
    },
    approach: {
      en: [
        {
          type: "p",
          text: "We started on the shop floor, not in a workshop: two weeks of conversations with staff, growers and regular customers.",
        },
        {
          type: "list",
          items: [
            "Wrote a brand story around the founding habit of knowing every grower by name, and made it true in practice: every shelf label now names the farm and the distance the produce travelled.",
            "Built a voice guide short enough for shop staff to use: five principles and twenty before-and-after examples.",
            "Redesigned the loyalty scheme around what customers asked for, such as early access to seasonal boxes, instead of points.",
            "Rewrote the online shop's product pages and the weekly newsletter in the new voice.",
          ],
        },
        {
          type: "p",
          text: "The relaunch rolled out shop by shop over three months, so we could fix what didn't work before it reached everyone.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Empezamos en la tienda, no en una sala de reuniones: dos semanas de conversaciones con el personal, los productores y la clientela habitual.",
        },
        {
          type: "list",
          items: [
            "Escribí una historia de marca a partir de la costumbre fundacional de conocer a cada productor por su nombre, y la hicimos realidad: cada etiqueta de estante indica ahora la finca y la distancia que ha recorrido el producto.",
            "Creé una guía de voz lo bastante breve para que la usara el personal de tienda: cinco principios y veinte ejemplos de antes y después.",
            "Rediseñamos el programa de fidelización en torno a lo que pedían los clientes, como el acceso anticipado a las cajas de temporada, en lugar de puntos.",
            "Reescribí las fichas de producto de la tienda online y el boletín semanal con la nueva voz.",
          ],
        },
        {
          type: "p",
          text: "El relanzamiento llegó tienda a tienda a lo largo de tres meses, para poder corregir lo que no funcionaba antes de que llegara a todas.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Vam començar a la botiga, no en una sala de reunions: dues setmanes de converses amb el personal, els pagesos i la clientela habitual.",
        },
        {
          type: "list",
          items: [
            "Vaig escriure una història de marca a partir del costum fundacional de conèixer cada pagès pel seu nom, i la vam fer realitat: ara cada etiqueta de prestatge indica la finca i la distància que ha fet el producte.",
            "Vaig crear una guia de veu prou breu perquè la fes servir el personal de botiga: cinc principis i vint exemples d'abans i després.",
            "Vam redissenyar el programa de fidelització al voltant del que demanaven els clients, com l'accés anticipat a les caixes de temporada, en lloc de punts.",
            "Vaig reescriure les fitxes de producte de la botiga en línia i el butlletí setmanal amb la nova veu.",
          ],
        },
        {
          type: "p",
          text: "El rellançament va arribar botiga per botiga al llarg de tres mesos, per poder corregir el que no funcionava abans que arribés a totes.",
        },
      ],
    },
    result: {
      en: [
        {
          type: "p",
          text: "Twelve months after the relaunch, customer retention was 40% higher than the year before. The average online basket grew 24%, and 18,000 people joined the new loyalty scheme in its first quarter.",
        },
        {
          type: "p",
          text: "The brand story is now part of every new employee's first week, which is the best sign that it stuck.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Doce meses después del relanzamiento, la retención de clientes era un 40% más alta que el año anterior. La cesta media online creció un 24% y 18.000 personas se apuntaron al nuevo programa de fidelización en su primer trimestre.",
        },
        {
          type: "p",
          text: "La historia de marca forma parte ahora de la primera semana de cada nueva incorporación, que es la mejor señal de que ha calado.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Dotze mesos després del rellançament, la retenció de clients era un 40% més alta que l'any anterior. La cistella mitjana en línia va créixer un 24% i 18.000 persones es van apuntar al nou programa de fidelització el primer trimestre.",
        },
        {
          type: "p",
          text: "Ara la història de marca forma part de la primera setmana de cada nova incorporació, que és el millor senyal que ha quallat.",
        },
      ],
    },
    metrics: [
      {
        value: "+40%",
        label: {
          en: "customer retention after 12 months",
          es: "retención de clientes a los 12 meses",
          ca: "retenció de clients als 12 mesos",
        },
      },
      {
        value: "+24%",
        label: { en: "average online basket", es: "cesta media online", ca: "cistella mitjana en línia" },
      },
      {
        value: "18\u00A0000",
        label: {
          en: "loyalty members in the first quarter",
          es: "socios del programa en el primer trimestre",
          ca: "socis del programa el primer trimestre",
        },
      },
    ],
    image: {
      src: "/media/case-studies/mercat-verd-relaunch.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A market stall with a scalloped awning in teal and cream under a Mercat Verd sign, three crates of round produce on the counter, and a label reading +40% retention.",
        es: "Un puesto de mercado con un toldo festoneado en azul petróleo y crema bajo un rótulo de Mercat Verd, tres cajas de fruta y verdura en el mostrador y un cartel que dice +40% retention.",
        ca: "Una parada de mercat amb un tendal festonejat en blau petroli i crema sota un rètol de Mercat Verd, tres caixes de fruita i verdura al taulell i un cartell que diu +40% retention.",
      },
    },
  },
  {
    id: "editorial-marea-launch",
    slug: "editorial-marea-launch",
    title: {
      en: "Editorial Marea: launching a crime imprint from scratch",
      es: "Editorial Marea: lanzar un sello de novela negra desde cero",
      ca: "Editorial Marea: llançar un segell de novel·la negra des de zero",
    },
    client: "Editorial Marea",
    sector: { en: "Publishing", es: "Edición", ca: "Edició" },
    year: 2023,
    problem: {
      en: [
        {
          type: "p",
          text: "Editorial Marea is an independent Barcelona publisher with almost thirty years of literary fiction behind it. In 2023 it launched Marea Nocturna, a crime and suspense imprint, onto one of the most crowded shelves in any bookshop, with a modest budget and four debut authors nobody had heard of.",
        },
        { type: "p", text: "Booksellers knew Marea for quiet literary novels. Crime readers didn't know it at all." },
      ],
      es: [
        {
          type: "p",
          text: "Editorial Marea es una editorial independiente de Barcelona con casi treinta años de narrativa literaria a sus espaldas. En 2023 lanzó Marea Nocturna, un sello de novela negra y suspense, en una de las mesas más abarrotadas de cualquier librería, con un presupuesto modesto y cuatro autores debutantes a los que nadie conocía.",
        },
        {
          type: "p",
          text: "Los libreros asociaban Marea a novelas literarias tranquilas. Los lectores de novela negra, directamente, no la conocían.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Editorial Marea és una editorial independent de Barcelona amb gairebé trenta anys de narrativa literària al darrere. El 2023 va llançar Marea Nocturna, un segell de novel·la negra i suspens, en una de les taules més atapeïdes de qualsevol llibreria, amb un pressupost modest i quatre autors novells que no coneixia ningú.",
        },
        {
          type: "p",
          text: "Els llibreters associaven Marea a novel·les literàries tranquil·les. Els lectors de novel·la negra, directament, no la coneixien.",
        },
      ],
    },
    approach: {
      en: [
        {
          type: "p",
          text: "A crime imprint lives or dies on booksellers and word of mouth, so the budget went there rather than into advertising.",
        },
        {
          type: "list",
          items: [
            "Positioned the imprint around one idea, crime fiction set in places you can walk to, and wrote every cover line, blurb and ad from it.",
            'Sent booksellers proof copies with a personal letter from the editor and a one-page guide: "if your customer liked this, hand them that".',
            "Serialised the first chapter of the lead title by email over six weeks, in Spanish and Catalan, with a reading-club kit at the end.",
            "Organised author events in the neighbourhoods where the books are set, with local bookshops as hosts.",
          ],
        },
      ],
      es: [
        {
          type: "p",
          text: "Un sello de novela negra vive o muere en las librerías y en el boca a boca, así que el presupuesto fue ahí y no a publicidad.",
        },
        {
          type: "list",
          items: [
            "Posicionamos el sello en torno a una sola idea, novela negra ambientada en lugares a los que se puede ir a pie, y escribí desde ella cada frase de cubierta, cada contracubierta y cada anuncio.",
            "Enviamos a los libreros ejemplares de prueba con una carta personal de la editora y una guía de una página: «si a tu cliente le gustó este, recomiéndale aquel».",
            "Publicamos por entregas, durante seis semanas y por correo, el primer capítulo del título principal, en castellano y en catalán, con una guía para clubes de lectura al final.",
            "Organizamos presentaciones en los barrios donde transcurren los libros, con las librerías de la zona como anfitrionas.",
          ],
        },
      ],
      ca: [
        {
          type: "p",
          text: "Un segell de novel·la negra viu o mor a les llibreries i pel boca-orella, així que el pressupost va anar cap allà i no a publicitat.",
        },
        {
          type: "list",
          items: [
            "Vam posicionar el segell al voltant d'una sola idea, novel·la negra ambientada en llocs on es pot anar a peu, i en vaig escriure a partir d'aquí cada frase de coberta, cada contracoberta i cada anunci.",
            "Vam enviar als llibreters exemplars de prova amb una carta personal de l'editora i una guia d'una pàgina: «si al teu client li va agradar aquest, recomana-li aquell».",
            "Vam publicar per entregues, durant sis setmanes i per correu, el primer capítol del títol principal, en castellà i en català, amb una guia per a clubs de lectura al final.",
            "Vam organitzar presentacions als barris on passen els llibres, amb les llibreries de la zona com a amfitriones.",
          ],
        },
      ],
    },
    result: {
      en: [
        {
          type: "p",
          text: "The lead title went to a second printing within six weeks. More than 120 bookshops built window displays for the imprint, and 9,500 readers signed up for the email serial.",
        },
        {
          type: "p",
          text: "That list has become Marea Nocturna's most useful asset: every launch since has started there.",
        },
      ],
      es: [
        {
          type: "p",
          text: "El título principal fue a segunda edición en seis semanas. Más de 120 librerías montaron escaparates para el sello y 9.500 lectores se suscribieron a la novela por entregas.",
        },
        {
          type: "p",
          text: "Esa lista se ha convertido en el activo más valioso de Marea Nocturna: desde entonces, todos sus lanzamientos empiezan ahí.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "El títol principal va anar a segona edició en sis setmanes. Més de 120 llibreries van muntar aparadors per al segell i 9.500 lectors es van subscriure a la novel·la per entregues.",
        },
        {
          type: "p",
          text: "Aquella llista s'ha convertit en l'actiu més valuós de Marea Nocturna: des d'aleshores, tots els seus llançaments comencen allà.",
        },
      ],
    },
    metrics: [
      {
        value: "6",
        label: {
          en: "weeks to a second printing",
          es: "semanas hasta la segunda edición",
          ca: "setmanes fins a la segona edició",
        },
      },
      {
        value: "120+",
        label: { en: "bookshops with window displays", es: "librerías con escaparate", ca: "llibreries amb aparador" },
      },
      {
        value: "9\u00A0500",
        label: {
          en: "readers of the email serial",
          es: "lectores de la novela por entregas",
          ca: "lectors de la novel·la per entregues",
        },
      },
    ],
    image: {
      src: "/media/case-studies/editorial-marea-launch.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A night-time bookshop window framed in gold, with four books on two shelves under a crescent moon and the name Marea Nocturna, new crime imprint.",
        es: "Un escaparate de librería de noche con marco dorado, cuatro libros en dos estantes bajo una luna creciente y el nombre Marea Nocturna, new crime imprint.",
        ca: "Un aparador de llibreria de nit amb marc daurat, quatre llibres en dos prestatges sota una lluna creixent i el nom Marea Nocturna, new crime imprint.",
      },
    },
  },
  {
    id: "finora-onboarding",
    slug: "finora-onboarding",
    title: {
      en: "Finora: onboarding copy, tested properly",
      es: "Finora: un proceso de alta que se entiende, probado a fondo",
      ca: "Finora: un procés d'alta que s'entén, provat a fons",
    },
    client: "Finora",
    sector: { en: "Fintech", es: "Tecnología financiera", ca: "Tecnologia financera" },
    year: 2023,
    problem: {
      en: [
        {
          type: "p",
          text: "Finora is a savings and budgeting app for freelancers. Six in ten people who downloaded it never finished opening an account.",
        },
        {
          type: "p",
          text: "Identity verification was the wall. The screens used regulatory language, asked for documents without saying why, and gave no idea how long it would take. Support was answering hundreds of tickets a week from people asking whether the app was safe.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Finora es una app de ahorro y presupuestos para autónomos. Seis de cada diez personas que la descargaban no llegaban a abrir la cuenta.",
        },
        {
          type: "p",
          text: "La verificación de identidad era el muro. Las pantallas usaban lenguaje normativo, pedían documentos sin explicar para qué y no daban ninguna pista de cuánto iba a durar el proceso. Soporte respondía cientos de consultas a la semana de gente que preguntaba si la app era segura.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Finora és una app d'estalvi i pressupostos per a autònoms. Sis de cada deu persones que la baixaven no arribaven a obrir el compte.",
        },
        {
          type: "p",
          text: "La verificació d'identitat era el mur. Les pantalles feien servir llenguatge normatiu, demanaven documents sense explicar per a què i no donaven cap pista de quant duraria el procés. Suport responia centenars de consultes a la setmana de gent que preguntava si l'app era segura.",
        },
      ],
    },
    approach: {
      en: [
        {
          type: "p",
          text: "I worked with the product and compliance teams as a copywriter who also thinks like a tester.",
        },
        {
          type: "list",
          items: [
            "Rewrote the eleven onboarding screens in plain language, explaining why each document was needed and how it was protected, with compliance approving every line.",
            "Added a progress bar and an honest time estimate: about four minutes.",
            "Ran 14 A/B tests over ten weeks, one change at a time, with sample sizes agreed before each test and no peeking at results halfway.",
            "Checked every variant with a screen reader and at 200% zoom, because a clearer screen isn't clearer if part of your audience can't read it.",
          ],
        },
      ],
      es: [
        {
          type: "p",
          text: "Trabajé con los equipos de producto y de cumplimiento normativo como redactor que, además, piensa como un tester.",
        },
        {
          type: "list",
          items: [
            "Reescribí las once pantallas del alta en lenguaje claro, explicando para qué se necesitaba cada documento y cómo se protegía, con el visto bueno de cumplimiento en cada línea.",
            "Añadimos una barra de progreso y una estimación de tiempo honesta: unos cuatro minutos.",
            "Hicimos 14 pruebas A/B en diez semanas, un cambio cada vez, con el tamaño de muestra acordado antes de empezar y sin mirar resultados a medias.",
            "Revisé cada variante con lector de pantalla y con un zoom del 200%, porque una pantalla más clara no lo es si parte del público no puede leerla.",
          ],
        },
      ],
      ca: [
        {
          type: "p",
          text: "Vaig treballar amb els equips de producte i de compliment normatiu com a redactor que, a més, pensa com un tester.",
        },
        {
          type: "list",
          items: [
            "Vaig reescriure les onze pantalles de l'alta en llenguatge planer, explicant per a què calia cada document i com es protegia, amb el vistiplau de compliment a cada línia.",
            "Vam afegir una barra de progrés i una estimació de temps honesta: uns quatre minuts.",
            "Vam fer 14 proves A/B en deu setmanes, un canvi cada vegada, amb la mida de mostra acordada abans de començar i sense mirar resultats a mitges.",
            "Vaig revisar cada variant amb lector de pantalla i amb un zoom del 200%, perquè una pantalla més clara no ho és si part del públic no la pot llegir.",
          ],
        },
      ],
    },
    result: {
      en: [
        { type: "p", text: "Onboarding completion rose 31%, and support tickets about verification fell 45%." },
        {
          type: "p",
          text: "The testing playbook outlived the project: Finora's product team still runs every copy change through it.",
        },
        {
          type: "quote",
          text: "We stopped arguing about wording and started measuring it.",
          cite: "Head of Product, Finora",
        },
      ],
      es: [
        {
          type: "p",
          text: "La tasa de altas completadas subió un 31% y las consultas a soporte sobre la verificación bajaron un 45%.",
        },
        {
          type: "p",
          text: "El método de pruebas sobrevivió al proyecto: el equipo de producto de Finora sigue aplicándolo a cada cambio de texto.",
        },
        {
          type: "quote",
          text: "Dejamos de discutir sobre palabras y empezamos a medirlas.",
          cite: "Responsable de producto, Finora",
        },
      ],
      ca: [
        {
          type: "p",
          text: "La taxa d'altes completades va pujar un 31% i les consultes a suport sobre la verificació van baixar un 45%.",
        },
        {
          type: "p",
          text: "El mètode de proves va sobreviure al projecte: l'equip de producte de Finora encara l'aplica a cada canvi de text.",
        },
        {
          type: "quote",
          text: "Vam deixar de discutir sobre paraules i vam començar a mesurar-les.",
          cite: "Responsable de producte, Finora",
        },
      ],
    },
    metrics: [
      { value: "+31%", label: { en: "onboarding completion", es: "altas completadas", ca: "altes completades" } },
      {
        value: "−45%",
        label: {
          en: "support tickets about verification",
          es: "consultas sobre la verificación",
          ca: "consultes sobre la verificació",
        },
      },
      {
        value: "14",
        label: { en: "A/B tests in ten weeks", es: "pruebas A/B en diez semanas", ca: "proves A/B en deu setmanes" },
      },
    ],
    image: {
      src: "/media/case-studies/finora-onboarding.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A phone showing an onboarding screen, step 3 of 4, about 4 min, headed Why we ask for your ID, beside two test cards, A control and B winner, and the figure +31% onboarding completed.",
        es: "Un móvil con una pantalla de alta, step 3 of 4, about 4 min, titulada Why we ask for your ID, junto a dos tarjetas de prueba, A control y B winner, y la cifra +31% onboarding completed.",
        ca: "Un mòbil amb una pantalla d'alta, step 3 of 4, about 4 min, titulada Why we ask for your ID, al costat de dues targetes de prova, A control i B winner, i la xifra +31% onboarding completed.",
      },
    },
  },
  {
    id: "caribe-vista-direct-bookings",
    slug: "caribe-vista-direct-bookings",
    title: {
      en: "Caribe Vista Resorts: winning back direct bookings",
      es: "Caribe Vista Resorts: recuperar las reservas directas",
      ca: "Caribe Vista Resorts: recuperar les reserves directes",
    },
    client: "Caribe Vista Resorts",
    sector: { en: "Tourism and hospitality", es: "Turismo y hostelería", ca: "Turisme i hostaleria" },
    year: 2022,
    problem: {
      en: [
        {
          type: "p",
          text: "Caribe Vista runs three boutique resorts in Saint Lucia, Dominica and Grenada. By 2021, two out of three rooms were sold through online travel agencies at commissions of 15 to 20%, and guests who booked there rarely came back through the resorts' own site.",
        },
        {
          type: "p",
          text: "The website's booking flow had eleven steps, broke on older phones and hid the one real advantage of booking direct, a free airport transfer, on a page almost nobody visited.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Caribe Vista gestiona tres hoteles boutique en Santa Lucía, Dominica y Granada. En 2021, dos de cada tres habitaciones se vendían a través de agencias de viaje online, con comisiones de entre el 15 y el 20%, y quien reservaba allí rara vez volvía por la web propia.",
        },
        {
          type: "p",
          text: "El proceso de reserva de la web tenía once pasos, fallaba en móviles antiguos y escondía la única ventaja real de reservar directamente, el traslado gratuito desde el aeropuerto, en una página que casi nadie visitaba.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Caribe Vista gestiona tres hotels boutique a Saint Lucia, Dominica i Grenada. El 2021, dues de cada tres habitacions es venien a través d'agències de viatges en línia, amb comissions d'entre el 15 i el 20%, i qui reservava allà poques vegades tornava pel web propi.",
        },
        {
          type: "p",
          text: "El procés de reserva del web tenia onze passos, fallava en mòbils antics i amagava l'únic avantatge real de reservar directament, el trasllat gratuït des de l'aeroport, en una pàgina que gairebé no visitava ningú.",
        },
      ],
    },
    approach: {
      en: [
        {
          type: "p",
          text: "I treated it as a product problem and a copy problem at the same time. Having lived on two of those islands helped: I knew what guests worried about before they arrived.",
        },
        {
          type: "list",
          items: [
            "Mapped the booking journey on real devices, found where guests gave up and cut the flow from eleven steps to five.",
            "Rewrote the book-direct promise around what guests valued: the airport transfer, a late checkout and a named contact before arrival.",
            "Replaced the generic confirmation email with a short series written in the voice of the front desk, with local tips for each island.",
            "Set up a simple weekly dashboard so the team could watch direct share, not just occupancy.",
          ],
        },
        {
          type: "p",
          text: "Nothing went live without a test plan: every change was checked on the six phone and browser combinations guests actually used.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Lo traté a la vez como un problema de producto y como un problema de textos. Haber vivido en dos de esas islas ayudó: sabía qué preocupaba a los huéspedes antes de llegar.",
        },
        {
          type: "list",
          items: [
            "Recorrimos el proceso de reserva en dispositivos reales, localizamos dónde abandonaban los huéspedes y lo redujimos de once pasos a cinco.",
            "Reescribí la promesa de la reserva directa en torno a lo que valoraban los huéspedes: el traslado desde el aeropuerto, la salida tardía y una persona de contacto con nombre antes de llegar.",
            "Sustituimos el correo de confirmación genérico por una breve serie escrita con la voz de la recepción, con consejos locales para cada isla.",
            "Montamos un panel semanal sencillo para que el equipo siguiera la cuota de reserva directa, no solo la ocupación.",
          ],
        },
        {
          type: "p",
          text: "No se publicó nada sin un plan de pruebas: cada cambio se comprobó en las seis combinaciones de móvil y navegador que usaban de verdad los huéspedes.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Ho vaig tractar alhora com un problema de producte i com un problema de textos. Haver viscut en dues d'aquelles illes va ajudar: sabia què preocupava els hostes abans d'arribar.",
        },
        {
          type: "list",
          items: [
            "Vam recórrer el procés de reserva en dispositius reals, vam localitzar on abandonaven els hostes i el vam reduir d'onze passos a cinc.",
            "Vaig reescriure la promesa de la reserva directa al voltant del que valoraven els hostes: el trasllat des de l'aeroport, la sortida tardana i una persona de contacte amb nom abans d'arribar.",
            "Vam substituir el correu de confirmació genèric per una breu sèrie escrita amb la veu de la recepció, amb consells locals per a cada illa.",
            "Vam muntar un tauler setmanal senzill perquè l'equip seguís la quota de reserva directa, no només l'ocupació.",
          ],
        },
        {
          type: "p",
          text: "No es va publicar res sense un pla de proves: cada canvi es va comprovar en les sis combinacions de mòbil i navegador que feien servir de debò els hostes.",
        },
      ],
    },
    result: {
      en: [
        {
          type: "p",
          text: "Over the next twelve months, direct booking revenue grew 30%. The share of rooms booked direct went from 34% to 51%, and commission paid to travel agencies fell by 22%.",
        },
        {
          type: "p",
          text: "The full story, with the before-and-after screens, is in the [case study deck](/portfolio-gallery).",
        },
      ],
      es: [
        {
          type: "p",
          text: "En los doce meses siguientes, los ingresos por reserva directa crecieron un 30%. La proporción de habitaciones reservadas directamente pasó del 34% al 51% y las comisiones pagadas a agencias bajaron un 22%.",
        },
        {
          type: "p",
          text: "La historia completa, con las pantallas de antes y después, está en la [presentación del caso](/portfolio-gallery).",
        },
      ],
      ca: [
        {
          type: "p",
          text: "En els dotze mesos següents, els ingressos per reserva directa van créixer un 30%. La proporció d'habitacions reservades directament va passar del 34% al 51% i les comissions pagades a agències van baixar un 22%.",
        },
        {
          type: "p",
          text: "La història completa, amb les pantalles d'abans i després, és a la [presentació del cas](/portfolio-gallery).",
        },
      ],
    },
    metrics: [
      {
        value: "+30%",
        label: {
          en: "direct booking revenue",
          es: "ingresos por reserva directa",
          ca: "ingressos per reserva directa",
        },
      },
      {
        value: "51%",
        label: {
          en: "of rooms booked direct, up from 34%",
          es: "de habitaciones reservadas directamente (antes, 34%)",
          ca: "d'habitacions reservades directament (abans, 34%)",
        },
      },
      {
        value: "−22%",
        label: {
          en: "commission paid to travel agencies",
          es: "comisiones pagadas a agencias",
          ca: "comissions pagades a agències",
        },
      },
    ],
    image: {
      src: "/media/case-studies/caribe-vista-direct-bookings.svg",
      width: 800,
      height: 500,
      alt: {
        en: "A Caribbean island in silhouette, with a palm tree and a setting gold sun over a dark blue sea, beside a card reading Direct bookings +30% with a rising arrow.",
        es: "La silueta de una isla caribeña, con una palmera y un sol dorado que se pone sobre un mar azul oscuro, junto a una tarjeta que dice Direct bookings +30% con una flecha ascendente.",
        ca: "La silueta d'una illa del Carib, amb una palmera i un sol daurat que es pon sobre un mar blau fosc, al costat d'una targeta que diu Direct bookings +30% amb una fletxa ascendent.",
      },
    },
  },
];
