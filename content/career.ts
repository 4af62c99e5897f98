/**
 * The /about biography, the career timeline (/experience, /experience-detailed), education
 * and education (languages spoken are content/languages.ts). Plain data: types only.
 */
import type { SkillId } from "./skills";
import type { Localized, RichText, Role, Section } from "./types";

/* ---------- About ---------- */

export const ABOUT: readonly Section[] = [
  {
    id: "where-i-come-from",
    heading: { en: "Where I come from", es: "De dónde vengo", ca: "D'on vinc" },
    body: {
      en: [
        {
          type: "p",
          text: "I was born in Barcelona in 1986 and grew up in Sant Andreu, in a third-floor flat above a hardware shop. My mother taught piano in the front room, so my childhood had a soundtrack: scales played slightly wrong and then, weeks later, right. My father worked nights at a printing press and came home with proofs still warm from the machines, which he let me mark up with a red pen long before I knew what a typo was.",
        },
        {
          type: "p",
          text: "Those two rooms explain most of what came later. I studied Journalism at Universitat Pompeu Fabra from 2004 to 2008, took a postgraduate course in digital marketing in 2009, and in 2010 I walked into Agència Nord with a folder of student radio scripts and a fair amount of nerve. They let me write supermarket leaflets. Then radio spots. Then, eventually, whole campaigns.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Nací en Barcelona en 1986 y crecí en Sant Andreu, en un tercer piso encima de una ferretería. Mi madre daba clases de piano en el comedor, así que mi infancia tuvo banda sonora: escalas que sonaban un poco mal y que, semanas después, sonaban bien. Mi padre trabajaba de noche en una imprenta y volvía a casa con pruebas todavía calientes, que me dejaba corregir con un boli rojo mucho antes de que yo supiera qué era una errata.",
        },
        {
          type: "p",
          text: "Esas dos habitaciones explican casi todo lo que vino después. Estudié Periodismo en la Universitat Pompeu Fabra entre 2004 y 2008, hice un posgrado en marketing digital en 2009 y en 2010 me presenté en Agència Nord con una carpeta de guiones de la radio universitaria y bastante descaro. Me dejaron escribir folletos de supermercado. Luego cuñas de radio. Y, con el tiempo, campañas enteras.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Vaig néixer a Barcelona el 1986 i vaig créixer a Sant Andreu, en un tercer pis a sobre d'una ferreteria. La meva mare feia classes de piano al menjador, de manera que la meva infància va tenir banda sonora: escales que sonaven una mica malament i que, setmanes després, sonaven bé. El meu pare treballava de nit en una impremta i tornava a casa amb proves encara calentes, que em deixava corregir amb un bolígraf vermell molt abans que jo sabés què era una errata.",
        },
        {
          type: "p",
          text: "Aquelles dues habitacions expliquen gairebé tot el que va venir després. Vaig estudiar Periodisme a la Universitat Pompeu Fabra entre el 2004 i el 2008, vaig fer un postgrau de màrqueting digital el 2009 i el 2010 em vaig presentar a l'Agència Nord amb una carpeta de guions de la ràdio universitària i força barra. Em van deixar escriure fullets de supermercat. Després, falques de ràdio. I, amb el temps, campanyes senceres.",
        },
      ],
    },
  },
  {
    id: "six-years-in-the-caribbean",
    heading: { en: "Six years in the Caribbean", es: "Seis años en el Caribe", ca: "Sis anys al Carib" },
    body: {
      en: [
        {
          type: "p",
          text: "In the autumn of 2012 I moved to Saint Lucia with a laptop, one suitcase and an arrangement that let me keep writing for Agència Nord from five or six hours behind. The plan was a year. It became six. In 2013 I joined Blue Current Media as content and social media lead, working remotely for hotels, tour operators and restaurants across the islands, and in 2016 I went independent and began dividing my time between Saint Lucia and Roseau, in Dominica.",
        },
        {
          type: "p",
          text: "Remote work then was not what it is now. The connection dropped whenever it rained hard, so I learned to write offline, plan two days ahead and put every promise in writing. I also learned that a brand voice drafted in a European office sounds wrong on a beach in Soufrière, and that the people who serve the coffee know more about a hotel's reputation than any survey.",
        },
        {
          type: "p",
          text: "The islands gave me much of what ends up in my work today: the steel pan and the recordings of surf and rain on the [Mortal Vengeance soundtrack](/music), the harbour towns and the windward coast that became Santa Brisa, and a respect for storms I have never lost. I lived through the 2017 hurricane season in Dominica. Hurricane Delphine, in the first book, owes something to those weeks, and far more to the neighbours who organised before anyone else did.",
        },
        {
          type: "p",
          text: "In 2018 I came home to Barcelona. Part of me is still on a veranda in Roseau, listening to rain on a tin roof.",
        },
      ],
      es: [
        {
          type: "p",
          text: "En otoño de 2012 me mudé a Santa Lucía con un portátil, una maleta y un acuerdo que me permitía seguir escribiendo para Agència Nord con cinco o seis horas de diferencia. El plan era pasar un año. Fueron seis. En 2013 entré en Blue Current Media como responsable de contenidos y redes sociales, trabajando en remoto para hoteles, turoperadores y restaurantes de varias islas, y en 2016 me establecí por mi cuenta y empecé a repartir mi tiempo entre Santa Lucía y Roseau, en Dominica.",
        },
        {
          type: "p",
          text: "Trabajar en remoto entonces no era lo que es hoy. Cuando llovía fuerte se caía la conexión, así que aprendí a escribir sin internet, a planificar con dos días de margen y a dejarlo todo por escrito. También aprendí que una voz de marca redactada en una oficina europea suena falsa en una playa de Soufrière, y que quien sirve el café sabe más de la reputación de un hotel que cualquier encuesta.",
        },
        {
          type: "p",
          text: "Las islas me dieron buena parte de lo que hoy aparece en mi trabajo: el steel pan y las grabaciones de oleaje y lluvia de la [banda sonora de Mortal Vengeance](/music), los pueblos de puerto y la costa de barlovento que acabaron siendo Santa Brisa, y un respeto por las tormentas que nunca he perdido. Viví la temporada de huracanes de 2017 en Dominica. El huracán Delphine del primer libro le debe algo a aquellas semanas, y mucho más a los vecinos que se organizaron antes que nadie.",
        },
        {
          type: "p",
          text: "En 2018 volví a Barcelona. Una parte de mí sigue en un porche de Roseau, escuchando la lluvia sobre un tejado de chapa.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "La tardor del 2012 em vaig traslladar a Saint Lucia amb un portàtil, una maleta i un acord que em permetia continuar escrivint per a l'Agència Nord amb cinc o sis hores de diferència. La idea era passar-hi un any. En van ser sis. El 2013 vaig entrar a Blue Current Media com a responsable de continguts i xarxes socials, treballant a distància per a hotels, operadors turístics i restaurants de diverses illes, i el 2016 em vaig establir pel meu compte i vaig començar a repartir el temps entre Saint Lucia i Roseau, a Dominica.",
        },
        {
          type: "p",
          text: "Treballar a distància aleshores no era el que és ara. Quan plovia fort queia la connexió, així que vaig aprendre a escriure sense internet, a planificar amb dos dies de marge i a deixar-ho tot per escrit. També vaig aprendre que una veu de marca redactada en una oficina europea sona falsa en una platja de Soufrière, i que qui serveix el cafè sap més de la reputació d'un hotel que qualsevol enquesta.",
        },
        {
          type: "p",
          text: "Les illes em van donar bona part del que avui surt a la meva feina: les notes de steel pan i els enregistraments d'onades i de pluja de la [banda sonora de Mortal Vengeance](/music), els pobles de port i la costa de sobrevent que van acabar sent Santa Brisa, i un respecte per les tempestes que no he perdut mai. Vaig viure la temporada d'huracans del 2017 a Dominica. L'huracà Delphine del primer llibre deu alguna cosa a aquelles setmanes, i molt més als veïns que es van organitzar abans que ningú.",
        },
        {
          type: "p",
          text: "El 2018 vaig tornar a Barcelona. Una part de mi encara és en un porxo de Roseau, escoltant la pluja sobre una teulada de xapa.",
        },
      ],
    },
  },
  {
    id: "back-in-barcelona",
    heading: { en: "Back in Barcelona", es: "De vuelta en Barcelona", ca: "De tornada a Barcelona" },
    body: {
      en: [
        {
          type: "p",
          text: "Coming home, I took a detour nobody expected, least of all me. A friend at Quadrant Labs, a software house in Poblenou, needed someone to test a banking app that was mostly words: onboarding screens, error messages, consent forms. I found I loved it. I earned my ISTQB Foundation certificate that year and stayed for five, first as a QA analyst and from 2021 as a senior, writing test strategies, building automated suites in Playwright and Cypress, and making accessibility testing a normal part of every release.",
        },
        {
          type: "p",
          text: "I kept a handful of marketing clients the whole time, on a four-day week at Quadrant, and in 2019 I started composing for games and podcasts. In 2023 I left to finish a novel I had been carrying around since Dominica. *Mortal Vengeance* came out in October 2024, [*Undertow*](/series/mortal-vengeance) a year later, and the soundtrack in between.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Al volver tomé un desvío que nadie esperaba, y yo menos que nadie. Un amigo de Quadrant Labs, una empresa de software del Poblenou, necesitaba a alguien que probara una app bancaria hecha sobre todo de palabras: pantallas de bienvenida, mensajes de error, formularios de consentimiento. Descubrí que me encantaba. Ese mismo año me saqué la certificación ISTQB Foundation y me quedé cinco años, primero como analista de QA y, desde 2021, como sénior: diseñaba estrategias de pruebas, montaba baterías automatizadas con Playwright y Cypress y conseguí que las pruebas de accesibilidad fueran algo normal en cada entrega.",
        },
        {
          type: "p",
          text: "Durante todo ese tiempo mantuve unos pocos clientes de marketing, con una semana de cuatro días en Quadrant, y en 2019 empecé a componer para videojuegos y pódcasts. En 2023 lo dejé para terminar una novela que llevaba conmigo desde Dominica. *Mortal Vengeance* salió en octubre de 2024, [*Undertow*](/series/mortal-vengeance) un año después y la banda sonora, entre una y otra.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "En tornar vaig agafar un camí que ningú no s'esperava, i jo menys que ningú. Un amic de Quadrant Labs, una empresa de programari del Poblenou, necessitava algú que provés una aplicació bancària feta sobretot de paraules: pantalles de benvinguda, missatges d'error, formularis de consentiment. Vaig descobrir que m'encantava. Aquell mateix any em vaig treure la certificació ISTQB Foundation i m'hi vaig quedar cinc anys, primer com a analista de QA i, des del 2021, com a sènior: dissenyava estratègies de proves, muntava bateries automatitzades amb Playwright i Cypress i vaig aconseguir que les proves d'accessibilitat fossin una cosa normal a cada entrega.",
        },
        {
          type: "p",
          text: "Durant tot aquell temps vaig mantenir uns quants clients de màrqueting, amb una setmana de quatre dies a Quadrant, i el 2019 vaig començar a compondre per a videojocs i pòdcasts. El 2023 ho vaig deixar per acabar una novel·la que duia a sobre des de Dominica. *Mortal Vengeance* va sortir l'octubre del 2024, [*Undertow*](/series/mortal-vengeance) un any després i la banda sonora, entremig.",
        },
      ],
    },
  },
  {
    id: "why-four-crafts",
    heading: { en: "Why four crafts", es: "Por qué cuatro oficios", ca: "Per què quatre oficis" },
    body: {
      en: [
        {
          type: "p",
          text: "People ask whether I am a writer who tests software or a tester who writes music. The honest answer is that it is one job done in four rooms. Each craft is a way of paying close attention to what happens when something meets a person.",
        },
        {
          type: "list",
          items: [
            "*Fiction* is the long form: three hundred pages of earning someone's trust and then putting it to the test.",
            "*Marketing* is the short form: eight words to earn a click, and the discipline of knowing what the reader needs before what the client wants to say.",
            "*Music* is rhythm and silence, which is what most good prose is made of.",
            "*Quality assurance* is productive doubt: asking what breaks, for whom, and how you would know.",
          ],
        },
        {
          type: "p",
          text: "They feed each other all the time. Testing made my copy more honest; copywriting made my novels move faster; composing taught me where a chapter needs to breathe. I would be worse at each of them if I gave up the other three.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Me preguntan si soy un escritor que prueba software o un tester que compone música. La respuesta sincera es que se trata de un solo oficio en cuatro habitaciones. Cada uno es una forma de fijarse mucho en lo que pasa cuando algo se encuentra con una persona.",
        },
        {
          type: "list",
          items: [
            "*La ficción* es el formato largo: trescientas páginas para ganarse la confianza de alguien y luego ponerla a prueba.",
            "*El marketing* es el formato corto: ocho palabras para ganarse un clic, y la disciplina de saber qué necesita el lector antes que lo que quiere decir el cliente.",
            "*La música* es ritmo y silencio, que es de lo que está hecha casi toda la buena prosa.",
            "*El control de calidad* es duda productiva: preguntarse qué se rompe, para quién y cómo te enterarías.",
          ],
        },
        {
          type: "p",
          text: "Se alimentan entre sí constantemente. Las pruebas hicieron mis textos más honestos; la publicidad hizo mis novelas más ágiles; componer me enseñó dónde tiene que respirar un capítulo. Sería peor en cada uno de ellos si renunciara a los otros tres.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Em pregunten si soc un escriptor que prova programari o un tester que compon música. La resposta sincera és que és un sol ofici en quatre habitacions. Cadascun és una manera de fixar-se molt en què passa quan alguna cosa es troba amb una persona.",
        },
        {
          type: "list",
          items: [
            "*La ficció* és el format llarg: tres-centes pàgines per guanyar-se la confiança d'algú i després posar-la a prova.",
            "*El màrqueting* és el format curt: vuit paraules per guanyar-se un clic, i la disciplina de saber què necessita el lector abans del que vol dir el client.",
            "*La música* és ritme i silenci, que és del que està feta gairebé tota la bona prosa.",
            "*El control de qualitat* és dubte productiu: preguntar-se què es trenca, per a qui i com te n'adonaries.",
          ],
        },
        {
          type: "p",
          text: "S'alimenten els uns als altres constantment. Les proves van fer els meus textos més honestos; la publicitat va fer les meves novel·les més àgils; compondre em va ensenyar on ha de respirar un capítol. Seria pitjor en cadascun si renunciés als altres tres.",
        },
      ],
    },
  },
  {
    id: "how-i-work",
    heading: { en: "How I work", es: "Cómo trabajo", ca: "Com treballo" },
    body: {
      en: [
        {
          type: "p",
          text: "Mornings are for fiction, from six until about ten, before email wakes up. Afternoons belong to clients. Music happens in the evenings, or whenever a melody refuses to wait.",
        },
        {
          type: "p",
          text: "With clients I keep things small and direct. I take on a few projects at a time, I work with the people who make the decisions, and everything starts with a one-page brief we both sign off. I write in Catalan, Spanish and English, and I test copy the way I used to test software: with real readers, a hypothesis and a number to watch. The principles behind it are on the [Marketing DNA](/marketing-dna) page.",
        },
        {
          type: "p",
          text: "If you write to hello@adriavidal.com or use the [contact page](/contact), you will hear back from me, not an assistant, within 24 hours.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Las mañanas son para la ficción, de seis a diez más o menos, antes de que se despierte el correo. Las tardes son para los clientes. La música llega por la noche, o cuando una melodía se niega a esperar.",
        },
        {
          type: "p",
          text: "Con los clientes prefiero lo pequeño y lo directo. Llevo pocos proyectos a la vez, trabajo con quien toma las decisiones y todo empieza con un briefing de una página que aprobamos los dos. Escribo en catalán, castellano e inglés, y pruebo los textos como antes probaba software: con lectores reales, una hipótesis y una cifra que vigilar. Los principios que hay detrás están en la página [ADN de marketing](/marketing-dna).",
        },
        {
          type: "p",
          text: "Si escribes a hello@adriavidal.com o usas la [página de contacto](/contact), te responderé yo, no un asistente, en menos de 24 horas.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Els matins són per a la ficció, de sis a deu, més o menys, abans que es desperti el correu. Les tardes són per als clients. La música arriba al vespre, o quan una melodia es nega a esperar.",
        },
        {
          type: "p",
          text: "Amb els clients m'estimo més el tracte petit i directe. Porto pocs projectes alhora, treballo amb qui pren les decisions i tot comença amb un briefing d'una pàgina que aprovem tots dos. Escric en català, castellà i anglès, i provo els textos com abans provava programari: amb lectors reals, una hipòtesi i una xifra per vigilar. Els principis que hi ha al darrere són a la pàgina [ADN de màrqueting](/marketing-dna).",
        },
        {
          type: "p",
          text: "Si escrius a hello@adriavidal.com o fas servir la [pàgina de contacte](/contact), et respondré jo, no pas un assistent, en menys de 24 hores.",
        },
      ],
    },
  },
  {
    id: "beyond-work",
    heading: { en: "Beyond work", es: "Más allá del trabajo", ca: "Més enllà de la feina" },
    body: {
      en: [
        {
          type: "p",
          text: "I swim in the sea at Nova Icària most of the year, badly but faithfully; the Caribbean spoiled pools for me. I cook green fig and saltfish when I miss Saint Lucia and my grandmother's *fricandó* when I don't. On the first Saturday of every month I run a writing club for teenagers at a library in Sant Andreu, which keeps me honest about who I write *Mortal Vengeance* for.",
        },
        {
          type: "p",
          text: "I read more poetry than is good for a marketer, I still own a red pen, and the piano in my living room is my mother's, slightly out of tune in a way I have decided I like.",
        },
        {
          type: "p",
          text: "Next up: the first [IMALIVE](/series/imalive) adventure for younger readers in spring 2027, and *Windward*, the third Mortal Vengeance book, in autumn 2027.",
        },
      ],
      es: [
        {
          type: "p",
          text: "Nado en el mar en la Nova Icària casi todo el año, mal pero con constancia; el Caribe me quitó las ganas de piscina. Cocino plátano verde con bacalao, el plato nacional de Santa Lucía, cuando la echo de menos, y el *fricandó* de mi abuela cuando no. El primer sábado de cada mes llevo un club de escritura para adolescentes en una biblioteca de Sant Andreu, que me recuerda para quién escribo *Mortal Vengeance*.",
        },
        {
          type: "p",
          text: "Leo más poesía de la que le conviene a un publicista, sigo teniendo un boli rojo y el piano de mi comedor es el de mi madre, ligeramente desafinado de una manera que he decidido que me gusta.",
        },
        {
          type: "p",
          text: "Lo próximo: la primera aventura de [IMALIVE](/series/imalive), para lectores más jóvenes, en primavera de 2027, y *Windward*, el tercer libro de Mortal Vengeance, en otoño de 2027.",
        },
      ],
      ca: [
        {
          type: "p",
          text: "Nedo al mar a la Nova Icària gairebé tot l'any, malament però amb constància; el Carib em va treure les ganes de piscina. Cuino plàtan verd amb bacallà, el plat nacional de Saint Lucia, quan la trobo a faltar, i el *fricandó* de l'àvia quan no. El primer dissabte de cada mes porto un club d'escriptura per a adolescents en una biblioteca de Sant Andreu, que em recorda per a qui escric *Mortal Vengeance*.",
        },
        {
          type: "p",
          text: "Llegeixo més poesia de la que convé a un publicista, encara tinc un bolígraf vermell i el piano del menjador és el de la meva mare, lleugerament desafinat d'una manera que he decidit que m'agrada.",
        },
        {
          type: "p",
          text: "El que ve ara: la primera aventura d'[IMALIVE](/series/imalive), per a lectors més joves, la primavera del 2027, i *Windward*, el tercer llibre de Mortal Vengeance, la tardor del 2027.",
        },
      ],
    },
  },
];

