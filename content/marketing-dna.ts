/**
 * The /marketing-dna page (principles and process) and the compact panel on the home page.
 * Plain data: types only.
 */
import type { Localized, RichText } from "./types";

export const MARKETING_DNA: {
  intro: Localized<RichText>;
  principles: readonly {
    id: string;
    number: string;
    title: Localized;
    summary: Localized;
    body: Localized<RichText>;
    example?: { before: Localized; after: Localized };
  }[];
  process: readonly { id: string; title: Localized; description: Localized }[];
} = {
  intro: {
    en: [
      {
        type: "p",
        text: "I learned marketing writing in a Barcelona agency, practised it on islands where the internet went down whenever it rained, and sharpened it in five years of software testing. What is left is a short list of principles I bring to every brief, from the first headline to the last call to action.",
      },
      {
        type: "p",
        text: "None of them is clever. All of them are measurable. They are behind the numbers clients see: a 30% sales increase per campaign, 40% higher client retention and, for a music festival, 2x brand awareness. You can see them at work in the [success stories](/success-stories).",
      },
    ],
    es: [
      {
        type: "p",
        text: "Aprendí a escribir marketing en una agencia de Barcelona, lo practiqué en islas donde internet se caía cada vez que llovía y lo afiné en cinco años de pruebas de software. Lo que queda es una lista corta de principios que aplico a cada encargo, del primer titular a la última llamada a la acción.",
      },
      {
        type: "p",
        text: "Ninguno es ingenioso. Todos se pueden medir. Están detrás de las cifras que ven los clientes: un 30% más de ventas por campaña, un 40% más de retención de clientes y, para un festival de música, el doble de notoriedad de marca. Puedes verlos en acción en los [casos de éxito](/success-stories).",
      },
    ],
    ca: [
      {
        type: "p",
        text: "Vaig aprendre a escriure màrqueting en una agència de Barcelona, ho vaig practicar en illes on internet queia cada vegada que plovia i ho vaig afinar en cinc anys de proves de programari. El que en queda és una llista curta de principis que aplico a cada encàrrec, del primer titular a l'última crida a l'acció.",
      },
      {
        type: "p",
        text: "Cap no és enginyós. Tots es poden mesurar. Són darrere les xifres que veuen els clients: un 30% més de vendes per campanya, un 40% més de retenció de clients i, per a un festival de música, el doble de notorietat de marca. Els pots veure en acció als [casos d'èxit](/success-stories).",
      },
    ],
  },
  principles: [
    {
      id: "reader-first",
      number: "01",
      title: { en: "Reader first", es: "Primero, el lector", ca: "Primer, el lector" },
      summary: {
        en: "Start from what the reader needs to know, feel or do, not from what the brand wants to say about itself.",
        es: "Empezar por lo que el lector necesita saber, sentir o hacer, no por lo que la marca quiere decir de sí misma.",
        ca: "Començar per allò que el lector necessita saber, sentir o fer, no pas per allò que la marca vol dir de si mateixa.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Most weak copy is a company talking to itself in public. Before I write anything I try to describe one reader in a sentence: who they are, what they are worried about at that moment, and what would make them stop scrolling.",
          },
          {
            type: "p",
            text: "That usually means interviews, not assumptions. The people at the reception desk, the support inbox and the market stall know what customers actually ask. Their questions become my headlines.",
          },
        ],
        es: [
          {
            type: "p",
            text: "La mayoría de los textos flojos son una empresa hablando consigo misma en público. Antes de escribir nada intento describir a un lector en una frase: quién es, qué le preocupa en ese momento y qué haría que dejara de deslizar el dedo.",
          },
          {
            type: "p",
            text: "Eso suele significar entrevistas, no suposiciones. Quien atiende la recepción, el buzón de soporte o la parada del mercado sabe qué preguntan de verdad los clientes. Sus preguntas se convierten en mis titulares.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "La majoria de textos fluixos són una empresa parlant sola en públic. Abans d'escriure res provo de descriure un lector en una frase: qui és, què el preocupa en aquell moment i què faria que deixés de lliscar el dit.",
          },
          {
            type: "p",
            text: "Això sol voler dir entrevistes, no suposicions. Qui atén la recepció, la bústia de suport o la parada del mercat sap què pregunten de debò els clients. Les seves preguntes es converteixen en els meus titulars.",
          },
        ],
      },
      example: {
        before: {
          en: "We are a leading provider of innovative, customer-centric payment solutions.",
          es: "Somos un proveedor líder de soluciones de pago innovadoras y centradas en el cliente.",
          ca: "Som un proveïdor líder de solucions de pagament innovadores i centrades en el client.",
        },
        after: {
          en: "Send money home in 30 seconds. You see the fee before you tap Send.",
          es: "Envía dinero a casa en 30 segundos. Verás la comisión antes de pulsar Enviar.",
          ca: "Envia diners a casa en 30 segons. Veuràs la comissió abans de prémer Envia.",
        },
      },
    },
    {
      id: "one-idea",
      number: "02",
      title: { en: "One idea per message", es: "Una idea por mensaje", ca: "Una idea per missatge" },
      summary: {
        en: "Every headline, email and ad carries one idea. Two ideas don't add up; they split the attention in half.",
        es: "Cada titular, email o anuncio lleva una sola idea. Dos ideas no suman: se reparten la atención a medias.",
        ca: "Cada titular, correu o anunci porta una sola idea. Dues idees no sumen: es reparteixen l'atenció a mitges.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Clients want to say everything, because everything is true. The reader gives us a few seconds. So I ask one question of every piece: if they remember a single thing, what should it be? The rest goes to the next message, the product page or the bin.",
          },
          {
            type: "p",
            text: "One idea is also easier to test. When a message fails, you know which idea failed.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Los clientes quieren decirlo todo, porque todo es verdad. El lector nos da unos segundos. Por eso hago una sola pregunta a cada pieza: si solo recuerda una cosa, ¿cuál debería ser? El resto va al siguiente mensaje, a la ficha de producto o a la papelera.",
          },
          {
            type: "p",
            text: "Una sola idea también es más fácil de probar. Cuando un mensaje falla, sabes qué idea ha fallado.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Els clients volen dir-ho tot, perquè tot és veritat. El lector ens dona uns quants segons. Per això faig una sola pregunta a cada peça: si només en recorda una cosa, quina hauria de ser? La resta va al missatge següent, a la fitxa de producte o a la paperera.",
          },
          {
            type: "p",
            text: "Una sola idea també és més fàcil de provar. Quan un missatge falla, saps quina idea ha fallat.",
          },
        ],
      },
      example: {
        before: {
          en: "Fresh, organic, local and sustainable produce, now with home delivery and 10% off your first order!",
          es: "¡Productos frescos, ecológicos, de proximidad y sostenibles, ahora con entrega a domicilio y un 10% de descuento en tu primer pedido!",
          ca: "Productes frescos, ecològics, de proximitat i sostenibles, ara amb lliurament a domicili i un 10% de descompte en la primera comanda!",
        },
        after: {
          en: "Picked on Tuesday in the Maresme. On your table on Wednesday.",
          es: "Recogidos el martes en el Maresme. En tu mesa el miércoles.",
          ca: "Collits dimarts al Maresme. A la teva taula dimecres.",
        },
      },
    },
    {
      id: "evidence-over-adjectives",
      number: "03",
      title: { en: "Evidence over adjectives", es: "Pruebas, no adjetivos", ca: "Proves, no adjectius" },
      summary: {
        en: "Swap 'premium', 'innovative' and 'world-class' for a fact the reader can picture or check.",
        es: "Cambiar «premium», «innovador» y «de primer nivel» por un dato que el lector pueda imaginar o comprobar.",
        ca: "Canviar «prèmium», «innovador» i «de primer nivell» per una dada que el lector pugui imaginar o comprovar.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Adjectives are claims without receipts, and readers have learned to skip them. A number, a name, a place or a process does the persuading instead, and it stays true when a regulator, a journalist or a sceptical customer reads it.",
          },
          {
            type: "list",
            items: [
              "Instead of *fast*: how many minutes.",
              "Instead of *artisanal*: who makes it, and how.",
              "Instead of *trusted*: by whom, and for how long.",
            ],
          },
        ],
        es: [
          {
            type: "p",
            text: "Los adjetivos son afirmaciones sin justificante, y los lectores han aprendido a saltárselos. Un número, un nombre, un lugar o un proceso convencen en su lugar, y siguen siendo ciertos cuando los lee un regulador, un periodista o un cliente escéptico.",
          },
          {
            type: "list",
            items: [
              "En vez de *rápido*: cuántos minutos.",
              "En vez de *artesanal*: quién lo hace y cómo.",
              "En vez de *de confianza*: de quién y desde cuándo.",
            ],
          },
        ],
        ca: [
          {
            type: "p",
            text: "Els adjectius són afirmacions sense justificant, i els lectors han après a saltar-se'ls. Un número, un nom, un lloc o un procés convencen en lloc seu, i continuen sent certs quan els llegeix un regulador, un periodista o un client escèptic.",
          },
          {
            type: "list",
            items: [
              "En lloc de *ràpid*: quants minuts.",
              "En lloc d'*artesanal*: qui ho fa i com.",
              "En lloc de *de confiança*: de qui i des de quan.",
            ],
          },
        ],
      },
      example: {
        before: {
          en: "Our premium artisanal coffee is roasted with passion.",
          es: "Nuestro café artesanal premium se tuesta con pasión.",
          ca: "El nostre cafè artesanal prèmium es torra amb passió.",
        },
        after: {
          en: "Roasted on Thursdays in 15-kilo batches, and in your cup within ten days.",
          es: "Tostado los jueves en tandas de 15 kilos, y en tu taza en menos de diez días.",
          ca: "Torrat els dijous en tandes de 15 quilos, i a la teva tassa en menys de deu dies.",
        },
      },
    },
    {
      id: "rhythm",
      number: "04",
      title: { en: "Rhythm carries meaning", es: "El ritmo también dice", ca: "El ritme també diu" },
      summary: {
        en: "Read it aloud. Vary the length of sentences. Let the short line land.",
        es: "Leerlo en voz alta. Variar la longitud de las frases. Dejar que la frase corta caiga por su peso.",
        ca: "Llegir-ho en veu alta. Variar la llargada de les frases. Deixar que la frase curta caigui pel seu pes.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "This is the composer in me. Copy is heard before it is understood, even when it is read silently. A run of equal sentences sounds like a list of terms and conditions; a long line followed by a short one sounds like someone who means it.",
          },
          {
            type: "p",
            text: "I read every draft aloud in each language it will appear in, and I rewrite rather than translate: a line that sings in English often needs a different shape in Catalan or Spanish.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Aquí habla el compositor. Un texto se oye antes de entenderse, incluso cuando se lee en silencio. Una ristra de frases iguales suena a condiciones de uso; una frase larga seguida de una corta suena a alguien que lo dice en serio.",
          },
          {
            type: "p",
            text: "Leo en voz alta cada borrador en todos los idiomas en que va a aparecer, y reescribo en lugar de traducir: una frase que canta en inglés a menudo necesita otra forma en castellano o en catalán.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Aquí parla el compositor. Un text se sent abans d'entendre's, fins i tot quan es llegeix en silenci. Una tirallonga de frases iguals sona a condicions d'ús; una frase llarga seguida d'una de curta sona a algú que ho diu de debò.",
          },
          {
            type: "p",
            text: "Llegeixo en veu alta cada esborrany en totes les llengües en què sortirà, i reescric en lloc de traduir: una frase que canta en anglès sovint necessita una altra forma en català o en castellà.",
          },
        ],
      },
      example: {
        before: {
          en: "Our hotel offers a relaxing atmosphere where guests can enjoy sea views, a pool, a restaurant and a range of spa treatments.",
          es: "Nuestro hotel ofrece un ambiente relajante donde los huéspedes pueden disfrutar de vistas al mar, piscina, restaurante y una variedad de tratamientos de spa.",
          ca: "El nostre hotel ofereix un ambient relaxant on els hostes poden gaudir de vistes al mar, piscina, restaurant i una varietat de tractaments d'spa.",
        },
        after: {
          en: "Wake up to the sea. Swim before breakfast. Then do nothing at all until lunch.",
          es: "Despierta frente al mar. Date un baño antes del desayuno. Y luego no hagas nada hasta la hora de comer.",
          ca: "Desperta't davant del mar. Neda abans d'esmorzar. I després no facis res fins a l'hora de dinar.",
        },
      },
    },
    {
      id: "test-everything",
      number: "05",
      title: { en: "Test everything", es: "Probarlo todo", ca: "Provar-ho tot" },
      summary: {
        en: "Copy is a hypothesis until readers vote. Decide the metric first, then check what nobody checks.",
        es: "Un texto es una hipótesis hasta que votan los lectores. Primero se decide la métrica; después se revisa lo que nadie revisa.",
        ca: "Un text és una hipòtesi fins que voten els lectors. Primer es decideix la mètrica; després es revisa el que ningú no revisa.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Five years as a QA analyst left me unable to ship anything untested. Every campaign starts with the number we want to move and the variants we will compare, so the result settles the argument instead of the loudest voice in the room.",
          },
          {
            type: "p",
            text: "Then comes the pass that most agencies skip, the one that keeps good copy from failing for silly reasons:",
          },
          {
            type: "list",
            items: [
              "every link, tracking parameter and unsubscribe button clicked by hand",
              "line breaks checked on a small phone and in dark mode",
              "legal lines, prices and dates checked against the source",
              "alt text, contrast and reading order checked for screen readers",
            ],
          },
        ],
        es: [
          {
            type: "p",
            text: "Cinco años como analista de QA me han dejado incapaz de entregar nada sin probarlo. Cada campaña empieza con la cifra que queremos mover y las variantes que vamos a comparar, para que la discusión la zanje el resultado y no la voz más alta de la sala.",
          },
          {
            type: "p",
            text: "Después viene la revisión que casi todas las agencias se saltan, la que evita que un buen texto fracase por tonterías:",
          },
          {
            type: "list",
            items: [
              "cada enlace, parámetro de seguimiento y botón de baja, pulsado a mano",
              "saltos de línea comprobados en un móvil pequeño y en modo oscuro",
              "textos legales, precios y fechas cotejados con la fuente",
              "texto alternativo, contraste y orden de lectura revisados para lectores de pantalla",
            ],
          },
        ],
        ca: [
          {
            type: "p",
            text: "Cinc anys com a analista de QA m'han deixat incapaç de lliurar res sense provar-ho. Cada campanya comença amb la xifra que volem moure i les variants que compararem, perquè la discussió la resolgui el resultat i no pas la veu més alta de la sala.",
          },
          {
            type: "p",
            text: "Després arriba la revisió que gairebé totes les agències se salten, la que evita que un bon text fracassi per ximpleries:",
          },
          {
            type: "list",
            items: [
              "cada enllaç, paràmetre de seguiment i botó de baixa, clicat a mà",
              "salts de línia comprovats en un mòbil petit i en mode fosc",
              "textos legals, preus i dates confrontats amb la font",
              "text alternatiu, contrast i ordre de lectura revisats per a lectors de pantalla",
            ],
          },
        ],
      },
      example: {
        before: {
          en: "We all feel the new headline works better.",
          es: "A todos nos parece que el titular nuevo funciona mejor.",
          ca: "A tots ens sembla que el titular nou funciona millor.",
        },
        after: {
          en: "Headline B beat A on sign-ups across 4,000 visitors over two weeks. We're keeping B and testing the button next.",
          es: "El titular B superó al A en registros con 4.000 visitantes en dos semanas. Nos quedamos con el B y ahora probamos el botón.",
          ca: "El titular B va superar l'A en registres amb 4.000 visitants en dues setmanes. Ens quedem el B i ara provem el botó.",
        },
      },
    },
    {
      id: "story-in-every-brief",
      number: "06",
      title: { en: "A story in every brief", es: "Una historia en cada encargo", ca: "Una història a cada encàrrec" },
      summary: {
        en: "Even a twenty-word ad has a before, a turn and an after. Find the person, the tension and the change.",
        es: "Hasta un anuncio de veinte palabras tiene un antes, un giro y un después. Hay que encontrar a la persona, la tensión y el cambio.",
        ca: "Fins i tot un anunci de vint paraules té un abans, un gir i un després. Cal trobar la persona, la tensió i el canvi.",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Writing thrillers taught me that people keep reading to find out what happens to someone. The same is true of a landing page. Features are scenery; the story is the customer who had a problem on Monday and doesn't have it on Friday.",
          },
          {
            type: "p",
            text: "So every brief I write names a person, the moment they are stuck and what changes for them. If we can't find that story, the product usually has a positioning problem, and it is better to learn that before the media budget is spent.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Escribir thrillers me enseñó que la gente sigue leyendo para saber qué le pasa a alguien. Con una landing page ocurre lo mismo. Las características son el decorado; la historia es el cliente que el lunes tenía un problema y el viernes ya no lo tiene.",
          },
          {
            type: "p",
            text: "Por eso cada briefing que escribo pone nombre a una persona, al momento en que está atascada y a lo que cambia para ella. Si no encontramos esa historia, normalmente el producto tiene un problema de posicionamiento, y más vale descubrirlo antes de gastar el presupuesto de medios.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Escriure thrillers em va ensenyar que la gent continua llegint per saber què li passa a algú. Amb una landing page passa el mateix. Les característiques són el decorat; la història és el client que dilluns tenia un problema i divendres ja no el té.",
          },
          {
            type: "p",
            text: "Per això cada briefing que escric posa nom a una persona, al moment en què està encallada i al que canvia per a ella. Si no trobem aquesta història, normalment el producte té un problema de posicionament, i val més descobrir-ho abans de gastar el pressupost de mitjans.",
          },
        ],
      },
      example: {
        before: {
          en: "A small independent publisher of quality fiction in translation.",
          es: "Una pequeña editorial independiente de ficción traducida de calidad.",
          ca: "Una petita editorial independent de ficció traduïda de qualitat.",
        },
        after: {
          en: "Every book on our list was a bestseller somewhere you've never been. Until now.",
          es: "Cada libro de nuestro catálogo fue un éxito en algún lugar donde nunca has estado. Hasta ahora.",
          ca: "Cada llibre del nostre catàleg va ser un èxit en algun lloc on no has estat mai. Fins ara.",
        },
      },
    },
  ],
  process: [
    {
      id: "listen",
      title: { en: "Listen", es: "Escuchar", ca: "Escoltar" },
      description: {
        en: "A week of conversations with the people who make, sell and buy the product, and a look at the data you already have.",
        es: "Una semana de conversaciones con quienes hacen, venden y compran el producto, y un repaso de los datos que ya tienes.",
        ca: "Una setmana de converses amb els qui fan, venen i compren el producte, i un repàs de les dades que ja tens.",
      },
    },
    {
      id: "brief",
      title: {
        en: "Write the one-page brief",
        es: "Escribir el briefing de una página",
        ca: "Escriure el briefing d'una pàgina",
      },
      description: {
        en: "One reader, one problem, one idea and one number to move. We both sign it off before any copy is written.",
        es: "Un lector, un problema, una idea y una cifra que mover. Lo aprobamos los dos antes de escribir una sola línea.",
        ca: "Un lector, un problema, una idea i una xifra per moure. L'aprovem tots dos abans d'escriure ni una línia.",
      },
    },
    {
      id: "write",
      title: { en: "Write and rewrite", es: "Escribir y reescribir", ca: "Escriure i reescriure" },
      description: {
        en: "Drafts in every language your audience reads, written natively rather than translated, and read aloud before you see them.",
        es: "Borradores en todos los idiomas que lee tu público, escritos directamente en cada uno en lugar de traducidos, y leídos en voz alta antes de que los veas.",
        ca: "Esborranys en totes les llengües que llegeix el teu públic, escrits directament en cadascuna en lloc de traduïts, i llegits en veu alta abans que els vegis.",
      },
    },
    {
      id: "test",
      title: { en: "Test", es: "Probar", ca: "Provar" },
      description: {
        en: "Variants go to real readers through A/B tests and short usability sessions, followed by a QA pass on every link, line break and legal line.",
        es: "Las variantes llegan a lectores reales con tests A/B y sesiones breves de usabilidad, y después viene una revisión de QA de cada enlace, salto de línea y texto legal.",
        ca: "Les variants arriben a lectors reals amb tests A/B i sessions breus d'usabilitat, i després ve una revisió de QA de cada enllaç, salt de línia i text legal.",
      },
    },
    {
      id: "measure",
      title: { en: "Measure and hand over", es: "Medir y traspasar", ca: "Mesurar i traspassar" },
      description: {
        en: "We report against the number in the brief, keep what works, and leave your team a voice guide so the results outlast the project.",
        es: "Comparamos los resultados con la cifra del briefing, nos quedamos con lo que funciona y tu equipo se queda una guía de voz para que los resultados duren más que el proyecto.",
        ca: "Comparem els resultats amb la xifra del briefing, ens quedem el que funciona i el teu equip es queda una guia de veu perquè els resultats durin més que el projecte.",
      },
    },
  ],
};

