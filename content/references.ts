/**
 * Client testimonials (the first three also run in the home page carousel) and the video
 * references on /experience/references. Plain data: types only.
 */
import type { ImageRef, Localized, RichText, Testimonial, VideoReference } from "./types";

function avatar(id: string, initials: string, colours: { en: string; es: string; ca: string }): ImageRef {
  return {
    src: `/media/avatars/${id}.svg`,
    width: 160,
    height: 160,
    alt: {
      en: `Illustrated avatar: the initials ${initials} on a round ${colours.en} background`,
      es: `Avatar ilustrado: las iniciales ${initials} sobre un fondo redondo ${colours.es}`,
      ca: `Avatar il·lustrat: les inicials ${initials} sobre un fons rodó ${colours.ca}`,
    },
  };
}

function logo(slug: string, alt: Localized): ImageRef {
  return { src: `/media/logos/${slug}.svg`, width: 240, height: 80, alt };
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: "marisol-joseph",
    quote: {
      en: "Adrià spent his first week talking to our front-desk staff, boat captains and bartenders before he wrote a word. He shortened our booking journey, tested it on the phones our guests actually use and gave them a real reason to book direct. Direct booking revenue grew 30% in a year.",
      es: "Adrià se pasó la primera semana hablando con nuestro personal de recepción, patrones de barco y bármanes antes de escribir una sola palabra. Acortó nuestro proceso de reserva, lo probó en los móviles que usan de verdad nuestros huéspedes y les dio un motivo real para reservar directamente. Los ingresos por reserva directa crecieron un 30% en un año.",
      ca: "L'Adrià es va passar la primera setmana parlant amb el nostre personal de recepció, patrons de barca i cambrers abans d'escriure ni una paraula. Va escurçar el nostre procés de reserva, el va provar en els mòbils que fan servir de debò els nostres hostes i els va donar un motiu real per reservar directament. Els ingressos per reserva directa van créixer un 30% en un any.",
    },
    author: "Marisol Joseph",
    role: { en: "Director of Marketing", es: "Directora de marketing", ca: "Directora de màrqueting" },
    company: "Caribe Vista Resorts",
    rating: 5,
    avatar: avatar("marisol-joseph", "MJ", { en: "deep sea-blue", es: "azul mar profundo", ca: "blau de mar fosc" }),
    logo: logo("caribe-vista-resorts", {
      en: "Caribe Vista Resorts logo: a gold sun setting over two blue waves beside the name",
      es: "Logotipo de Caribe Vista Resorts: un sol dorado que se pone sobre dos olas azules junto al nombre",
      ca: "Logotip de Caribe Vista Resorts: un sol daurat que es pon sobre dues onades blaves al costat del nom",
    }),
  },
  {
    id: "jordi-puigverd",
    quote: {
      en: "We had been shouting 'organic' for years. Adrià made us tell people where the tomatoes came from and who grew them, right down to the shelf labels. A year after the relaunch, customer retention was 40% higher, and for once the whole team knew exactly why.",
      es: "Llevábamos años gritando «ecológico». Adrià nos hizo contar de dónde venían los tomates y quién los cultivaba, hasta en las etiquetas de los estantes. Un año después del relanzamiento, la retención de clientes era un 40% más alta y, por una vez, todo el equipo sabía exactamente por qué.",
      ca: "Feia anys que cridàvem «ecològic». L'Adrià ens va fer explicar d'on venien els tomàquets i qui els conreava, fins i tot a les etiquetes dels prestatges. Un any després del rellançament, la retenció de clients era un 40% més alta i, per una vegada, tot l'equip sabia exactament per què.",
    },
    author: "Jordi Puigverd",
    role: { en: "Head of Marketing", es: "Responsable de marketing", ca: "Responsable de màrqueting" },
    company: "Mercat Verd",
    rating: 5,
    avatar: avatar("jordi-puigverd", "JP", { en: "sage-green", es: "verde salvia", ca: "verd sàlvia" }),
    logo: logo("mercat-verd", {
      en: "Mercat Verd logo: a green leaf beside the name in lower-case letters",
      es: "Logotipo de Mercat Verd: una hoja verde junto al nombre en minúsculas",
      ca: "Logotip de Mercat Verd: una fulla verda al costat del nom en minúscules",
    }),
  },
  {
    id: "clara-hoffmann",
    quote: {
      en: "He is the only copywriter I have worked with who turns up with a test plan. He rewrote our identity-check screens with our compliance team, tested every variant with real users and lifted onboarding completion by 31%. He also found two bugs in our sign-up flow while he was at it.",
      es: "Es el único redactor con el que he trabajado que llega con un plan de pruebas. Reescribió con nuestro equipo de cumplimiento normativo las pantallas de verificación de identidad, probó cada variante con usuarios reales y aumentó un 31% las altas completadas. Y, de paso, encontró dos errores en nuestro proceso de registro.",
      ca: "És l'únic redactor amb qui he treballat que es presenta amb un pla de proves. Va reescriure amb el nostre equip de compliment normatiu les pantalles de verificació d'identitat, va provar cada variant amb usuaris reals i va augmentar un 31% les altes completades. I, de passada, va trobar dos errors en el nostre procés de registre.",
    },
    author: "Clara Hoffmann",
    role: { en: "Head of Growth", es: "Directora de crecimiento", ca: "Directora de creixement" },
    company: "Finora",
    rating: 5,
    avatar: avatar("clara-hoffmann", "CH", { en: "ink and wine", es: "tinta y granate", ca: "tinta i granat" }),
    logo: logo("finora", {
      en: "Finora logo: a rounded square with a lower-case f beside the name",
      es: "Logotipo de Finora: un cuadrado redondeado con una f minúscula junto al nombre",
      ca: "Logotip de Finora: un quadrat arrodonit amb una f minúscula al costat del nom",
    }),
  },
  {
    id: "nuria-casals",
    quote: {
      en: "Adrià understands books from both sides of the table. When we launched Marea Nocturna, our crime imprint, he put the budget into booksellers and readers instead of advertising, and our lead title went to a second printing in six weeks. Our authors loved working with him.",
      es: "Adrià entiende los libros desde los dos lados de la mesa. Cuando lanzamos Marea Nocturna, nuestro sello de novela negra, puso el presupuesto en los libreros y los lectores en lugar de en publicidad, y nuestro título principal llegó a la segunda edición en seis semanas. A nuestros autores les encantó trabajar con él.",
      ca: "L'Adrià entén els llibres des de tots dos costats de la taula. Quan vam llançar Marea Nocturna, el nostre segell de novel·la negra, va posar el pressupost en els llibreters i els lectors en lloc de la publicitat, i el nostre títol principal va arribar a la segona edició en sis setmanes. Als nostres autors els va encantar treballar amb ell.",
    },
    author: "Núria Casals",
    role: { en: "Editorial Director", es: "Directora editorial", ca: "Directora editorial" },
    company: "Editorial Marea",
    rating: 5,
    avatar: avatar("nuria-casals", "NC", { en: "wine-red", es: "granate", ca: "granat" }),
    logo: logo("editorial-marea", {
      en: "Editorial Marea logo: three stacked wave lines beside the name in italic serif letters",
      es: "Logotipo de Editorial Marea: tres líneas de ola apiladas junto al nombre en cursiva con serifa",
      ca: "Logotip d'Editorial Marea: tres línies d'onada apilades al costat del nom en lletra cursiva amb gràcia",
    }),
  },
  {
    id: "pau-ferrer",
    quote: {
      en: "I roast coffee; I don't do slogans. Adrià listened to me talk about beans for two hours and came back with twelve short stories to print inside our bags, one a month. Subscriptions grew 30%, and I still use his words when I talk to customers at the counter.",
      es: "Yo tuesto café; los eslóganes no son lo mío. Adrià me escuchó hablar de granos durante dos horas y volvió con doce relatos breves para imprimir dentro de nuestras bolsas, uno al mes. Las suscripciones crecieron un 30%, y todavía uso sus palabras cuando hablo con los clientes en el mostrador.",
      ca: "Jo torro cafè; els eslògans no són cosa meva. L'Adrià em va escoltar parlar de grans durant dues hores i va tornar amb dotze contes breus per imprimir dins de les nostres bosses, un cada mes. Les subscripcions van créixer un 30%, i encara faig servir les seves paraules quan parlo amb els clients al taulell.",
    },
    author: "Pau Ferrer",
    role: { en: "Founder and head roaster", es: "Fundador y maestro tostador", ca: "Fundador i mestre torrador" },
    company: "Cafès Tostats",
    rating: 5,
    avatar: avatar("pau-ferrer", "PF", {
      en: "roasted-coffee brown",
      es: "marrón café tostado",
      ca: "marró cafè torrat",
    }),
    logo: logo("cafes-tostats", {
      en: "Cafès Tostats logo: a brown coffee bean beside the name in serif letters",
      es: "Logotipo de Cafès Tostats: un grano de café marrón junto al nombre en letra serifa",
      ca: "Logotip de Cafès Tostats: un gra de cafè marró al costat del nom en lletra amb gràcia",
    }),
  },
  {
    id: "mireia-soler",
    quote: {
      en: "We used to close every October. Adrià convinced us that the empty beach was the point, not the problem, and wrote our autumn and winter in three languages. Now we stay open all year, and guests quote his words back to us in their reviews.",
      es: "Antes cerrábamos cada octubre. Adrià nos convenció de que la playa vacía era el atractivo, no el problema, y escribió nuestro otoño y nuestro invierno en tres idiomas. Ahora abrimos todo el año, y los huéspedes citan sus palabras en las reseñas.",
      ca: "Abans tancàvem cada octubre. L'Adrià ens va convèncer que la platja buida era l'atractiu, no pas el problema, i va escriure la nostra tardor i el nostre hivern en tres llengües. Ara obrim tot l'any, i els hostes citen les seves paraules a les ressenyes.",
    },
    author: "Mireia Soler",
    role: { en: "Owner and General Manager", es: "Propietaria y directora", ca: "Propietària i directora" },
    company: "Hotel Brisa Mar",
    rating: 5,
    avatar: avatar("mireia-soler", "MS", { en: "warm gold", es: "dorado cálido", ca: "daurat càlid" }),
    logo: logo("hotel-brisa-mar", {
      en: "Hotel Brisa Mar logo: the word Hotel in small capitals above Brisa Mar in serif letters, between two thin lines",
      es: "Logotipo de Hotel Brisa Mar: la palabra Hotel en versalitas sobre Brisa Mar en letra serifa, entre dos líneas finas",
      ca: "Logotip d'Hotel Brisa Mar: la paraula Hotel en versaletes sobre Brisa Mar en lletra amb gràcia, entre dues línies fines",
    }),
  },
];