/* ---------- Career timeline (newest first) ---------- */

export const ROLES: readonly Role[] = [
  {
    id: "author",
    title: { en: "Author", es: "Autor", ca: "Autor" },
    organisation: "Mortal Vengeance · IMALIVE",
    location: { en: "Barcelona", es: "Barcelona", ca: "Barcelona" },
    start: "2024-10",
    summary: {
      en: "I made my debut as a novelist with the young-adult thriller Mortal Vengeance, followed a year later by Undertow, and I am now writing the third book and a middle-grade series.",
      es: "Debuté como novelista con el thriller juvenil Mortal Vengeance, al que siguió Undertow un año después, y ahora escribo el tercer libro y una serie para lectores de 8 a 12 años.",
      ca: "Vaig debutar com a novel·lista amb el thriller juvenil Mortal Vengeance, seguit d'Undertow un any després, i ara escric el tercer llibre i una sèrie per a lectors de 8 a 12 anys.",
    },
    responsibilities: {
      en: [
        "Writing, rewriting and editing novels for young-adult and middle-grade readers",
        "Working with an editor, proofreaders, sensitivity readers and a cover designer on every book",
        "Planning and running launch campaigns, the newsletter and the free EPUB excerpt",
        "Composing the companion soundtrack for the Mortal Vengeance series",
        "Visiting schools, libraries and book festivals, in person and online",
      ],
      es: [
        "Escribir, reescribir y editar novelas para lectores juveniles y de 8 a 12 años",
        "Trabajar en cada libro con un editor, correctores, lectores de sensibilidad y un diseñador de cubiertas",
        "Planificar y llevar a cabo los lanzamientos, la newsletter y el fragmento gratuito en EPUB",
        "Componer la banda sonora que acompaña la serie Mortal Vengeance",
        "Visitar escuelas, bibliotecas y festivales literarios, en persona y en línea",
      ],
      ca: [
        "Escriure, reescriure i editar novel·les per a lectors juvenils i de 8 a 12 anys",
        "Treballar en cada llibre amb un editor, correctors, lectors de sensibilitat i un dissenyador de cobertes",
        "Planificar i dur a terme els llançaments, el butlletí i el fragment gratuït en EPUB",
        "Compondre la banda sonora que acompanya la sèrie Mortal Vengeance",
        "Visitar escoles, biblioteques i festivals literaris, en persona i en línia",
      ],
    },
    achievements: {
      en: [
        "Published two novels in twelve months: Mortal Vengeance (384 pages, October 2024) and Undertow (412 pages, October 2025)",
        "Released the first two chapters of Mortal Vengeance as a free EPUB excerpt",
        "Wrote and produced a 12-track original soundtrack for the series, released in March 2025",
        "Finished the first draft of IMALIVE: The Signal in the Attic, planned for spring 2027",
      ],
      es: [
        "Dos novelas publicadas en doce meses: Mortal Vengeance (384 páginas, octubre de 2024) y Undertow (412 páginas, octubre de 2025)",
        "Los dos primeros capítulos de Mortal Vengeance, disponibles como fragmento gratuito en EPUB",
        "Composición y producción de una banda sonora original de 12 temas para la serie, publicada en marzo de 2025",
        "Primer borrador terminado de IMALIVE: The Signal in the Attic, previsto para la primavera de 2027",
      ],
      ca: [
        "Dues novel·les publicades en dotze mesos: Mortal Vengeance (384 pàgines, octubre del 2024) i Undertow (412 pàgines, octubre del 2025)",
        "Els dos primers capítols de Mortal Vengeance, disponibles com a fragment gratuït en EPUB",
        "Composició i producció d'una banda sonora original de 12 temes per a la sèrie, publicada el març del 2025",
        "Primer esborrany acabat d'IMALIVE: The Signal in the Attic, previst per a la primavera del 2027",
      ],
    },
    skills: ["long-form-fiction", "structural-editing", "worldbuilding", "book-marketing", "public-speaking"],
  },
  {
    id: "composer",
    title: { en: "Composer", es: "Compositor", ca: "Compositor" },
    organisation: "Freelance",
    location: { en: "Barcelona", es: "Barcelona", ca: "Barcelona" },
    start: "2019-02",
    summary: {
      en: "I write original music for independent games, podcasts and my own books, and run AIE, an experimental project where AI tools suggest sketches and I do the composing.",
      es: "Compongo música original para videojuegos independientes, pódcasts y mis propios libros, y llevo AIE, un proyecto experimental en el que las herramientas de IA proponen esbozos y yo compongo.",
      ca: "Componc música original per a videojocs independents, pòdcasts i els meus propis llibres, i porto AIE, un projecte experimental en què les eines d'IA proposen esbossos i jo componc.",
    },
    responsibilities: {
      en: [
        "Composing and producing original scores, themes and sound beds",
        "Writing adaptive music for games: loops, stems and transitions integrated with FMOD",
        "Recording field sounds and live instruments, from piano and cello to steel pan",
        "Mixing and mastering for streaming, podcast and in-game delivery",
        "Handling licensing, credits and rights paperwork for every release",
      ],
      es: [
        "Componer y producir bandas sonoras, sintonías y fondos musicales originales",
        "Escribir música adaptativa para videojuegos: bucles, stems y transiciones integrados con FMOD",
        "Grabar sonidos de campo e instrumentos en directo, del piano y el violonchelo al steel pan",
        "Mezclar y masterizar para streaming, pódcast y videojuego",
        "Gestionar licencias, créditos y derechos de cada publicación",
      ],
      ca: [
        "Compondre i produir bandes sonores, sintonies i fons musicals originals",
        "Escriure música adaptativa per a videojocs: bucles, stems i transicions integrats amb FMOD",
        "Enregistrar sons de camp i instruments en directe, del piano i el violoncel al steel pan",
        "Mesclar i masteritzar per a streaming, pòdcast i videojoc",
        "Gestionar llicències, crèdits i drets de cada publicació",
      ],
    },
    achievements: {
      en: [
        "Scored three independent games, wrote theme music for seven podcast series and composed sound identities for Finora and Soundwave Festival",
        "Released Mortal Vengeance (Original Soundtrack), 12 tracks, on 21 March 2025",
        "Launched AIE with the five-track EP Synthetic Tides in May 2026, with credits that state what the AI tools did and what they didn't",
      ],
      es: [
        "Bandas sonoras para tres videojuegos independientes, sintonías para siete series de pódcast e identidades sonoras para Finora y Soundwave Festival",
        "Publicación de Mortal Vengeance (Original Soundtrack), 12 temas, el 21 de marzo de 2025",
        "Lanzamiento de AIE con el EP de cinco temas Synthetic Tides en mayo de 2026, con créditos que explican qué hicieron las herramientas de IA y qué no",
      ],
      ca: [
        "Bandes sonores per a tres videojocs independents, sintonies per a set sèries de pòdcast i identitats sonores per a Finora i Soundwave Festival",
        "Publicació de Mortal Vengeance (Original Soundtrack), 12 temes, el 21 de març del 2025",
        "Llançament d'AIE amb l'EP de cinc temes Synthetic Tides el maig del 2026, amb crèdits que expliquen què van fer les eines d'IA i què no",
      ],
    },
    skills: ["composition", "game-scoring", "logic-pro", "fmod", "field-recording", "mixing-mastering"],
  },
  {
    id: "quadrant-labs",
    title: {
      en: "QA Analyst, then Senior QA Analyst",
      es: "Analista de QA y después analista de QA sénior",
      ca: "Analista de QA i després analista de QA sènior",
    },
    organisation: "Quadrant Labs",
    location: { en: "Barcelona", es: "Barcelona", ca: "Barcelona" },
    start: "2018-09",
    end: "2023-06",
    summary: {
      en: "At a Barcelona software house I went from manual testing to leading test strategy, automation and accessibility across client products.",
      es: "En una empresa de software de Barcelona pasé de las pruebas manuales a dirigir la estrategia de pruebas, la automatización y la accesibilidad de los productos de los clientes.",
      ca: "En una empresa de programari de Barcelona vaig passar de les proves manuals a dirigir l'estratègia de proves, l'automatització i l'accessibilitat dels productes dels clients.",
    },
    responsibilities: {
      en: [
        "Designing test strategies and plans for web and mobile products in fintech, retail and health",
        "Building and maintaining end-to-end suites in Playwright and Cypress, run in CI on every pull request",
        "Auditing accessibility against WCAG 2.1 AA with screen readers, keyboard-only and zoom testing",
        "Running exploratory test sessions and writing clear, reproducible bug reports",
        "Reviewing interface copy, error messages and consent flows with designers and legal teams",
        "Mentoring junior testers and running the internal QA guild",
      ],
      es: [
        "Diseñar estrategias y planes de pruebas para productos web y móviles de fintech, retail y salud",
        "Crear y mantener baterías end-to-end con Playwright y Cypress, ejecutadas en integración continua en cada pull request",
        "Auditar la accesibilidad según WCAG 2.1 AA con lectores de pantalla, navegación solo con teclado y pruebas de zoom",
        "Dirigir sesiones de pruebas exploratorias y redactar informes de errores claros y reproducibles",
        "Revisar textos de interfaz, mensajes de error y flujos de consentimiento con diseño y el equipo legal",
        "Formar a testers júnior y coordinar el grupo interno de QA",
      ],
      ca: [
        "Dissenyar estratègies i plans de proves per a productes web i mòbils de fintech, retail i salut",
        "Crear i mantenir bateries end-to-end amb Playwright i Cypress, executades en integració contínua a cada pull request",
        "Auditar l'accessibilitat segons WCAG 2.1 AA amb lectors de pantalla, navegació només amb teclat i proves de zoom",
        "Dirigir sessions de proves exploratòries i redactar informes d'errors clars i reproduïbles",
        "Revisar textos d'interfície, missatges d'error i fluxos de consentiment amb disseny i l'equip legal",
        "Formar testers júniors i coordinar el grup intern de QA",
      ],
    },
    achievements: {
      en: [
        "Promoted to Senior QA Analyst in 2021",
        "Built a suite of 1,400 automated end-to-end tests that cut the regression cycle from four days to under three hours",
        "Led accessibility audits on 11 client products, with more than 600 issues fixed before release",
        "Reduced defects reaching production by 60% over two years on the company's largest banking account",
        "Mentored six junior testers, four of whom now lead QA teams",
      ],
      es: [
        "Ascenso a analista de QA sénior en 2021",
        "Una batería de 1.400 pruebas end-to-end automatizadas que redujo el ciclo de regresión de cuatro días a menos de tres horas",
        "Auditorías de accesibilidad en 11 productos de clientes, con más de 600 problemas corregidos antes del lanzamiento",
        "Un 60% menos de errores en producción en dos años en la mayor cuenta bancaria de la empresa",
        "Formación de seis testers júnior, cuatro de los cuales dirigen hoy equipos de QA",
      ],
      ca: [
        "Ascens a analista de QA sènior el 2021",
        "Una bateria de 1.400 proves end-to-end automatitzades que va reduir el cicle de regressió de quatre dies a menys de tres hores",
        "Auditories d'accessibilitat en 11 productes de clients, amb més de 600 problemes corregits abans del llançament",
        "Un 60% menys d'errors en producció en dos anys al compte bancari més gran de l'empresa",
        "Formació de sis testers júniors, quatre dels quals avui dirigeixen equips de QA",
      ],
    },
    skills: ["test-strategy", "playwright", "cypress", "typescript", "accessibility-wcag", "istqb", "ci-cd"],
  },
  {
    id: "independent-marketing",
    title: {
      en: "Independent Marketing Strategist & Copywriter",
      es: "Estratega de marketing y copywriter independiente",
      ca: "Estrateg de màrqueting i copywriter independent",
    },
    organisation: "Freelance",
    location: {
      en: "Saint Lucia and Dominica, then Barcelona; clients in Europe and the Caribbean",
      es: "Santa Lucía y Dominica, y después Barcelona; clientes en Europa y el Caribe",
      ca: "Saint Lucia i Dominica, i després Barcelona; clients a Europa i al Carib",
    },
    start: "2016-07",
    summary: {
      en: "Strategy, copy and campaigns for brands across Europe and the Caribbean in tourism, publishing, fintech, food and music.",
      es: "Estrategia, textos y campañas para marcas de Europa y el Caribe en turismo, edición, fintech, alimentación y música.",
      ca: "Estratègia, textos i campanyes per a marques d'Europa i del Carib en turisme, edició, fintech, alimentació i música.",
    },
    responsibilities: {
      en: [
        "Brand strategy and positioning workshops with founders and marketing teams",
        "Messaging frameworks, tone-of-voice guides and copy in English, Spanish and Catalan",
        "Campaign concepts and copy for web, email, social, print and radio",
        "Conversion and lifecycle work: landing pages, onboarding and retention emails",
        "A/B and usability testing of copy, reported in plain language",
        "Training in-house teams to keep the voice consistent after the project ends",
      ],
      es: [
        "Talleres de estrategia y posicionamiento de marca con fundadores y equipos de marketing",
        "Marcos de mensajes, guías de tono de voz y textos en inglés, castellano y catalán",
        "Conceptos y textos de campaña para web, email, redes sociales, prensa y radio",
        "Conversión y ciclo de vida del cliente: landing pages, onboarding y emails de fidelización",
        "Pruebas A/B y de usabilidad de los textos, con resultados explicados en lenguaje claro",
        "Formación de equipos internos para que la voz se mantenga cuando termina el proyecto",
      ],
      ca: [
        "Tallers d'estratègia i posicionament de marca amb fundadors i equips de màrqueting",
        "Marcs de missatges, guies de to de veu i textos en anglès, castellà i català",
        "Conceptes i textos de campanya per a web, correu electrònic, xarxes socials, premsa i ràdio",
        "Conversió i cicle de vida del client: landing pages, onboarding i correus de fidelització",
        "Proves A/B i d'usabilitat dels textos, amb resultats explicats en llenguatge planer",
        "Formació d'equips interns perquè la veu es mantingui quan s'acaba el projecte",
      ],
    },
    achievements: {
      en: [
        "Advised 200+ brands and projects, with 95% client satisfaction in post-project surveys",
        "A 30% sales increase per campaign, from Caribe Vista Resorts' direct bookings to Cafès Tostats' coffee subscriptions",
        "40% higher client retention for Mercat Verd in the twelve months after its relaunch",
        "2x brand awareness for Soundwave Festival and for Luma Skincare",
        "31% more completed sign-ups for Finora, with 45% fewer support tickets about identity checks",
      ],
      es: [
        "Más de 200 marcas y proyectos asesorados, con un 95% de satisfacción de los clientes en las encuestas posteriores",
        "Un 30% más de ventas por campaña, de las reservas directas de Caribe Vista Resorts a las suscripciones de café de Cafès Tostats",
        "Un 40% más de retención de clientes para Mercat Verd en los doce meses posteriores a su relanzamiento",
        "El doble de notoriedad de marca para Soundwave Festival y para Luma Skincare",
        "Un 31% más de altas completadas en Finora, con un 45% menos de consultas sobre la verificación de identidad",
      ],
      ca: [
        "Més de 200 marques i projectes assessorats, amb un 95% de satisfacció dels clients a les enquestes posteriors",
        "Un 30% més de vendes per campanya, de les reserves directes de Caribe Vista Resorts a les subscripcions de cafè de Cafès Tostats",
        "Un 40% més de retenció de clients per a Mercat Verd en els dotze mesos posteriors al rellançament",
        "El doble de notorietat de marca per a Soundwave Festival i per a Luma Skincare",
        "Un 31% més d'altes completades a Finora, amb un 45% menys de consultes sobre la verificació d'identitat",
      ],
    },
    skills: ["brand-strategy", "copywriting", "content-strategy", "seo", "email-lifecycle", "ab-testing", "analytics"],
  },
  {
    id: "blue-current-media",
    title: {
      en: "Content & Social Media Lead",
      es: "Responsable de contenidos y redes sociales",
      ca: "Responsable de continguts i xarxes socials",
    },
    organisation: "Blue Current Media",
    location: {
      en: "Remote, from Saint Lucia",
      es: "En remoto, desde Santa Lucía",
      ca: "A distància, des de Saint Lucia",
    },
    start: "2013-03",
    end: "2016-06",
    summary: {
      en: "I led content and social media for a digital agency serving hotels, tour operators and restaurants across the eastern Caribbean.",
      es: "Dirigí los contenidos y las redes sociales de una agencia digital que trabajaba para hoteles, turoperadores y restaurantes del Caribe oriental.",
      ca: "Vaig dirigir els continguts i les xarxes socials d'una agència digital que treballava per a hotels, operadors turístics i restaurants del Carib oriental.",
    },
    responsibilities: {
      en: [
        "Running editorial calendars and social channels for nine hospitality and travel clients",
        "Leading a remote team of four writers and two designers on three islands",
        "Writing web, social and newsletter copy in English and Spanish",
        "Briefing photographers and videographers, and planning shoots around the weather",
        "Monthly reporting on reach, engagement and direct bookings",
      ],
      es: [
        "Gestionar calendarios editoriales y canales sociales de nueve clientes de hostelería y viajes",
        "Dirigir un equipo remoto de cuatro redactores y dos diseñadores repartidos en tres islas",
        "Escribir textos para webs, redes y newsletters en inglés y castellano",
        "Preparar los encargos de fotógrafos y videógrafos y planificar los rodajes según el tiempo",
        "Informes mensuales de alcance, interacción y reservas directas",
      ],
      ca: [
        "Gestionar calendaris editorials i canals socials de nou clients d'hostaleria i viatges",
        "Dirigir un equip remot de quatre redactors i dos dissenyadors repartits en tres illes",
        "Escriure textos per a webs, xarxes i butlletins en anglès i castellà",
        "Preparar els encàrrecs de fotògrafs i videògrafs i planificar els rodatges segons el temps",
        "Informes mensuals d'abast, interacció i reserves directes",
      ],
    },
    achievements: {
      en: [
        "Grew the combined social audience of the agency's clients from 40,000 to 310,000 followers in three years",
        "Launched a Spanish-language content service that brought in four new clients",
        "Cut the average response time to guests' social messages from two days to under four hours",
        "Started the relationship with Caribe Vista Resorts that continued when I went independent",
      ],
      es: [
        "La audiencia social conjunta de los clientes de la agencia pasó de 40.000 a 310.000 seguidores en tres años",
        "Puse en marcha un servicio de contenidos en castellano que atrajo a cuatro clientes nuevos",
        "El tiempo medio de respuesta a los mensajes de los huéspedes en redes bajó de dos días a menos de cuatro horas",
        "Empezó la relación con Caribe Vista Resorts, que continuó cuando me establecí por mi cuenta",
      ],
      ca: [
        "L'audiència social conjunta dels clients de l'agència va passar de 40.000 a 310.000 seguidors en tres anys",
        "Vaig engegar un servei de continguts en castellà que va atreure quatre clients nous",
        "El temps mitjà de resposta als missatges dels hostes a les xarxes va baixar de dos dies a menys de quatre hores",
        "Va començar la relació amb Caribe Vista Resorts, que va continuar quan em vaig establir pel meu compte",
      ],
    },
    skills: [
      "social-media-strategy",
      "editorial-planning",
      "community-management",
      "team-leadership",
      "hospitality-marketing",
    ],
  },
  {
    id: "agencia-nord",
    title: { en: "Copywriter", es: "Redactor publicitario", ca: "Redactor publicitari" },
    organisation: "Agència Nord",
    location: {
      en: "Barcelona; remote from Saint Lucia in the final months",
      es: "Barcelona; en remoto desde Santa Lucía los últimos meses",
      ca: "Barcelona; a distància des de Saint Lucia els últims mesos",
    },
    start: "2010-03",
    end: "2013-02",
    summary: {
      en: "My first job in advertising: copy for radio, press, packaging and the web at an independent Barcelona agency.",
      es: "Mi primer trabajo en publicidad: textos para radio, prensa, packaging y web en una agencia independiente de Barcelona.",
      ca: "La meva primera feina en publicitat: textos per a ràdio, premsa, packaging i web en una agència independent de Barcelona.",
    },
    responsibilities: {
      en: [
        "Writing radio spots, press ads, leaflets and packaging copy",
        "Developing campaign concepts with art directors",
        "Naming products and writing taglines",
        "Adapting campaigns between Catalan, Spanish and English",
        "Proofreading everything that left the studio",
      ],
      es: [
        "Escribir cuñas de radio, anuncios de prensa, folletos y textos de packaging",
        "Desarrollar conceptos de campaña con directores de arte",
        "Crear nombres de producto y eslóganes",
        "Adaptar campañas entre el catalán, el castellano y el inglés",
        "Corregir todo lo que salía del estudio",
      ],
      ca: [
        "Escriure falques de ràdio, anuncis de premsa, fullets i textos de packaging",
        "Desenvolupar conceptes de campanya amb directors d'art",
        "Crear noms de producte i eslògans",
        "Adaptar campanyes entre el català, el castellà i l'anglès",
        "Corregir tot el que sortia de l'estudi",
      ],
    },
    achievements: {
      en: [
        "Wrote for more than 40 accounts, from a supermarket chain to a regional theatre",
        "Wrote over 150 radio spots, including a campaign for a Catalan dairy that ran for three summers",
        "Became the agency's first team member to work fully remotely, from Saint Lucia, in 2012",
      ],
      es: [
        "Escribí para más de 40 cuentas, de una cadena de supermercados a un teatro comarcal",
        "Más de 150 cuñas de radio, entre ellas una campaña para una lechería catalana que se emitió tres veranos seguidos",
        "Fui el primer miembro de la agencia en trabajar totalmente en remoto, desde Santa Lucía, en 2012",
      ],
      ca: [
        "Vaig escriure per a més de 40 comptes, d'una cadena de supermercats a un teatre comarcal",
        "Més de 150 falques de ràdio, entre les quals una campanya per a una lleteria catalana que es va emetre tres estius seguits",
        "Vaig ser el primer membre de l'agència a treballar completament a distància, des de Saint Lucia, el 2012",
      ],
    },
    skills: ["copywriting", "radio", "naming", "concept-development", "proofreading"],
  },
];

