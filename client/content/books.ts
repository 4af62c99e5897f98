/**
 * The book series: Mortal Vengeance (published) and IMALIVE (coming soon).
 * Ids match worker/contract/content-items.ts.
 */
import type { BookSeries } from "./types";

/* ---------- Mortal Vengeance ---------- */

export const MORTAL_VENGEANCE: BookSeries = {
  id: "series:mortal-vengeance",
  slug: "mortal-vengeance",
  href: "/series/mortal-vengeance",
  title: { en: "Mortal Vengeance", es: "Mortal Vengeance", ca: "Mortal Vengeance" },
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
      { type: "p", text: "Santa Brisa is a small island in the eastern Caribbean that you won't find on any map: green mountains and calm water on the leeward side, reefs and wild surf on the windward side, and in between the harbour town of Punta Caracol, where everybody knows everything and nobody knows anything." },
      { type: "p", text: "When her childhood friend Teo Marchand drowns off the breakwater, seventeen-year-old Celeste Arnaud refuses the town's verdict. Following the waterproof notebook he left behind, she uncovers boats running without lights in the small hours, a smuggling route along the windward coast and someone who leaves white shells wherever she is sure to find them." },
      { type: "p", text: "Each book is a complete mystery told by Celeste in her own voice, with a thread that runs through the whole series: what really happened to Teo, who wanted it hidden, and what a whole town chose not to see." },
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
      { type: "p", text: "Santa Brisa es una pequeña isla del Caribe oriental que no encontrarás en ningún mapa: montañas verdes y agua en calma a sotavento, arrecifes y oleaje salvaje a barlovento y, entre ambos, el pueblo portuario de Punta Caracol, donde todo el mundo lo sabe todo y nadie sabe nada." },
      { type: "p", text: "Cuando su amigo de la infancia, Teo Marchand, se ahoga junto al rompeolas, Celeste Arnaud, de diecisiete años, no acepta el veredicto del pueblo. Siguiendo la libreta impermeable que él dejó, descubre barcos que navegan sin luces de madrugada, una ruta de contrabando en la costa de barlovento y a alguien que deja conchas blancas allí donde ella las encontrará sin falta." },
      { type: "p", text: "Cada libro es un misterio completo narrado por la propia Celeste, con un hilo que recorre toda la serie: qué le pasó de verdad a Teo, quién quería ocultarlo y qué decidió no ver todo un pueblo." },
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
      { type: "p", text: "Santa Brisa és una petita illa del Carib oriental que no trobareu a cap mapa: muntanyes verdes i aigua calmada a sotavent, esculls i onatge salvatge a sobrevent i, entremig, el poble portuari de Punta Caracol, on tothom ho sap tot i ningú no sap res." },
      { type: "p", text: "Quan el seu amic d'infància, en Teo Marchand, s'ofega davant l'escullera, la Celeste Arnaud, de disset anys, no accepta el veredicte del poble. Seguint la llibreta impermeable que ell va deixar, descobreix barques que naveguen sense llums de matinada, una ruta de contraban a la costa de sobrevent i algú que deixa petxines blanques allà on ella segur que les trobarà." },
      { type: "p", text: "Cada llibre és un misteri complet narrat per la mateixa Celeste, amb un fil que travessa tota la sèrie: què li va passar de debò a en Teo, qui ho volia amagar i què va decidir no veure tot un poble." },
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
      { type: "p", text: "From 2012 to 2018 I lived in the eastern Caribbean, mostly in Saint Lucia and Dominica, writing copy and running campaigns for clients on the other side of the Atlantic. I arrived thinking of the islands as a postcard. I left knowing them as places with long memories, close-knit towns and a very particular way of keeping quiet." },
      { type: "p", text: "Santa Brisa is invented on purpose. It borrows a harbour from one island, a mountain road from another and a breakwater I used to walk along most evenings, but I didn't want readers to pin Punta Caracol's secrets on a real town and its real people. An invented island let me be honest about the place without accusing anyone." },
      { type: "h3", text: "Delphine" },
      { type: "p", text: "Every September of those six years had the same soundtrack: the radio counting down the hours, hammers on plywood all over town, neighbours checking on each other before the wind arrived. Hurricane Delphine is fictional, but the boarding up, the night the power goes and the strange calm the morning after are things I lived more than once. A storm is also a gift to a thriller writer: it cuts the phones, closes the roads and gives everyone a reason to be somewhere they shouldn't." },
      { type: "h3", text: "Research" },
      { type: "p", text: "The smuggling in the books is deliberately small and ordinary, because that is what makes it believable. I spent long afternoons with fishermen and a retired harbour master who explained how the currents run along a windward coast, what a boat without lights looks like at two in the morning and where things wash up a week after they go into the water. I checked the tide and the moon for every key night, and a group of readers aged fourteen to seventeen read the drafts and told me, kindly and bluntly, whenever Celeste didn't sound like them." },
      { type: "h3", text: "How I write, and what I listen to" },
      { type: "p", text: "Most of Book 1 was drafted between six and eight in the morning, before my day job as a QA analyst. The job left its mark: I track every clue in a spreadsheet like a test case, with the chapter where it is planted, the chapter where it pays off and whether an attentive reader could have spotted it. A clue with no payoff fails the test and comes out." },
      { type: "p", text: "I wrote the music alongside the words. The main theme began as four notes I played on the piano before each session to find Celeste's voice; the cello became Lucienne, a slightly detuned steel pan became the town, and the surf and rain are field recordings I made in Saint Lucia years before I knew I would need them. The album, *Mortal Vengeance (Original Soundtrack)*, came out in March 2025 and is on the [music page](/music)." },
      { type: "p", text: "Book 3, *Windward*, is on my desk now. It goes where the shells come from, to the side of the island nobody visits, and it is planned for autumn 2027." },
    ],
    es: [
      { type: "h3", text: "Una isla que no existe" },
      { type: "p", text: "Entre 2012 y 2018 viví en el Caribe oriental, sobre todo en Santa Lucía y Dominica, escribiendo textos y llevando campañas para clientes del otro lado del Atlántico. Llegué pensando en las islas como en una postal. Me fui sabiendo que son lugares con mucha memoria, pueblos donde todos se conocen y una manera muy particular de guardar silencio." },
      { type: "p", text: "Santa Brisa es inventada a propósito. Toma prestado un puerto de una isla, una carretera de montaña de otra y un rompeolas por el que paseaba casi todas las tardes, pero no quería que nadie atribuyera los secretos de Punta Caracol a un pueblo real y a su gente. Una isla inventada me permitía ser sincero con el lugar sin acusar a nadie." },
      { type: "h3", text: "Delphine" },
      { type: "p", text: "Cada septiembre de aquellos seis años tenía la misma banda sonora: la radio descontando las horas, martillos clavando tablones por todo el pueblo, vecinos que se llamaban antes de que llegara el viento. El huracán Delphine es ficticio, pero tapiar las ventanas, la noche en que se va la luz y esa calma extraña de la mañana siguiente los viví más de una vez. Además, una tormenta es un regalo para quien escribe thrillers: corta los teléfonos, cierra las carreteras y da a todo el mundo un motivo para estar donde no debería." },
      { type: "h3", text: "La documentación" },
      { type: "p", text: "El contrabando de los libros es pequeño y cotidiano a propósito, porque eso es lo que lo hace creíble. Pasé muchas tardes con pescadores y con un antiguo capitán de puerto que me explicaron cómo corren las corrientes en una costa de barlovento, qué aspecto tiene un barco sin luces a las dos de la madrugada y dónde aparece lo que cae al agua una semana después. Comprobé la marea y la luna de cada noche clave, y un grupo de lectores de entre catorce y diecisiete años leyó los borradores y me dijo, con cariño y sin rodeos, cuándo Celeste no hablaba como ellos." },
      { type: "h3", text: "Cómo escribo y qué escucho" },
      { type: "p", text: "Casi todo el primer libro lo escribí entre las seis y las ocho de la mañana, antes de mi jornada como analista de QA. El oficio dejó huella: registro cada pista en una hoja de cálculo como si fuera un caso de prueba, con el capítulo donde se planta, el capítulo donde se resuelve y si un lector atento podría haberla visto. Una pista que no lleva a nada no pasa la prueba y se elimina." },
      { type: "p", text: "La música la escribí a la vez que el texto. El tema principal nació como cuatro notas que tocaba al piano antes de cada sesión para encontrar la voz de Celeste; el violonchelo se convirtió en Lucienne, un steel pan ligeramente desafinado en el pueblo, y el oleaje y la lluvia son grabaciones de campo que hice en Santa Lucía años antes de saber que las necesitaría. El disco, *Mortal Vengeance (Original Soundtrack)*, salió en marzo de 2025 y lo tienes en la [página de música](/music)." },
      { type: "p", text: "El tercer libro, *Windward*, ya está sobre mi mesa. Va hacia el lugar de donde vienen las conchas, a la cara de la isla que nadie visita, y está previsto para el otoño de 2027." },
    ],
    ca: [
      { type: "h3", text: "Una illa que no existeix" },
      { type: "p", text: "Del 2012 al 2018 vaig viure al Carib oriental, sobretot a Saint Lucia i Dominica, escrivint textos i portant campanyes per a clients de l'altra banda de l'Atlàntic. Hi vaig arribar pensant en les illes com en una postal. Me'n vaig anar sabent que són llocs amb molta memòria, pobles on tothom es coneix i una manera molt particular de callar." },
      { type: "p", text: "Santa Brisa és inventada expressament. Manlleva un port d'una illa, una carretera de muntanya d'una altra i una escullera per on passejava gairebé cada vespre, però no volia que ningú atribuís els secrets de Punta Caracol a un poble real i a la seva gent. Una illa inventada em permetia ser sincer amb el lloc sense acusar ningú." },
      { type: "h3", text: "Delphine" },
      { type: "p", text: "Cada setembre d'aquells sis anys tenia la mateixa banda sonora: la ràdio comptant les hores, martells clavant taulons per tot el poble, veïns que es trucaven abans que arribés el vent. L'huracà Delphine és fictici, però tapiar les finestres, la nit que marxa el corrent i aquella calma estranya de l'endemà ho vaig viure més d'una vegada. A més, una tempesta és un regal per a qui escriu thrillers: talla els telèfons, tanca les carreteres i dona a tothom un motiu per ser on no hauria de ser." },
      { type: "h3", text: "La documentació" },
      { type: "p", text: "El contraban dels llibres és petit i quotidià a propòsit, perquè això és el que el fa creïble. Vaig passar moltes tardes amb pescadors i amb un antic capità de port que em van explicar com corren els corrents en una costa de sobrevent, quin aspecte té una barca sense llums a les dues de la matinada i on apareix, una setmana després, el que cau a l'aigua. Vaig comprovar la marea i la lluna de cada nit clau, i un grup de lectors d'entre catorze i disset anys va llegir els esborranys i em va dir, amb afecte i sense embuts, quan la Celeste no parlava com ells." },
      { type: "h3", text: "Com escric i què escolto" },
      { type: "p", text: "Gairebé tot el primer llibre el vaig escriure entre les sis i les vuit del matí, abans de la meva feina com a analista de QA. L'ofici hi va deixar empremta: registro cada pista en un full de càlcul com si fos un cas de prova, amb el capítol on es planta, el capítol on es resol i si un lector atent l'hauria pogut veure. Una pista que no porta enlloc no passa la prova i la trec." },
      { type: "p", text: "La música la vaig escriure alhora que el text. El tema principal va néixer com quatre notes que tocava al piano abans de cada sessió per trobar la veu de la Celeste; el violoncel es va convertir en la Lucienne, un steel pan lleugerament desafinat en el poble, i l'onatge i la pluja són enregistraments de camp que vaig fer a Saint Lucia anys abans de saber que els necessitaria. El disc, *Mortal Vengeance (Original Soundtrack)*, va sortir el març del 2025 i el teniu a la [pàgina de música](/music)." },
      { type: "p", text: "El tercer llibre, *Windward*, ja és damunt la meva taula. Va cap al lloc d'on vénen les petxines, a la banda de l'illa que ningú no visita, i està previst per a la tardor del 2027." },
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
          { type: "p", text: "The sea gives Teo Marchand back on a Tuesday, three days after it took him, and by then the whole of Punta Caracol has decided what happened. He slipped off the breakwater. A tragic accident." },
          { type: "p", text: "Celeste Arnaud has known Teo since they were four, and she knows he never took his sandals off on those rocks. Yet there they were, side by side under the dead navigation light, as if someone who didn't know him had set the scene. That evening she finds a white shell in her shoe, the kind that only washes up on the windward side of Santa Brisa, where nobody goes." },
          { type: "p", text: "Then Hurricane Delphine arrives. With the town boarded up and the power gone, Teo's mother, Lucienne, hands Celeste the waterproof notebook the police didn't want: pages of boat names, dates and times, vessels running without lights in the small hours. And at 11:40 that night, her phone lights up with a name she never had the courage to delete." },
          { type: "p", text: "*Mortal Vengeance* is a psychological thriller about grief, loyalty and the stories a small town tells to keep itself afloat, and about a girl who will not stop looking, however many times she is told to." },
        ],
        es: [
          { type: "p", text: "El mar devuelve a Teo Marchand un martes, tres días después de habérselo llevado, y para entonces todo Punta Caracol ya ha decidido lo que pasó. Resbaló en el rompeolas. Un trágico accidente." },
          { type: "p", text: "Celeste Arnaud conoce a Teo desde los cuatro años y sabe que él nunca se quitaba las sandalias en esas rocas. Sin embargo, allí estaban, una junto a otra bajo la baliza apagada, como si alguien que no lo conocía hubiera preparado la escena. Esa misma tarde encuentra una concha blanca dentro de su zapato, de las que solo arrastra el mar en la costa de barlovento de Santa Brisa, donde no va nadie." },
          { type: "p", text: "Entonces llega el huracán Delphine. Con el pueblo tapiado y sin luz, Lucienne, la madre de Teo, le entrega a Celeste la libreta impermeable que la policía no quiso: páginas de nombres de barcos, fechas y horas, embarcaciones que navegan sin luces de madrugada. Y a las 23:40 de esa noche, en su móvil aparece un nombre que nunca tuvo valor para borrar." },
          { type: "p", text: "*Mortal Vengeance* es un thriller psicológico sobre el duelo, la lealtad y las historias que se cuenta un pueblo pequeño para mantenerse a flote, y sobre una chica que no dejará de buscar por muchas veces que le digan que pare." },
        ],
        ca: [
          { type: "p", text: "El mar torna en Teo Marchand un dimarts, tres dies després d'haver-se'l endut, i aleshores tot Punta Caracol ja ha decidit què va passar. Va relliscar a l'escullera. Un accident tràgic." },
          { type: "p", text: "La Celeste Arnaud coneix en Teo des dels quatre anys i sap que ell mai no es treia les sandàlies en aquelles roques. Tot i així, hi eren, l'una al costat de l'altra sota el far apagat, com si algú que no el coneixia hagués preparat l'escena. Aquell mateix vespre troba una petxina blanca dins la seva sabata, d'aquelles que el mar només deixa a la costa de sobrevent de Santa Brisa, on no hi va ningú." },
          { type: "p", text: "Llavors arriba l'huracà Delphine. Amb el poble tapiat i sense corrent, la Lucienne, la mare d'en Teo, dona a la Celeste la llibreta impermeable que la policia no va voler: pàgines de noms de barques, dates i hores, embarcacions que naveguen sense llums de matinada. I a les 23.40 d'aquella nit, al seu mòbil apareix un nom que mai no va tenir el valor d'esborrar." },
          { type: "p", text: "*Mortal Vengeance* és un thriller psicològic sobre el dol, la lleialtat i les històries que s'explica un poble petit per mantenir-se a flot, i sobre una noia que no deixarà de buscar per més vegades que li diguin que pari." },
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
          quote: {
            en: "I read the last hundred pages in one night with every light in the flat on. Celeste is stubborn, funny and heartbreaking, and the hurricane chapters are terrifying.",
            es: "Leí las últimas cien páginas en una noche con todas las luces de casa encendidas. Celeste es testaruda, divertida y desgarradora, y los capítulos del huracán dan auténtico miedo.",
            ca: "Vaig llegir les últimes cent pàgines en una nit amb tots els llums de casa encesos. La Celeste és tossuda, divertida i colpidora, i els capítols de l'huracà fan por de debò.",
          },
          reader: "Marta G.",
          source: "Goodreads",
          rating: 5,
        },
        {
          quote: {
            en: "Finally a YA thriller that trusts its readers. Every clue is on the page, and I still didn't see the ending coming.",
            es: "Por fin un thriller juvenil que confía en sus lectores. Todas las pistas están en la página y aun así no vi venir el final.",
            ca: "Per fi un thriller juvenil que confia en els lectors. Totes les pistes hi són i, tot i així, no vaig veure venir el final.",
          },
          reader: "@tidepoolreads",
          source: "StoryGraph",
          rating: 5,
        },
        {
          quote: {
            en: "The atmosphere is the real star: you can smell the salt and hear the hammers. The middle slows down a little, but the last act more than makes up for it.",
            es: "La atmósfera es la verdadera protagonista: hueles la sal y oyes los martillos. La parte central se hace algo lenta, pero el último tramo lo compensa con creces.",
            ca: "L'atmosfera és la veritable protagonista: notes l'olor de sal i sents els martells. La part central s'alenteix una mica, però el tram final ho compensa de sobres.",
          },
          reader: "Daniel R.",
          source: "Amazon",
          rating: 4,
        },
        {
          quote: {
            en: "My fifteen-year-old passed it to me and we argued about the white shell for a week. That's the best recommendation I can give.",
            es: "Me lo pasó mi hija de quince años y estuvimos una semana discutiendo sobre la concha blanca. No se me ocurre mejor recomendación.",
            ca: "Me'l va passar la meva filla de quinze anys i vam estar una setmana discutint sobre la petxina blanca. No se m'acut millor recomanació.",
          },
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
          { type: "p", text: "A year after Delphine, Punta Caracol has new roofs, a rebuilt jetty and the same old silence. Celeste is trying to finish school and be ordinary again, and almost managing it." },
          { type: "p", text: "Then, on the last night of the harbour regatta, a nineteen-year-old tourist vanishes from a charter yacht anchored a few hundred metres from the breakwater. No splash, no witnesses, a cabin door locked from the inside. Sergeant Ruiz would like it to be a fall overboard. The yacht's owner would like it to be nobody's business. And the next morning, on the Arnauds' front step, there is a white shell." },
          { type: "p", text: "This time the shells are not only for Celeste. They begin turning up all over town: on Father Anselm's altar, beside Mrs. Lawrence's till, on Lucienne Marchand's windowsill. Someone is keeping score, and the current that took Teo is still pulling under the harbour." },
          { type: "p", text: "*Undertow* can be read on its own, but it is best after Book 1." },
        ],
        es: [
          { type: "p", text: "Un año después de Delphine, Punta Caracol tiene tejados nuevos, un muelle reconstruido y el mismo silencio de siempre. Celeste intenta acabar el instituto y volver a ser una chica normal, y casi lo consigue." },
          { type: "p", text: "Hasta que, la última noche de la regata del puerto, una turista de diecinueve años desaparece de un yate de alquiler fondeado a pocos cientos de metros del rompeolas. Ni un chapoteo, ni un testigo, y la puerta del camarote cerrada por dentro. Al sargento Ruiz le gustaría que fuera una caída por la borda. Al propietario del yate, que no fuera asunto de nadie. Y a la mañana siguiente, en el escalón de la casa de los Arnaud, hay una concha blanca." },
          { type: "p", text: "Esta vez las conchas no son solo para Celeste. Empiezan a aparecer por todo el pueblo: en el altar del padre Anselm, junto a la caja de la señora Lawrence, en el alféizar de Lucienne Marchand. Alguien está pasando cuentas, y la corriente que se llevó a Teo sigue tirando bajo el puerto." },
          { type: "p", text: "*Undertow* se puede leer de forma independiente, pero se disfruta más después del primer libro." },
        ],
        ca: [
          { type: "p", text: "Un any després de la Delphine, Punta Caracol té teulades noves, un moll reconstruït i el silenci de sempre. La Celeste intenta acabar l'institut i tornar a ser una noia normal, i gairebé ho aconsegueix." },
          { type: "p", text: "Fins que, l'última nit de la regata del port, una turista de dinou anys desapareix d'un iot de lloguer ancorat a pocs centenars de metres de l'escullera. Ni un esquitx, ni un testimoni, i la porta de la cabina tancada per dins. Al sergent Ruiz li agradaria que fos una caiguda per la borda. Al propietari del iot, que no fos assumpte de ningú. I l'endemà al matí, al graó de casa dels Arnaud, hi ha una petxina blanca." },
          { type: "p", text: "Aquesta vegada les petxines no són només per a la Celeste. Comencen a aparèixer per tot el poble: a l'altar del pare Anselm, al costat de la caixa de la senyora Lawrence, a l'ampit de la Lucienne Marchand. Algú està passant comptes, i el corrent que es va endur en Teo encara estira per sota del port." },
          { type: "p", text: "*Undertow* es pot llegir de manera independent, però es gaudeix més després del primer llibre." },
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
      buyLinks: [
        { store: "amazon", href: "https://www.amazon.com/dp/B0FJ2UNDT7" },
        { store: "apple-books", href: "https://books.apple.com/book/mortal-vengeance-undertow/id6752203947" },
        { store: "kobo", href: "https://www.kobo.com/ebook/mortal-vengeance-undertow" },
      ],
      reviews: [
        {
          quote: {
            en: "Darker and braver than the first book. The yacht chapters gave me chills, and Lucienne finally gets the story she deserves.",
            es: "Más oscuro y más valiente que el primero. Los capítulos del yate me pusieron los pelos de punta, y Lucienne por fin tiene la historia que se merece.",
            ca: "Més fosc i més valent que el primer. Els capítols del iot em van posar la pell de gallina, i la Lucienne per fi té la història que es mereix.",
          },
          reader: "Sofia L.",
          source: "Goodreads",
          rating: 5,
        },
        {
          quote: {
            en: "With shells turning up all over town I suspected every single character, the baker included. Brilliantly paranoid.",
            es: "Con las conchas apareciendo por todo el pueblo sospeché de todos los personajes, panadera incluida. Brillantemente paranoico.",
            ca: "Amb les petxines apareixent per tot el poble vaig sospitar de tots els personatges, fornera inclosa. Brillantment paranoic.",
          },
          reader: "@nightshelf",
          source: "Amazon",
          rating: 5,
        },
        {
          quote: {
            en: "A slower start than Book 1, but the last act pulls you under exactly as the title promises.",
            es: "Arranca más despacio que el primero, pero el último acto te arrastra al fondo tal como promete el título.",
            ca: "Arrenca més a poc a poc que el primer, però l'últim acte t'arrossega al fons tal com promet el títol.",
          },
          reader: "Joan P.",
          source: "Apple Books",
          rating: 4,
        },
      ],
    },
  ],
};