function youtube(id: string, title: Localized): VideoReference["video"] {
  return {
    provider: "youtube",
    embedUrl: `https://www.youtube-nocookie.com/embed/${id}`,
    externalUrl: `https://www.youtube.com/watch?v=${id}`,
    title,
    aspectRatio: 16 / 9,
  };
}

export const VIDEO_REFERENCES: readonly VideoReference[] = [
  {
    id: "kendall-alexander",
    person: "Kendall Alexander",
    role: {
      en: "Founder and Managing Director",
      es: "Fundador y director general",
      ca: "Fundador i director general",
    },
    company: "Blue Current Media",
    summary: {
      en: "Kendall hired Adrià in 2013, when a content lead working from Saint Lucia for clients on three islands was still an unusual idea. He talks about how Adrià planned around power cuts and storms, grew the agency's Spanish-language service from nothing, and why the client relationships he built outlasted his time there.",
      es: "Kendall contrató a Adrià en 2013, cuando un responsable de contenidos que trabajaba desde Santa Lucía para clientes de tres islas aún era una idea poco habitual. Cuenta cómo Adrià planificaba pensando en los apagones y las tormentas, cómo levantó desde cero el servicio en castellano de la agencia y por qué las relaciones que creó con los clientes duraron más que su etapa allí.",
      ca: "En Kendall va contractar l'Adrià el 2013, quan un responsable de continguts que treballava des de Saint Lucia per a clients de tres illes encara era una idea poc habitual. Explica com l'Adrià planificava pensant en les apagades i les tempestes, com va aixecar del no-res el servei en castellà de l'agència i per què les relacions que va crear amb els clients van durar més que la seva etapa allà.",
    },
    video: youtube("bC7mQx2LrT4", {
      en: "Kendall Alexander, Blue Current Media, on working with Adrià Vidal",
      es: "Kendall Alexander, de Blue Current Media, habla de su trabajo con Adrià Vidal",
      ca: "Kendall Alexander, de Blue Current Media, parla de la feina amb l'Adrià Vidal",
    }),
    duration: "PT2M48S",
  },
  {
    id: "laura-gimenez",
    person: "Laura Giménez",
    role: { en: "Head of Engineering", es: "Directora de ingeniería", ca: "Directora d'enginyeria" },
    company: "Quadrant Labs",
    summary: {
      en: "Laura managed Adrià for five years. She describes the Playwright suite he built, which took regression testing from four days to under three hours, how he made accessibility checks part of every release, and the writer's eye he brought to error messages that nobody else was reading.",
      es: "Laura fue la responsable de Adrià durante cinco años. Describe la batería de Playwright que construyó, que redujo las pruebas de regresión de cuatro días a menos de tres horas, cómo convirtió las comprobaciones de accesibilidad en parte de cada entrega y la mirada de escritor que aplicaba a unos mensajes de error que nadie más leía.",
      ca: "La Laura va ser la responsable de l'Adrià durant cinc anys. Descriu la bateria de Playwright que va construir, que va reduir les proves de regressió de quatre dies a menys de tres hores, com va fer de les comprovacions d'accessibilitat una part de cada entrega i la mirada d'escriptor que aplicava a uns missatges d'error que ningú més llegia.",
    },
    video: youtube("Hq9ZtVn3KwE", {
      en: "Laura Giménez, Quadrant Labs, on Adrià Vidal as a QA analyst",
      es: "Laura Giménez, de Quadrant Labs, habla de Adrià Vidal como analista de QA",
      ca: "Laura Giménez, de Quadrant Labs, parla de l'Adrià Vidal com a analista de QA",
    }),
    duration: "PT3M12S",
  },
  {
    id: "helena-brandt",
    person: "Helena Brandt",
    role: { en: "Chief Marketing Officer", es: "Directora de marketing", ca: "Directora de màrqueting" },
    company: "Luma Skincare",
    summary: {
      en: "Helena explains how Luma went from posting every day to posting with a purpose. She walks through the audience research, the three content pillars and the measurement plan tied to sales rather than likes, and the twelve months in which the brand's awareness doubled. She also explains why Adrià refused to write a single miracle claim.",
      es: "Helena explica cómo Luma pasó de publicar a diario a publicar con un propósito. Repasa el estudio de audiencia, los tres pilares de contenido y el plan de medición ligado a las ventas y no a los «me gusta», y los doce meses en que la notoriedad de la marca se duplicó. También cuenta por qué Adrià se negó a escribir una sola promesa milagrosa.",
      ca: "La Helena explica com Luma va passar de publicar cada dia a publicar amb un propòsit. Repassa l'estudi d'audiència, els tres pilars de contingut i el pla de mesura lligat a les vendes i no als «m'agrada», i els dotze mesos en què la notorietat de la marca es va duplicar. També explica per què l'Adrià es va negar a escriure ni una sola promesa miraculosa.",
    },
    video: youtube("p4RfJ8sYdLm", {
      en: "Helena Brandt, Luma Skincare, on the social media strategy Adrià Vidal wrote",
      es: "Helena Brandt, de Luma Skincare, habla de la estrategia de redes sociales que escribió Adrià Vidal",
      ca: "Helena Brandt, de Luma Skincare, parla de l'estratègia de xarxes socials que va escriure l'Adrià Vidal",
    }),
    duration: "PT2M21S",
  },
  {
    id: "ayesha-baptiste",
    person: "Ayesha Baptiste",
    role: { en: "Programme Director", es: "Directora de programación", ca: "Directora de programació" },
    company: "Soundwave Festival",
    summary: {
      en: "Ayesha talks about the year Soundwave stopped depending on its headliner: a brand built around the sea and the sunrise sets, and a sound identity Adrià composed that now opens every aftermovie. Prompted awareness doubled and three-day passes sold out eleven days earlier. She is candid about the deadlines, and about how rare it is to work with someone who can discuss both the copy and the mix.",
      es: "Ayesha habla del año en que Soundwave dejó de depender de su cabeza de cartel: una marca construida alrededor del mar y las sesiones al amanecer, y una identidad sonora compuesta por Adrià que hoy abre cada aftermovie. El reconocimiento asistido se duplicó y los abonos de tres días se agotaron once días antes. Es sincera sobre los plazos y sobre lo poco habitual que es trabajar con alguien capaz de hablar tanto del texto como de la mezcla.",
      ca: "L'Ayesha parla de l'any en què Soundwave va deixar de dependre del cap de cartell: una marca construïda al voltant del mar i les sessions a trenc d'alba, i una identitat sonora composta per l'Adrià que ara obre cada aftermovie. El reconeixement assistit es va duplicar i els abonaments de tres dies es van exhaurir onze dies abans. És sincera sobre els terminis i sobre com és de poc habitual treballar amb algú capaç de parlar tant del text com de la mescla.",
    },
    video: youtube("XvT2nGk6aQo", {
      en: "Ayesha Baptiste, Soundwave Festival, on words and music with Adrià Vidal",
      es: "Ayesha Baptiste, de Soundwave Festival, habla de palabras y música con Adrià Vidal",
      ca: "Ayesha Baptiste, de Soundwave Festival, parla de paraules i música amb l'Adrià Vidal",
    }),
    duration: "PT2M35S",
  },
  {
    id: "marc-roca",
    person: "Marc Roca",
    role: { en: "Creative Director", es: "Director creativo", ca: "Director creatiu" },
    company: "Agència Nord",
    summary: {
      en: "Marc gave Adrià his first job in 2010. He remembers a junior who proofread everything, wrote more than 150 radio spots in three years and was the first person at the agency to keep working from the other side of the Atlantic, without missing a deadline.",
      es: "Marc le dio a Adrià su primer trabajo en 2010. Recuerda a un júnior que lo corregía todo, que escribió más de 150 cuñas de radio en tres años y que fue el primero de la agencia en seguir trabajando desde el otro lado del Atlántico sin saltarse ni un plazo.",
      ca: "En Marc va donar a l'Adrià la seva primera feina el 2010. Recorda un júnior que ho corregia tot, que va escriure més de 150 falques de ràdio en tres anys i que va ser el primer de l'agència a continuar treballant des de l'altra banda de l'Atlàntic sense saltar-se ni un termini.",
    },
    video: youtube("m3WeLc9ZbUy", {
      en: "Marc Roca, Agència Nord, on Adrià Vidal's first years in advertising",
      es: "Marc Roca, de Agència Nord, habla de los primeros años de Adrià Vidal en publicidad",
      ca: "Marc Roca, de l'Agència Nord, parla dels primers anys de l'Adrià Vidal en publicitat",
    }),
    duration: "PT1M56S",
  },
];