export const DNA_PANEL: {
  heading: Localized;
  text: Localized;
  strands: readonly { label: Localized; value: number }[];
} = {
  heading: { en: "Marketing DNA", es: "ADN de marketing", ca: "ADN de màrqueting" },
  text: {
    en: "Five strands run through everything I write for brands: a story worth telling, a clear strategy, words native to each language, a test that proves it, and a reader who can find it.",
    es: "Cinco hebras recorren todo lo que escribo para marcas: una historia que merece contarse, una estrategia clara, palabras nativas en cada idioma, una prueba que lo demuestra y un lector que puede encontrarlo.",
    ca: "Cinc fils recorren tot el que escric per a marques: una història que val la pena explicar, una estratègia clara, paraules natives en cada llengua, una prova que ho demostra i un lector que ho pot trobar.",
  },
  strands: [
    { label: { en: "Storytelling", es: "Narrativa", ca: "Narrativa" }, value: 95 },
    { label: { en: "Strategy", es: "Estrategia", ca: "Estratègia" }, value: 90 },
    { label: { en: "Multilingual copy", es: "Textos multilingües", ca: "Textos multilingües" }, value: 90 },
    { label: { en: "Data & testing", es: "Datos y pruebas", ca: "Dades i proves" }, value: 85 },
    { label: { en: "SEO", es: "SEO", ca: "SEO" }, value: 80 },
  ],
};
