/**
 * Mortal Vengeance, the published series. Ids match worker/contract/content-items.ts.
 */
import type { BookSeries } from "../types";

export const MORTAL_VENGEANCE: BookSeries = {
  id: "series:mortal-vengeance",
  slug: "mortal-vengeance",
  href: "/series/mortal-vengeance",
  title: { en: "Mortal Vengeance", es: "Mortal Vengeance", ca: "Mortal Vengeance" },
  searchTerms: { en: "revenge", es: "venganza mortal", ca: "venjança mortal" },
  genre: {
    en: "Young-adult psychological thriller",
    es: "Thriller psicológico juvenil",
    ca: "Thriller psicològic juvenil",
  },
  audience: {
    en: "Young adult, 14+",
    es: "Juvenil, a partir de 14 años",
    ca: "Juvenil, a partir de 14 anys",
  },
  tagline: {
    en: "The town calls it an accident. Celeste calls it a lie.",
    es: "El pueblo lo llama accidente. Celeste lo llama mentira.",
    ca: "El poble en diu un accident. La Celeste en diu una mentida.",
  },
  summary: {
    en: "A dark young-adult thriller set on the Caribbean island of Santa Brisa, where seventeen-year-old Celeste Arnaud refuses to believe that her childhood friend's drowning was an accident.",
    es: "Un thriller juvenil oscuro ambientado en Santa Brisa, una isla del Caribe donde Celeste Arnaud, de diecisiete años, se niega a creer que su amigo de la infancia se ahogara por accidente.",
    ca: "Un thriller juvenil fosc ambientat a Santa Brisa, una illa del Carib on la Celeste Arnaud, de disset anys, es nega a creure que el seu amic d'infància s'ofegués per accident.",
  },
  synopsis: {
    en: [
      {
        type: "p",
        text: "Santa Brisa is a small island in the eastern Caribbean that you won't find on any map: green mountains and calm water on the leeward side, reefs and wild surf on the windward side, and in between the harbour town of Punta Caracol, where everybody knows everything and nobody knows anything.",
      },
      {
        type: "p",
        text: "When her childhood friend Teo Marchand drowns off the breakwater, seventeen-year-old Celeste Arnaud refuses the town's verdict. Following the waterproof notebook he left behind, she uncovers boats running without lights in the small hours, a smuggling route along the windward coast and someone who leaves white shells wherever she is sure to find them.",
      },
      {
        type: "p",
        text: "Each book is a complete mystery told by Celeste in her own voice, with a thread that runs through the whole series: what really happened to Teo, who wanted it hidden, and what a whole town chose not to see.",
      },
      { type: "h3", text: "The books" },
      {
        type: "list",
        items: [
          "Book 1: *Mortal Vengeance* (2024)",
          "Book 2: *Mortal Vengeance: Undertow* (2025)",
          "Book 3: *Mortal Vengeance: Windward*, now being written, planned for autumn 2027",
        ],
      },
    ],
    es: [
      {
        type: "p",
        text: "Santa Brisa es una pequeña isla del Caribe oriental que no encontrarás en ningún mapa: montañas verdes y agua en calma a sotavento, arrecifes y oleaje salvaje a barlovento y, entre ambos, el pueblo portuario de Punta Caracol, donde todo el mundo lo sabe todo y nadie sabe nada.",
      },
      {
        type: "p",
        text: "Cuando su amigo de la infancia, Teo Marchand, se ahoga junto al rompeolas, Celeste Arnaud, de diecisiete años, no acepta el veredicto del pueblo. Siguiendo la libreta impermeable que él dejó, descubre barcos que navegan sin luces de madrugada, una ruta de contrabando en la costa de barlovento y a alguien que deja conchas blancas allí donde ella las encontrará sin falta.",
      },
      {
        type: "p",
        text: "Cada libro es un misterio completo narrado por la propia Celeste, con un hilo que recorre toda la serie: qué le pasó de verdad a Teo, quién quería ocultarlo y qué decidió no ver todo un pueblo.",
      },
      { type: "h3", text: "Los libros" },
      {
        type: "list",
        items: [
          "Libro 1: *Mortal Vengeance* (2024)",
          "Libro 2: *Mortal Vengeance: Undertow* (2025)",
          "Libro 3: *Mortal Vengeance: Windward*, en proceso de escritura, previsto para el otoño de 2027",
        ],
      },
    ],
    ca: [
      {
        type: "p",
        text: "Santa Brisa és una petita illa del Carib oriental que no trobareu a cap mapa: muntanyes verdes i aigua calmada a sotavent, esculls i onatge salvatge a sobrevent i, entremig, el poble portuari de Punta Caracol, on tothom ho sap tot i ningú no sap res.",
      },
      {
        type: "p",
        text: "Quan el seu amic d'infància, en Teo Marchand, s'ofega davant l'escullera, la Celeste Arnaud, de disset anys, no accepta el veredicte del poble. Seguint la llibreta impermeable que ell va deixar, descobreix barques que naveguen sense llums de matinada, una ruta de contraban a la costa de sobrevent i algú que deixa petxines blanques allà on ella segur que les trobarà.",
      },
      {
        type: "p",
        text: "Cada llibre és un misteri complet narrat per la mateixa Celeste, amb un fil que travessa tota la sèrie: què li va passar de debò a en Teo, qui ho volia amagar i què va decidir no veure tot un poble.",
      },
      { type: "h3", text: "Els llibres" },
      {
        type: "list",
        items: [
          "Llibre 1: *Mortal Vengeance* (2024)",
          "Llibre 2: *Mortal Vengeance: Undertow* (2025)",
          "Llibre 3: *Mortal Vengeance: Windward*, ara en procés d'escriptura, previst per a la tardor del 2027",
        ],
      },
    ],
  },
  behindTheStory: {
    en: [
      { type: "h3", text: "An island that doesn't exist" },
      {
        type: "p",
        text: "From 2012 to 2018 I lived in the eastern Caribbean, mostly in Saint Lucia and Dominica, writing copy and running campaigns for clients on the other side of the Atlantic. I arrived thinking of the islands as a postcard. I left knowing them as places with long memories, close-knit towns and a very particular way of keeping quiet.",
      },
      {
        type: "p",
        text: "Santa Brisa is invented on purpose. It borrows a harbour from one island, a mountain road from another and a breakwater I used to walk along most evenings, but I didn't want readers to pin Punta Caracol's secrets on a real town and its real people. An invented island let me be honest about the place without accusing anyone.",
      },
      { type: "h3", text: "Delphine" },
      {
        type: "p",
        text: "Every September of those six years had the same soundtrack: the radio counting down the hours, hammers on plywood all over town, neighbours checking on each other before the wind arrived. Hurricane Delphine is fictional, but the boarding up, the night the power goes and the strange calm the morning after are things I lived more than once. A storm is also a gift to a thriller writer: it cuts the phones, closes the roads and gives everyone a reason to be somewhere they shouldn't.",
      },
      { type: "h3", text: "Research" },
      {
        type: "p",
        text: "The smuggling in the books is deliberately small and ordinary, because that is what makes it believable. I spent long afternoons with fishermen and a retired harbour master who explained how the currents run along a windward coast, what a boat without lights looks like at two in the morning and where things wash up a week after they go into the water. I checked the tide and the moon for every key night, and a group of readers aged fourteen to seventeen read the drafts and told me, kindly and bluntly, whenever Celeste didn't sound like them.",
      },
      { type: "h3", text: "How I write, and what I listen to" },
      {
        type: "p",
        text: "Most of Book 1 was drafted between six and eight in the morning, before my day job as a QA analyst. The job left its mark: I track every clue in a spreadsheet like a test case, with the chapter where it is planted, the chapter where it pays off and whether an attentive reader could have spotted it. A clue with no payoff fails the test and comes out.",
      },
      {
        type: "p",
        text: "I wrote the music alongside the words. The main theme began as four notes I played on the piano before each session to find Celeste's voice; the cello became Lucienne, a slightly detuned steel pan became the town, and the surf and rain are field recordings I made in Saint Lucia years before I knew I would need them. The album, *Mortal Vengeance (Original Soundtrack)*, came out in March 2025 and is on the [music page](/music).",
      },
      {
        type: "p",
        text: "Book 3, *Windward*, is on my desk now. It goes where the shells come from, to the side of the island nobody visits, and it is planned for autumn 2027.",
      },
    ],
    es: [
      { type: "h3", text: "Una isla que no existe" },
      {
        type: "p",
        text: "Entre 2012 y 2018 viví en el Caribe oriental, sobre todo en Santa Lucía y Dominica, escribiendo textos y llevando campañas para clientes del otro lado del Atlántico. Llegué pensando en las islas como en una postal. Me fui sabiendo que son lugares con mucha memoria, pueblos donde todos se conocen y una manera muy particular de guardar silencio.",
      },
      {
        type: "p",
        text: "Santa Brisa es inventada a propósito. Toma prestado un puerto de una isla, una carretera de montaña de otra y un rompeolas por el que paseaba casi todas las tardes, pero no quería que nadie atribuyera los secretos de Punta Caracol a un pueblo real y a su gente. Una isla inventada me permitía ser sincero con el lugar sin acusar a nadie.",
      },
      { type: "h3", text: "Delphine" },
      {
        type: "p",
        text: "Cada septiembre de aquellos seis años tenía la misma banda sonora: la radio descontando las horas, martillos clavando tablones por todo el pueblo, vecinos que se llamaban antes de que llegara el viento. El huracán Delphine es ficticio, pero tapiar las ventanas, la noche en que se va la luz y esa calma extraña de la mañana siguiente los viví más de una vez. Además, una tormenta es un regalo para quien escribe thrillers: corta los teléfonos, cierra las carreteras y da a todo el mundo un motivo para estar donde no debería.",
      },
      { type: "h3", text: "La documentación" },
      {
        type: "p",
        text: "El contrabando de los libros es pequeño y cotidiano a propósito, porque eso es lo que lo hace creíble. Pasé muchas tardes con pescadores y con un antiguo capitán de puerto que me explicaron cómo corren las corrientes en una costa de barlovento, qué aspecto tiene un barco sin luces a las dos de la madrugada y dónde aparece lo que cae al agua una semana después. Comprobé la marea y la luna de cada noche clave, y un grupo de lectores de entre catorce y diecisiete años leyó los borradores y me dijo, con cariño y sin rodeos, cuándo Celeste no hablaba como ellos.",
      },
      { type: "h3", text: "Cómo escribo y qué escucho" },
      {
        type: "p",
        text: "Casi todo el primer libro lo escribí entre las seis y las ocho de la mañana, antes de mi jornada como analista de QA. El oficio dejó huella: registro cada pista en una hoja de cálculo como si fuera un caso de prueba, con el capítulo donde se planta, el capítulo donde se resuelve y si un lector atento podría haberla visto. Una pista que no lleva a nada no pasa la prueba y se elimina.",
      },
      {
        type: "p",
        text: "La música la escribí a la vez que el texto. El tema principal nació como cuatro notas que tocaba al piano antes de cada sesión para encontrar la voz de Celeste; el violonchelo se convirtió en Lucienne, un steel pan ligeramente desafinado en el pueblo, y el oleaje y la lluvia son grabaciones de campo que hice en Santa Lucía años antes de saber que las necesitaría. El disco, *Mortal Vengeance (Original Soundtrack)*, salió en marzo de 2025 y lo tienes en la [página de música](/music).",
      },
      {
        type: "p",
        text: "El tercer libro, *Windward*, ya está sobre mi mesa. Va hacia el lugar de donde vienen las conchas, a la cara de la isla que nadie visita, y está previsto para el otoño de 2027.",
      },
    ],
    ca: [
      { type: "h3", text: "Una illa que no existeix" },
      {
        type: "p",
        text: "Del 2012 al 2018 vaig viure al Carib oriental, sobretot a Saint Lucia i Dominica, escrivint textos i portant campanyes per a clients de l'altra banda de l'Atlàntic. Hi vaig arribar pensant en les illes com en una postal. Me'n vaig anar sabent que són llocs amb molta memòria, pobles on tothom es coneix i una manera molt particular de callar.",
      },
      {
        type: "p",
        text: "Santa Brisa és inventada expressament. Manlleva un port d'una illa, una carretera de muntanya d'una altra i una escullera per on passejava gairebé cada vespre, però no volia que ningú atribuís els secrets de Punta Caracol a un poble real i a la seva gent. Una illa inventada em permetia ser sincer amb el lloc sense acusar ningú.",
      },
      { type: "h3", text: "Delphine" },
      {
        type: "p",
        text: "Cada setembre d'aquells sis anys tenia la mateixa banda sonora: la ràdio comptant les hores, martells clavant taulons per tot el poble, veïns que es trucaven abans que arribés el vent. L'huracà Delphine és fictici, però tapiar les finestres, la nit que marxa el corrent i aquella calma estranya de l'endemà ho vaig viure més d'una vegada. A més, una tempesta és un regal per a qui escriu thrillers: talla els telèfons, tanca les carreteres i dona a tothom un motiu per ser on no hauria de ser.",
      },
      { type: "h3", text: "La documentació" },
      {
        type: "p",
        text: "El contraban dels llibres és petit i quotidià a propòsit, perquè això és el que el fa creïble. Vaig passar moltes tardes amb pescadors i amb un antic capità de port que em van explicar com corren els corrents en una costa de sobrevent, quin aspecte té una barca sense llums a les dues de la matinada i on apareix, una setmana després, el que cau a l'aigua. Vaig comprovar la marea i la lluna de cada nit clau, i un grup de lectors d'entre catorze i disset anys va llegir els esborranys i em va dir, amb afecte i sense embuts, quan la Celeste no parlava com ells.",
      },
      { type: "h3", text: "Com escric i què escolto" },
      {
        type: "p",
        text: "Gairebé tot el primer llibre el vaig escriure entre les sis i les vuit del matí, abans de la meva feina com a analista de QA. L'ofici hi va deixar empremta: registro cada pista en un full de càlcul com si fos un cas de prova, amb el capítol on es planta, el capítol on es resol i si un lector atent l'hauria pogut veure. Una pista que no porta enlloc no passa la prova i la trec.",
      },
      {
        type: "p",
        text: "La música la vaig escriure alhora que el text. El tema principal va néixer com quatre notes que tocava al piano abans de cada sessió per trobar la veu de la Celeste; el violoncel es va convertir en la Lucienne, un steel pan lleugerament desafinat en el poble, i l'onatge i la pluja són enregistraments de camp que vaig fer a Saint Lucia anys abans de saber que els necessitaria. El disc, *Mortal Vengeance (Original Soundtrack)*, va sortir el març del 2025 i el teniu a la [pàgina de música](/music).",
      },
      {
        type: "p",
        text: "El tercer llibre, *Windward*, ja és damunt la meva taula. Va cap al lloc d'on vénen les petxines, a la banda de l'illa que ningú no visita, i està previst per a la tardor del 2027.",
      },
    ],
  },
  cover: {
    src: "/media/covers/mortal-vengeance-series.svg",
    width: 600,
    height: 900,
    alt: {
      en: "Mortal Vengeance series artwork: a single white shell glowing on black water under a storm sky lit by lightning",
      es: "Imagen de la serie Mortal Vengeance: una única concha blanca que brilla sobre el agua negra bajo un cielo de tormenta iluminado por un relámpago",
      ca: "Imatge de la sèrie Mortal Vengeance: una sola petxina blanca que brilla sobre l'aigua negra sota un cel de tempesta il·luminat per un llamp",
    },
  },
  comingSoon: false,
  books: [
    {
      id: "book:mortal-vengeance-1",
      slug: "mortal-vengeance-1",
      numberInSeries: 1,
      title: { en: "Mortal Vengeance", es: "Mortal Vengeance", ca: "Mortal Vengeance" },
      tagline: {
        en: "The sea gave Teo back. It kept the truth.",
        es: "El mar devolvió a Teo. La verdad se la quedó.",
        ca: "El mar va tornar en Teo. La veritat se la va quedar.",
      },
      synopsis: {
        en: [
          {
            type: "p",
            text: "The sea gives Teo Marchand back on a Tuesday, three days after it took him, and by then the whole of Punta Caracol has decided what happened. He slipped off the breakwater. A tragic accident.",
          },
          {
            type: "p",
            text: "Celeste Arnaud has known Teo since they were four, and she knows he never took his sandals off on those rocks. Yet there they were, side by side under the dead navigation light, as if someone who didn't know him had set the scene. That evening she finds a white shell in her shoe, the kind that only washes up on the windward side of Santa Brisa, where nobody goes.",
          },
          {
            type: "p",
            text: "Then Hurricane Delphine arrives. With the town boarded up and the power gone, Teo's mother, Lucienne, hands Celeste the waterproof notebook the police didn't want: pages of boat names, dates and times, vessels running without lights in the small hours. And at 11:40 that night, her phone lights up with a name she never had the courage to delete.",
          },
          {
            type: "p",
            text: "*Mortal Vengeance* is a psychological thriller about grief, loyalty and the stories a small town tells to keep itself afloat, and about a girl who will not stop looking, however many times she is told to.",
          },
        ],
        es: [
          {
            type: "p",
            text: "El mar devuelve a Teo Marchand un martes, tres días después de habérselo llevado, y para entonces todo Punta Caracol ya ha decidido lo que pasó. Resbaló en el rompeolas. Un trágico accidente.",
          },
          {
            type: "p",
            text: "Celeste Arnaud conoce a Teo desde los cuatro años y sabe que él nunca se quitaba las sandalias en esas rocas. Sin embargo, allí estaban, una junto a otra bajo la baliza apagada, como si alguien que no lo conocía hubiera preparado la escena. Esa misma tarde encuentra una concha blanca dentro de su zapato, de las que solo arrastra el mar en la costa de barlovento de Santa Brisa, donde no va nadie.",
          },
          {
            type: "p",
            text: "Entonces llega el huracán Delphine. Con el pueblo tapiado y sin luz, Lucienne, la madre de Teo, le entrega a Celeste la libreta impermeable que la policía no quiso: páginas de nombres de barcos, fechas y horas, embarcaciones que navegan sin luces de madrugada. Y a las 23:40 de esa noche, en su móvil aparece un nombre que nunca tuvo valor para borrar.",
          },
          {
            type: "p",
            text: "*Mortal Vengeance* es un thriller psicológico sobre el duelo, la lealtad y las historias que se cuenta un pueblo pequeño para mantenerse a flote, y sobre una chica que no dejará de buscar por muchas veces que le digan que pare.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "El mar torna en Teo Marchand un dimarts, tres dies després d'haver-se'l endut, i aleshores tot Punta Caracol ja ha decidit què va passar. Va relliscar a l'escullera. Un accident tràgic.",
          },
          {
            type: "p",
            text: "La Celeste Arnaud coneix en Teo des dels quatre anys i sap que ell mai no es treia les sandàlies en aquelles roques. Tot i així, hi eren, l'una al costat de l'altra sota el far apagat, com si algú que no el coneixia hagués preparat l'escena. Aquell mateix vespre troba una petxina blanca dins la seva sabata, d'aquelles que el mar només deixa a la costa de sobrevent de Santa Brisa, on no hi va ningú.",
          },
          {
            type: "p",
            text: "Llavors arriba l'huracà Delphine. Amb el poble tapiat i sense corrent, la Lucienne, la mare d'en Teo, dona a la Celeste la llibreta impermeable que la policia no va voler: pàgines de noms de barques, dates i hores, embarcacions que naveguen sense llums de matinada. I a les 23.40 d'aquella nit, al seu mòbil apareix un nom que mai no va tenir el valor d'esborrar.",
          },
          {
            type: "p",
            text: "*Mortal Vengeance* és un thriller psicològic sobre el dol, la lleialtat i les històries que s'explica un poble petit per mantenir-se a flot, i sobre una noia que no deixarà de buscar per més vegades que li diguin que pari.",
          },
        ],
      },
      cover: {
        src: "/media/covers/mortal-vengeance-1.svg",
        width: 600,
        height: 900,
        alt: {
          en: "Cover of Mortal Vengeance: a black breakwater with a dead navigation light runs into a stormy sea under a dark red sky, with a small white shell on the rocks",
          es: "Cubierta de Mortal Vengeance: un rompeolas negro con una baliza apagada se adentra en un mar tormentoso bajo un cielo rojo oscuro, con una pequeña concha blanca sobre las rocas",
          ca: "Coberta de Mortal Vengeance: una escullera negra amb un far apagat s'endinsa en un mar de tempesta sota un cel vermell fosc, amb una petita petxina blanca damunt les roques",
        },
      },
      published: "2024-10-08",
      pages: 384,
      productId: "product:mortal-vengeance-1-ebook",
      buyLinks: [
        { store: "la-bodega", href: "/la-bodega/ebooks/mortal-vengeance-1-ebook" },
        { store: "amazon", href: "https://www.amazon.com/dp/B0DHK7MV41" },
        { store: "apple-books", href: "https://books.apple.com/book/mortal-vengeance/id6736412581" },
        { store: "kobo", href: "https://www.kobo.com/ebook/mortal-vengeance-1" },
      ],
      reviews: [
        {
          quote:
            "Leí las últimas cien páginas en una noche con todas las luces de casa encendidas. Celeste es testaruda, divertida y desgarradora, y los capítulos del huracán dan auténtico miedo.",
          locale: "es",
          reader: "Marta G.",
          source: "Goodreads",
          rating: 5,
        },
        {
          quote:
            "Finally a YA thriller that trusts its readers. Every clue is on the page, and I still didn't see the ending coming.",
          locale: "en",
          reader: "@tidepoolreads",
          source: "StoryGraph",
          rating: 5,
        },
        {
          quote:
            "The atmosphere is the real star: you can smell the salt and hear the hammers. The middle slows down a little, but the last act more than makes up for it.",
          locale: "en",
          reader: "Daniel R.",
          source: "Amazon",
          rating: 4,
        },
        {
          quote:
            "My fifteen-year-old passed it to me and we argued about the white shell for a week. That's the best recommendation I can give.",
          locale: "en",
          reader: "Claire M.",
          source: "Kobo",
          rating: 5,
        },
      ],
    },
    {
      id: "book:mortal-vengeance-2",
      slug: "mortal-vengeance-2",
      numberInSeries: 2,
      title: {
        en: "Mortal Vengeance: Undertow",
        es: "Mortal Vengeance: Undertow",
        ca: "Mortal Vengeance: Undertow",
      },
      tagline: {
        en: "A year later, the shells are back.",
        es: "Un año después, vuelven las conchas.",
        ca: "Un any després, tornen les petxines.",
      },
      synopsis: {
        en: [
          {
            type: "p",
            text: "A year after Delphine, Punta Caracol has new roofs, a rebuilt jetty and the same old silence. Celeste is trying to finish school and be ordinary again, and almost managing it.",
          },
          {
            type: "p",
            text: "Then, on the last night of the harbour regatta, a nineteen-year-old tourist vanishes from a charter yacht anchored a few hundred metres from the breakwater. No splash, no witnesses, a cabin door locked from the inside. Sergeant Ruiz would like it to be a fall overboard. The yacht's owner would like it to be nobody's business. And the next morning, on the Arnauds' front step, there is a white shell.",
          },
          {
            type: "p",
            text: "This time the shells are not only for Celeste. They begin turning up all over town: on Father Anselm's altar, beside Mrs. Lawrence's till, on Lucienne Marchand's windowsill. Someone is keeping score, and the current that took Teo is still pulling under the harbour.",
          },
          { type: "p", text: "*Undertow* can be read on its own, but it is best after Book 1." },
        ],
        es: [
          {
            type: "p",
            text: "Un año después de Delphine, Punta Caracol tiene tejados nuevos, un muelle reconstruido y el mismo silencio de siempre. Celeste intenta acabar el instituto y volver a ser una chica normal, y casi lo consigue.",
          },
          {
            type: "p",
            text: "Hasta que, la última noche de la regata del puerto, una turista de diecinueve años desaparece de un yate de alquiler fondeado a pocos cientos de metros del rompeolas. Ni un chapoteo, ni un testigo, y la puerta del camarote cerrada por dentro. Al sargento Ruiz le gustaría que fuera una caída por la borda. Al propietario del yate, que no fuera asunto de nadie. Y a la mañana siguiente, en el escalón de la casa de los Arnaud, hay una concha blanca.",
          },
          {
            type: "p",
            text: "Esta vez las conchas no son solo para Celeste. Empiezan a aparecer por todo el pueblo: en el altar del padre Anselm, junto a la caja de la señora Lawrence, en el alféizar de Lucienne Marchand. Alguien está pasando cuentas, y la corriente que se llevó a Teo sigue tirando bajo el puerto.",
          },
          {
            type: "p",
            text: "*Undertow* se puede leer de forma independiente, pero se disfruta más después del primer libro.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Un any després de la Delphine, Punta Caracol té teulades noves, un moll reconstruït i el silenci de sempre. La Celeste intenta acabar l'institut i tornar a ser una noia normal, i gairebé ho aconsegueix.",
          },
          {
            type: "p",
            text: "Fins que, l'última nit de la regata del port, una turista de dinou anys desapareix d'un iot de lloguer ancorat a pocs centenars de metres de l'escullera. Ni un esquitx, ni un testimoni, i la porta de la cabina tancada per dins. Al sergent Ruiz li agradaria que fos una caiguda per la borda. Al propietari del iot, que no fos assumpte de ningú. I l'endemà al matí, al graó de casa dels Arnaud, hi ha una petxina blanca.",
          },
          {
            type: "p",
            text: "Aquesta vegada les petxines no són només per a la Celeste. Comencen a aparèixer per tot el poble: a l'altar del pare Anselm, al costat de la caixa de la senyora Lawrence, a l'ampit de la Lucienne Marchand. Algú està passant comptes, i el corrent que es va endur en Teo encara estira per sota del port.",
          },
          {
            type: "p",
            text: "*Undertow* es pot llegir de manera independent, però es gaudeix més després del primer llibre.",
          },
        ],
      },
      cover: {
        src: "/media/covers/mortal-vengeance-2.svg",
        width: 600,
        height: 900,
        alt: {
          en: "Cover of Mortal Vengeance: Undertow: a yacht with one lit window rides a deep teal sea while spiralling currents pull a white shell down into the dark",
          es: "Cubierta de Mortal Vengeance: Undertow: un yate con una sola ventana iluminada flota en un mar verde azulado profundo mientras unas corrientes en espiral arrastran una concha blanca hacia la oscuridad",
          ca: "Coberta de Mortal Vengeance: Undertow: un iot amb una sola finestra il·luminada sura en un mar verd blavós profund mentre uns corrents en espiral arrosseguen una petxina blanca cap a la foscor",
        },
      },
      published: "2025-10-14",
      pages: 412,
      productId: "product:mortal-vengeance-2-ebook",
      buyLinks: [
        { store: "la-bodega", href: "/la-bodega/ebooks/mortal-vengeance-2-ebook" },
        { store: "amazon", href: "https://www.amazon.com/dp/B0FJ2UNDT7" },
        { store: "apple-books", href: "https://books.apple.com/book/mortal-vengeance-undertow/id6752203947" },
        { store: "kobo", href: "https://www.kobo.com/ebook/mortal-vengeance-undertow" },
      ],
      reviews: [
        {
          quote:
            "Darker and braver than the first book. The yacht chapters gave me chills, and Lucienne finally gets the story she deserves.",
          locale: "en",
          reader: "Sofia L.",
          source: "Goodreads",
          rating: 5,
        },
        {
          quote:
            "With shells turning up all over town I suspected every single character, the baker included. Brilliantly paranoid.",
          locale: "en",
          reader: "@nightshelf",
          source: "Amazon",
          rating: 5,
        },
        {
          quote:
            "Arrenca més a poc a poc que el primer, però l'últim acte t'arrossega al fons tal com promet el títol.",
          locale: "ca",
          reader: "Joan P.",
          source: "Apple Books",
          rating: 4,
        },
      ],
    },
  ],
};