export const REFERENCES_INTRO: Localized<RichText> = {
  en: [
    {
      type: "p",
      text: "In 15+ years I have worked with more than 200 brands and projects, and 95% of clients say they were satisfied with the result. Here some of them say it in their own words, and five recorded a short video.",
    },
    {
      type: "p",
      text: "Full references, with contact details, are available on request. Write to hello@adriavidal.com or use the [contact page](/contact) and I will put you in touch within 24 hours.",
    },
  ],
  es: [
    {
      type: "p",
      text: "En más de 15 años he trabajado con más de 200 marcas y proyectos, y el 95% de los clientes dicen estar satisfechos con el resultado. Aquí algunos lo cuentan con sus propias palabras, y cinco han grabado un vídeo breve.",
    },
    {
      type: "p",
      text: "Las referencias completas, con datos de contacto, están disponibles si las pides. Escribe a hello@adriavidal.com o usa la [página de contacto](/contact) y te pondré en contacto con ellos en menos de 24 horas.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "En més de 15 anys he treballat amb més de 200 marques i projectes, i el 95% dels clients diuen que n'han quedat satisfets. Aquí alguns ho expliquen amb les seves paraules, i cinc han enregistrat un vídeo breu.",
    },
    {
      type: "p",
      text: "Les referències completes, amb dades de contacte, estan disponibles si les demanes. Escriu a hello@adriavidal.com o fes servir la [pàgina de contacte](/contact) i et posaré en contacte amb ells en menys de 24 hores.",
    },
  ],
};