/* ---------- IMALIVE ---------- */

export const IMALIVE: BookSeries = {
  id: "series:imalive",
  slug: "imalive",
  href: "/series/imalive",
  title: { en: "IMALIVE", es: "IMALIVE", ca: "IMALIVE" },
  genre: {
    en: "Middle-grade adventure",
    es: "Aventura infantil y juvenil",
    ca: "Aventura infantil i juvenil",
  },
  audience: {
    en: "Middle grade, ages 8–12",
    es: "Lectores de 8 a 12 años",
    ca: "Lectors de 8 a 12 anys",
  },
  tagline: {
    en: "Every night, one word on the screen: IMALIVE.",
    es: "Cada noche, una palabra en la pantalla: IMALIVE.",
    ca: "Cada nit, una paraula a la pantalla: IMALIVE.",
  },
  summary: {
    en: "A middle-grade adventure set in Barcelona: eleven-year-old Nil buys an old laptop at Els Encants, and every night its screen shows a single word, IMALIVE. The first book is coming in spring 2027.",
    es: "Una aventura para lectores de 8 a 12 años ambientada en Barcelona: Nil, de once años, compra un portátil viejo en Els Encants y cada noche su pantalla muestra una sola palabra, IMALIVE. El primer libro llega en la primavera de 2027.",
    ca: "Una aventura per a lectors de 8 a 12 anys ambientada a Barcelona: en Nil, d'onze anys, compra un portàtil vell als Encants i cada nit la pantalla mostra una sola paraula, IMALIVE. El primer llibre arriba la primavera del 2027.",
  },
  synopsis: {
    en: [
      { type: "p", text: "Nil is eleven, lives in a top-floor flat in Barcelona and spends as many Saturday mornings as he can at Els Encants, the flea market where you can buy anything from a brass doorknob to a stuffed owl. One Saturday he comes home with an old laptop that costs him five euros and doesn't seem to work." },
      { type: "p", text: "That night, up in the attic where he has hidden it, the screen lights up on its own. One word: IMALIVE. The next night, the same word, and then a question. Something inside the machine is asking for help, and all it can give Nil is clues, one at a time." },
      { type: "p", text: "With his best friend Aina, who isn't scared of anything except being wrong, and Jun, who carries the whole metro map in his head, Nil follows the clues across the city: over rooftops, through markets and libraries, down into an old air-raid shelter. To help whatever is in the laptop they will need courage, each other and an answer to a hard question: what makes something alive?" },
      { type: "p", text: "The first book, *IMALIVE: The Signal in the Attic*, is planned for spring 2027." },
    ],
    es: [
      { type: "p", text: "Nil tiene once años, vive en un último piso de Barcelona y pasa todos los sábados que puede en Els Encants, el mercado de las pulgas donde se vende de todo, desde un pomo de latón hasta un búho disecado. Un sábado vuelve a casa con un portátil viejo que le ha costado cinco euros y que no parece funcionar." },
      { type: "p", text: "Esa noche, en el desván donde lo ha escondido, la pantalla se enciende sola. Una palabra: IMALIVE. La noche siguiente, la misma palabra y, después, una pregunta. Algo dentro de la máquina pide ayuda, y lo único que puede darle a Nil son pistas, de una en una." },
      { type: "p", text: "Con su mejor amiga, Aina, que no le tiene miedo a nada salvo a equivocarse, y con Jun, que lleva todo el plano del metro en la cabeza, Nil sigue las pistas por toda la ciudad: por los terrados, por mercados y bibliotecas, hasta un viejo refugio antiaéreo. Para ayudar a lo que sea que vive en el portátil necesitarán valor, confiar los unos en los otros y responder a una pregunta difícil: ¿qué hace que algo esté vivo?" },
      { type: "p", text: "El primer libro, *IMALIVE: The Signal in the Attic*, está previsto para la primavera de 2027." },
    ],
    ca: [
      { type: "p", text: "En Nil té onze anys, viu en un últim pis de Barcelona i passa tots els dissabtes que pot als Encants, el mercat de vell on es ven de tot, des d'un pom de llautó fins a un mussol dissecat. Un dissabte torna a casa amb un portàtil vell que li ha costat cinc euros i que no sembla que funcioni." },
      { type: "p", text: "Aquella nit, a les golfes on l'ha amagat, la pantalla s'encén tota sola. Una paraula: IMALIVE. La nit següent, la mateixa paraula i, després, una pregunta. Alguna cosa dins la màquina demana ajuda, i l'únic que pot donar a en Nil són pistes, d'una en una." },
      { type: "p", text: "Amb la seva millor amiga, l'Aina, que no té por de res excepte d'equivocar-se, i amb en Jun, que porta tot el plànol del metro al cap, en Nil segueix les pistes per tota la ciutat: pels terrats, per mercats i biblioteques, fins a un vell refugi antiaeri. Per ajudar el que sigui que viu dins el portàtil necessitaran coratge, confiar els uns en els altres i respondre una pregunta difícil: què fa que una cosa sigui viva?" },
      { type: "p", text: "El primer llibre, *IMALIVE: The Signal in the Attic*, està previst per a la primavera del 2027." },
    ],
  },
  behindTheStory: {
    en: [
      { type: "h3", text: "Why middle grade" },
      { type: "p", text: "The books that made me a reader reached me when I was ten or eleven: adventures in which children were trusted with real problems and solved them with their wits and their friends. I wanted to write one of those, for readers who aren't ready for a thriller like *Mortal Vengeance* yet, and for the younger brothers and sisters of its readers, who kept asking me when there would be a book for them." },
      { type: "p", text: "It is also a wonderful discipline. Readers between eight and twelve are the most honest there are: if a chapter is boring they close the book, and if a clue is unfair they tell you so. There is no dark mood to hide behind. The story has to move, the jokes have to land and the book has to be kind without being soft." },
      { type: "h3", text: "Why Barcelona" },
      { type: "p", text: "After six years in the Caribbean I came home to Barcelona in 2018 and saw it like a visitor: the flat rooftops where people hang out their washing, the water tanks and the pigeons, the clatter of Els Encants under its mirrored canopy at Glòries. I grew up here, but coming back made me curious about the city all over again, and curiosity is the thing Nil has far too much of." },
      { type: "p", text: "Every place the three friends visit is real and you can go and see it, although I have taken a few liberties with what happens there after dark. I wanted children in Barcelona to find their own streets in an adventure, and children everywhere else to want to come and look for them." },
      { type: "h3", text: "A machine that says it's alive" },
      { type: "p", text: "Years of testing software, and more recently working with AI tools in my music, have left me with more questions than answers about machines. Children ask those questions better than adults do, without fear and without hype. *IMALIVE* doesn't tell readers what to think about technology; it gives them three friends, a city and a mystery, and lets them make up their own minds." },
    ],
    es: [
      { type: "h3", text: "Por qué para lectores de 8 a 12 años" },
      { type: "p", text: "Los libros que me hicieron lector me llegaron a los diez u once años: aventuras en las que se confiaba a niños y niñas problemas de verdad, y ellos los resolvían con ingenio y con sus amigos. Quería escribir uno así, para quienes todavía no están listos para un thriller como *Mortal Vengeance* y para los hermanos pequeños de sus lectores, que no paraban de preguntarme cuándo habría un libro para ellos." },
      { type: "p", text: "Además, es una disciplina maravillosa. Entre los ocho y los doce años se es el lector más sincero que existe: si un capítulo aburre, se cierra el libro, y si una pista es tramposa, te lo dicen. No hay atmósfera oscura tras la que esconderse. La historia tiene que avanzar, los chistes tienen que funcionar y el libro tiene que ser tierno sin ser blando." },
      { type: "h3", text: "Por qué Barcelona" },
      { type: "p", text: "Después de seis años en el Caribe volví a Barcelona en 2018 y la miré como un visitante: los terrados donde se tiende la ropa, los depósitos de agua y las palomas, el bullicio de Els Encants bajo su cubierta de espejos en Glòries. Crecí aquí, pero volver me despertó de nuevo la curiosidad por la ciudad, y la curiosidad es justo lo que a Nil le sobra." },
      { type: "p", text: "Todos los lugares que visitan los tres amigos son reales y se pueden visitar, aunque me he tomado alguna libertad con lo que ocurre allí cuando anochece. Quería que los niños de Barcelona encontraran sus propias calles en una aventura, y que los de cualquier otro lugar tuvieran ganas de venir a buscarlas." },
      { type: "h3", text: "Una máquina que dice que está viva" },
      { type: "p", text: "Años probando software y, más recientemente, trabajando con herramientas de IA en mi música me han dejado más preguntas que respuestas sobre las máquinas. Los niños hacen esas preguntas mejor que los adultos, sin miedo y sin bombo. *IMALIVE* no le dice a nadie qué debe pensar de la tecnología: le da tres amigos, una ciudad y un misterio, y deja que cada cual saque sus conclusiones." },
    ],
    ca: [
      { type: "h3", text: "Per què per a lectors de 8 a 12 anys" },
      { type: "p", text: "Els llibres que em van fer lector em van arribar als deu o onze anys: aventures en què es confiaven problemes de debò a nens i nenes, i ells els resolien amb enginy i amb els amics. En volia escriure un així, per a qui encara no està preparat per a un thriller com *Mortal Vengeance* i per als germans petits dels seus lectors, que no paraven de preguntar-me quan hi hauria un llibre per a ells." },
      { type: "p", text: "A més, és una disciplina meravellosa. Entre els vuit i els dotze anys s'és el lector més sincer que hi ha: si un capítol avorreix, es tanca el llibre, i si una pista fa trampa, t'ho diuen. No hi ha cap atmosfera fosca darrere la qual amagar-se. La història ha d'avançar, els acudits han de funcionar i el llibre ha de ser tendre sense ser tou." },
      { type: "h3", text: "Per què Barcelona" },
      { type: "p", text: "Després de sis anys al Carib vaig tornar a Barcelona el 2018 i la vaig mirar com un visitant: els terrats on s'estén la roba, els dipòsits d'aigua i els coloms, el brogit dels Encants sota la coberta de miralls de les Glòries. Vaig créixer aquí, però tornar em va despertar de nou la curiositat per la ciutat, i la curiositat és just el que a en Nil li sobra." },
      { type: "p", text: "Tots els llocs que visiten els tres amics són reals i s'hi pot anar, tot i que m'he pres alguna llibertat amb el que hi passa quan es fa fosc. Volia que els nens de Barcelona trobessin els seus propis carrers en una aventura, i que els de qualsevol altre lloc tinguessin ganes de venir a buscar-los." },
      { type: "h3", text: "Una màquina que diu que és viva" },
      { type: "p", text: "Anys provant programari i, més recentment, treballant amb eines d'IA en la meva música m'han deixat més preguntes que respostes sobre les màquines. Els nens fan aquestes preguntes millor que els adults, sense por i sense grans paraules. *IMALIVE* no diu a ningú què ha de pensar de la tecnologia: li dona tres amics, una ciutat i un misteri, i deixa que cadascú en tregui les seves conclusions." },
    ],
  },
  cover: {
    src: "/media/covers/imalive-series.svg",
    width: 600,
    height: 900,
    alt: {
      en: "IMALIVE series artwork: a bright open laptop sends glowing signal rings over the colourful rooftops of Barcelona under a sunset sky",
      es: "Imagen de la serie IMALIVE: un portátil abierto y luminoso emite anillos de señal sobre los tejados de colores de Barcelona bajo un cielo de atardecer",
      ca: "Imatge de la sèrie IMALIVE: un portàtil obert i lluminós emet anells de senyal per damunt dels terrats de colors de Barcelona sota un cel de posta de sol",
    },
  },
  comingSoon: true,
  books: [
    {
      id: "book:imalive-1",
      slug: "imalive-1",
      numberInSeries: 1,
      title: {
        en: "IMALIVE: The Signal in the Attic",
        es: "IMALIVE: The Signal in the Attic",
        ca: "IMALIVE: The Signal in the Attic",
      },
      tagline: {
        en: "Five euros, one old laptop and a word that won't go away.",
        es: "Cinco euros, un portátil viejo y una palabra que no se va.",
        ca: "Cinc euros, un portàtil vell i una paraula que no se'n va.",
      },
      synopsis: {
        en: [
          { type: "p", text: "Nil only wanted something to take apart. The laptop from Els Encants is scratched, heavy and covered in stickers from places he has never heard of, and the stallholder practically pays him to take it away." },
          { type: "p", text: "But at midnight, in the attic above the flat, the dead screen glows: IMALIVE. Night after night the word comes back, and then the questions start. Where is the sea? What is a friend? Why is it so cold in here? Whatever is inside the laptop is lost, and it is running out of time." },
          { type: "p", text: "Nil, Aina and Jun follow its clues from the rooftops of their neighbourhood to the other side of Barcelona, keeping the secret from their parents, their teachers and a man in a grey raincoat who seems very interested in old computers. A funny, warm and properly exciting adventure about courage, friendship and what it means to be alive." },
        ],
        es: [
          { type: "p", text: "Nil solo quería algo para desmontar. El portátil de Els Encants está rayado, pesa muchísimo y está lleno de pegatinas de sitios de los que nunca ha oído hablar, y el vendedor casi le paga para que se lo lleve." },
          { type: "p", text: "Pero a medianoche, en el desván de encima del piso, la pantalla muerta se ilumina: IMALIVE. Noche tras noche la palabra vuelve, y entonces empiezan las preguntas. ¿Dónde está el mar? ¿Qué es un amigo? ¿Por qué hace tanto frío aquí dentro? Lo que sea que vive dentro del portátil está perdido, y se le acaba el tiempo." },
          { type: "p", text: "Nil, Aina y Jun siguen sus pistas desde los terrados de su barrio hasta la otra punta de Barcelona, guardando el secreto ante sus padres, sus profesores y un hombre con gabardina gris que parece muy interesado en los ordenadores viejos. Una aventura divertida, tierna y emocionante de verdad sobre el valor, la amistad y lo que significa estar vivo." },
        ],
        ca: [
          { type: "p", text: "En Nil només volia alguna cosa per desmuntar. El portàtil dels Encants està ratllat, pesa moltíssim i és ple d'adhesius de llocs dels quals no ha sentit mai a parlar, i el venedor gairebé li paga perquè se l'endugui." },
          { type: "p", text: "Però a mitjanit, a les golfes de sobre el pis, la pantalla morta s'il·lumina: IMALIVE. Nit rere nit la paraula torna, i llavors comencen les preguntes. On és el mar? Què és un amic? Per què fa tant de fred aquí dins? El que sigui que viu dins el portàtil s'ha perdut, i se li acaba el temps." },
          { type: "p", text: "En Nil, l'Aina i en Jun segueixen les seves pistes des dels terrats del barri fins a l'altra punta de Barcelona, guardant el secret davant dels pares, dels mestres i d'un home amb gavardina grisa que sembla molt interessat en els ordinadors vells. Una aventura divertida, tendra i emocionant de debò sobre el coratge, l'amistat i el que vol dir ser viu." },
        ],
      },
      cover: {
        src: "/media/covers/imalive-1.svg",
        width: 600,
        height: 900,
        alt: {
          en: "Cover of IMALIVE: The Signal in the Attic: a glowing laptop showing the word IMALIVE sits in a cosy attic window above Barcelona rooftops, with the spires of the Sagrada Família and the Torre Glòries against a sunny sky",
          es: "Cubierta de IMALIVE: The Signal in the Attic: un portátil luminoso con la palabra IMALIVE en la pantalla, en la ventana de un desván acogedor sobre los tejados de Barcelona, con las torres de la Sagrada Família y la Torre Glòries bajo un cielo soleado",
          ca: "Coberta d'IMALIVE: The Signal in the Attic: un portàtil lluminós amb la paraula IMALIVE a la pantalla, a la finestra d'unes golfes acollidores sobre els terrats de Barcelona, amb les torres de la Sagrada Família i la Torre Glòries sota un cel assolellat",
        },
      },
      buyLinks: [],
      reviews: [],
    },
  ],
};

export const SERIES = [MORTAL_VENGEANCE, IMALIVE] as const;