/* ---------- Overview (/experience) ---------- */

export const EXPERIENCE_OVERVIEW: {
  intro: Localized<RichText>;
  areas: readonly { id: string; title: Localized; description: Localized; skills: readonly SkillId[] }[];
} = {
  intro: {
    en: [
      {
        type: "p",
        text: "Since 2010 I have worked in four crafts that turn out to have a lot in common: writing, music, quality assurance and marketing. That adds up to 15+ years, 200+ brands and projects, and one habit running through all of it: paying attention to the person on the other side.",
      },
      {
        type: "p",
        text: "The [detailed experience](/experience-detailed) page has every role in full, and the [success stories](/success-stories) show the work in practice.",
      },
    ],
    es: [
      {
        type: "p",
        text: "Desde 2010 trabajo en cuatro oficios que resultan tener mucho en común: la escritura, la música, el control de calidad y el marketing. Suman más de 15 años, más de 200 marcas y proyectos, y un hábito que lo atraviesa todo: fijarme en la persona que está al otro lado.",
      },
      {
        type: "p",
        text: "En la página de [experiencia detallada](/experience-detailed) están todos los puestos al completo, y los [casos de éxito](/success-stories) muestran el trabajo en la práctica.",
      },
    ],
    ca: [
      {
        type: "p",
        text: "Des del 2010 treballo en quatre oficis que resulta que tenen molt en comú: l'escriptura, la música, el control de qualitat i el màrqueting. Sumen més de 15 anys, més de 200 marques i projectes, i un hàbit que ho travessa tot: fixar-me en la persona que hi ha a l'altra banda.",
      },
      {
        type: "p",
        text: "A la pàgina d'[experiència detallada](/experience-detailed) hi ha tots els càrrecs sencers, i els [casos d'èxit](/success-stories) mostren la feina a la pràctica.",
      },
    ],
  },
  areas: [
    {
      id: "writing",
      title: { en: "Writing", es: "Escritura", ca: "Escriptura" },
      description: {
        en: "Novels for young adults and younger readers, and long-form brand stories. Two Mortal Vengeance books published, a third on the way and the IMALIVE series arriving in 2027.",
        es: "Novelas para lectores juveniles y más jóvenes, e historias de marca de largo recorrido. Dos libros de Mortal Vengeance publicados, un tercero en camino y la serie IMALIVE, que llega en 2027.",
        ca: "Novel·les per a lectors juvenils i més joves, i històries de marca de llarg recorregut. Dos llibres de Mortal Vengeance publicats, un tercer en camí i la sèrie IMALIVE, que arriba el 2027.",
      },
      skills: ["fiction", "narrative-structure", "editing", "brand-storytelling", "writing-in-three-languages"],
    },
    {
      id: "music",
      title: { en: "Music", es: "Música", ca: "Música" },
      description: {
        en: "Original scores for games, podcasts and my own books, from piano and cello to steel pan and field recordings, plus AIE, an honest experiment with AI tools.",
        es: "Bandas sonoras originales para videojuegos, pódcasts y mis propios libros, del piano y el violonchelo al steel pan y las grabaciones de campo, y AIE, un experimento honesto con herramientas de IA.",
        ca: "Bandes sonores originals per a videojocs, pòdcasts i els meus propis llibres, del piano i el violoncel al steel pan i els enregistraments de camp, i AIE, un experiment honest amb eines d'IA.",
      },
      skills: ["composition", "game-scoring", "podcast-music", "production", "field-recording"],
    },
    {
      id: "qa",
      title: { en: "Quality assurance", es: "Control de calidad", ca: "Control de qualitat" },
      description: {
        en: "Five years at Quadrant Labs leading test strategy, Playwright and Cypress automation and accessibility testing. The same discipline now checks every campaign I ship.",
        es: "Cinco años en Quadrant Labs al frente de la estrategia de pruebas, la automatización con Playwright y Cypress y las pruebas de accesibilidad. Esa misma disciplina revisa hoy cada campaña que entrego.",
        ca: "Cinc anys a Quadrant Labs al capdavant de l'estratègia de proves, l'automatització amb Playwright i Cypress i les proves d'accessibilitat. Aquesta mateixa disciplina revisa avui cada campanya que entrego.",
      },
      skills: ["test-strategy", "playwright", "cypress", "accessibility", "istqb-foundation"],
    },
    {
      id: "marketing",
      title: { en: "Marketing strategy", es: "Estrategia de marketing", ca: "Estratègia de màrqueting" },
      description: {
        en: "Strategy, copy and campaigns for 200+ brands in tourism, publishing, fintech, food and music, with 95% client satisfaction and results that are measured, not assumed.",
        es: "Estrategia, textos y campañas para más de 200 marcas de turismo, edición, fintech, alimentación y música, con un 95% de clientes satisfechos y resultados medidos, no supuestos.",
        ca: "Estratègia, textos i campanyes per a més de 200 marques de turisme, edició, fintech, alimentació i música, amb un 95% de clients satisfets i resultats mesurats, no suposats.",
      },
      skills: ["brand-strategy", "copywriting", "seo", "email-lifecycle", "ab-testing"],
    },
  ],
};

/* ---------- Education and languages ---------- */

export const EDUCATION: readonly { id: string; title: Localized; institution: string; years: string }[] = [
  {
    id: "journalism-upf",
    title: {
      en: "Degree in Journalism",
      es: "Licenciatura en Periodismo",
      ca: "Llicenciatura en Periodisme",
    },
    institution: "Universitat Pompeu Fabra",
    years: "2004–2008",
  },
  {
    id: "digital-marketing-postgraduate",
    title: {
      en: "Postgraduate Diploma in Digital Marketing",
      es: "Posgrado en Marketing Digital",
      ca: "Postgrau en Màrqueting Digital",
    },
    institution: "Universitat Oberta de Catalunya",
    years: "2009",
  },
  {
    id: "istqb-foundation",
    title: {
      en: "ISTQB Certified Tester, Foundation Level",
      es: "ISTQB Certified Tester, nivel Foundation",
      ca: "ISTQB Certified Tester, nivell Foundation",
    },
    institution: "ISTQB (International Software Testing Qualifications Board)",
    years: "2018",
  },
];
