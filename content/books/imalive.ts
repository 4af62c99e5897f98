/**
 * IMALIVE, the series coming soon. Ids match worker/contract/content-items.ts.
 */
import type { BookSeries } from "../types";

export const IMALIVE: BookSeries = {
  id: "series:imalive",
  slug: "imalive",
  href: "/series/imalive",
  title: { en: "IMALIVE", es: "IMALIVE", ca: "IMALIVE" },
  searchTerms: { en: "I'm alive", es: "estoy vivo", ca: "sóc viu" },
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
      {
        type: "p",
        text: "Nil is eleven, lives in a top-floor flat in Barcelona and spends as many Saturday mornings as he can at Els Encants, the flea market where you can buy anything from a brass doorknob to a stuffed owl. One Saturday he comes home with an old laptop that costs him five euros and doesn't seem to work.",
      },
      {
        type: "p",
        text: "That night, up in the attic where he has hidden it, the screen lights up on its own. One word: IMALIVE. The next night, the same word, and then a question. Something inside the machine is asking for help, and all it can give Nil is clues, one at a time.",
      },
      {
        type: "p",
        text: "With his best friend Aina, who isn't scared of anything except being wrong, and Jun, who carries the whole metro map in his head, Nil follows the clues across the city: over rooftops, through markets and libraries, down into an old air-raid shelter. To help whatever is in the laptop they will need courage, each other and an answer to a hard question: what makes something alive?",
      },
      { type: "p", text: "The first book, *IMALIVE: The Signal in the Attic*, is planned for spring 2027." },
    ],
    es: [
      {
        type: "p",
        text: "Nil tiene once años, vive en un último piso de Barcelona y pasa todos los sábados que puede en Els Encants, el mercado de las pulgas donde se vende de todo, desde un pomo de latón hasta un búho disecado. Un sábado vuelve a casa con un portátil viejo que le ha costado cinco euros y que no parece funcionar.",
      },
      {
        type: "p",
        text: "Esa noche, en el desván donde lo ha escondido, la pantalla se enciende sola. Una palabra: IMALIVE. La noche siguiente, la misma palabra y, después, una pregunta. Algo dentro de la máquina pide ayuda, y lo único que puede darle a Nil son pistas, de una en una.",
      },
      {
        type: "p",
        text: "Con su mejor amiga, Aina, que no le tiene miedo a nada salvo a equivocarse, y con Jun, que lleva todo el plano del metro en la cabeza, Nil sigue las pistas por toda la ciudad: por los terrados, por mercados y bibliotecas, hasta un viejo refugio antiaéreo. Para ayudar a lo que sea que vive en el portátil necesitarán valor, confiar los unos en los otros y responder a una pregunta difícil: ¿qué hace que algo esté vivo?",
      },
      {
        type: "p",
        text: "El primer libro, *IMALIVE: The Signal in the Attic*, está previsto para la primavera de 2027.",
      },
    ],
    ca: [
      {
        type: "p",
        text: "En Nil té onze anys, viu en un últim pis de Barcelona i passa tots els dissabtes que pot als Encants, el mercat de vell on es ven de tot, des d'un pom de llautó fins a un mussol dissecat. Un dissabte torna a casa amb un portàtil vell que li ha costat cinc euros i que no sembla que funcioni.",
      },
      {
        type: "p",
        text: "Aquella nit, a les golfes on l'ha amagat, la pantalla s'encén tota sola. Una paraula: IMALIVE. La nit següent, la mateixa paraula i, després, una pregunta. Alguna cosa dins la màquina demana ajuda, i l'únic que pot donar a en Nil són pistes, d'una en una.",
      },
      {
        type: "p",
        text: "Amb la seva millor amiga, l'Aina, que no té por de res excepte d'equivocar-se, i amb en Jun, que porta tot el plànol del metro al cap, en Nil segueix les pistes per tota la ciutat: pels terrats, per mercats i biblioteques, fins a un vell refugi antiaeri. Per ajudar el que sigui que viu dins el portàtil necessitaran coratge, confiar els uns en els altres i respondre una pregunta difícil: què fa que una cosa sigui viva?",
      },
      {
        type: "p",
        text: "El primer llibre, *IMALIVE: The Signal in the Attic*, està previst per a la primavera del 2027.",
      },
    ],
  },
  behindTheStory: {
    en: [
      { type: "h3", text: "Why middle grade" },
      {
        type: "p",
        text: "The books that made me a reader reached me when I was ten or eleven: adventures in which children were trusted with real problems and solved them with their wits and their friends. I wanted to write one of those, for readers who aren't ready for a thriller like *Mortal Vengeance* yet, and for the younger brothers and sisters of its readers, who kept asking me when there would be a book for them.",
      },
      {
        type: "p",
        text: "It is also a wonderful discipline. Readers between eight and twelve are the most honest there are: if a chapter is boring they close the book, and if a clue is unfair they tell you so. There is no dark mood to hide behind. The story has to move, the jokes have to land and the book has to be kind without being soft.",
      },
      { type: "h3", text: "Why Barcelona" },
      {
        type: "p",
        text: "After six years in the Caribbean I came home to Barcelona in 2018 and saw it like a visitor: the flat rooftops where people hang out their washing, the water tanks and the pigeons, the clatter of Els Encants under its mirrored canopy at Glòries. I grew up here, but coming back made me curious about the city all over again, and curiosity is the thing Nil has far too much of.",
      },
      {
        type: "p",
        text: "Every place the three friends visit is real and you can go and see it, although I have taken a few liberties with what happens there after dark. I wanted children in Barcelona to find their own streets in an adventure, and children everywhere else to want to come and look for them.",
      },
      { type: "h3", text: "A machine that says it's alive" },
      {
        type: "p",
        text: "Years of testing software, and more recently working with AI tools in my music, have left me with more questions than answers about machines. Children ask those questions better than adults do, without fear and without hype. *IMALIVE* doesn't tell readers what to think about technology; it gives them three friends, a city and a mystery, and lets them make up their own minds.",
      },
    ],
    es: [
      { type: "h3", text: "Por qué para lectores de 8 a 12 años" },
      {
        type: "p",
        text: "Los libros que me hicieron lector me llegaron a los diez u once años: aventuras en las que se confiaba a niños y niñas problemas de verdad, y ellos los resolvían con ingenio y con sus amigos. Quería escribir uno así, para quienes todavía no están listos para un thriller como *Mortal Vengeance* y para los hermanos pequeños de sus lectores, que no paraban de preguntarme cuándo habría un libro para ellos.",
      },
      {
        type: "p",
        text: "Además, es una disciplina maravillosa. Entre los ocho y los doce años se es el lector más sincero que existe: si un capítulo aburre, se cierra el libro, y si una pista es tramposa, te lo dicen. No hay atmósfera oscura tras la que esconderse. La historia tiene que avanzar, los chistes tienen que funcionar y el libro tiene que ser tierno sin ser blando.",
      },
      { type: "h3", text: "Por qué Barcelona" },
      {
        type: "p",
        text: "Después de seis años en el Caribe volví a Barcelona en 2018 y la miré como un visitante: los terrados donde se tiende la ropa, los depósitos de agua y las palomas, el bullicio de Els Encants bajo su cubierta de espejos en Glòries. Crecí aquí, pero volver me despertó de nuevo la curiosidad por la ciudad, y la curiosidad es justo lo que a Nil le sobra.",
      },
      {
        type: "p",
        text: "Todos los lugares que visitan los tres amigos son reales y se pueden visitar, aunque me he tomado alguna libertad con lo que ocurre allí cuando anochece. Quería que los niños de Barcelona encontraran sus propias calles en una aventura, y que los de cualquier otro lugar tuvieran ganas de venir a buscarlas.",
      },
      { type: "h3", text: "Una máquina que dice que está viva" },
      {
        type: "p",
        text: "Años probando software y, más recientemente, trabajando con herramientas de IA en mi música me han dejado más preguntas que respuestas sobre las máquinas. Los niños hacen esas preguntas mejor que los adultos, sin miedo y sin bombo. *IMALIVE* no le dice a nadie qué debe pensar de la tecnología: le da tres amigos, una ciudad y un misterio, y deja que cada cual saque sus conclusiones.",
      },
    ],
    ca: [
      { type: "h3", text: "Per què per a lectors de 8 a 12 anys" },
      {
        type: "p",
        text: "Els llibres que em van fer lector em van arribar als deu o onze anys: aventures en què es confiaven problemes de debò a nens i nenes, i ells els resolien amb enginy i amb els amics. En volia escriure un així, per a qui encara no està preparat per a un thriller com *Mortal Vengeance* i per als germans petits dels seus lectors, que no paraven de preguntar-me quan hi hauria un llibre per a ells.",
      },
      {
        type: "p",
        text: "A més, és una disciplina meravellosa. Entre els vuit i els dotze anys s'és el lector més sincer que hi ha: si un capítol avorreix, es tanca el llibre, i si una pista fa trampa, t'ho diuen. No hi ha cap atmosfera fosca darrere la qual amagar-se. La història ha d'avançar, els acudits han de funcionar i el llibre ha de ser tendre sense ser tou.",
      },
      { type: "h3", text: "Per què Barcelona" },
      {
        type: "p",
        text: "Després de sis anys al Carib vaig tornar a Barcelona el 2018 i la vaig mirar com un visitant: els terrats on s'estén la roba, els dipòsits d'aigua i els coloms, el brogit dels Encants sota la coberta de miralls de les Glòries. Vaig créixer aquí, però tornar em va despertar de nou la curiositat per la ciutat, i la curiositat és just el que a en Nil li sobra.",
      },
      {
        type: "p",
        text: "Tots els llocs que visiten els tres amics són reals i s'hi pot anar, tot i que m'he pres alguna llibertat amb el que hi passa quan es fa fosc. Volia que els nens de Barcelona trobessin els seus propis carrers en una aventura, i que els de qualsevol altre lloc tinguessin ganes de venir a buscar-los.",
      },
      { type: "h3", text: "Una màquina que diu que és viva" },
      {
        type: "p",
        text: "Anys provant programari i, més recentment, treballant amb eines d'IA en la meva música m'han deixat més preguntes que respostes sobre les màquines. Els nens fan aquestes preguntes millor que els adults, sense por i sense grans paraules. *IMALIVE* no diu a ningú què ha de pensar de la tecnologia: li dona tres amics, una ciutat i un misteri, i deixa que cadascú en tregui les seves conclusions.",
      },
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
          {
            type: "p",
            text: "Nil only wanted something to take apart. The laptop from Els Encants is scratched, heavy and covered in stickers from places he has never heard of, and the stallholder practically pays him to take it away.",
          },
          {
            type: "p",
            text: "But at midnight, in the attic above the flat, the dead screen glows: IMALIVE. Night after night the word comes back, and then the questions start. Where is the sea? What is a friend? Why is it so cold in here? Whatever is inside the laptop is lost, and it is running out of time.",
          },
          {
            type: "p",
            text: "Nil, Aina and Jun follow its clues from the rooftops of their neighbourhood to the other side of Barcelona, keeping the secret from their parents, their teachers and a man in a grey raincoat who seems very interested in old computers. A funny, warm and properly exciting adventure about courage, friendship and what it means to be alive.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Nil solo quería algo para desmontar. El portátil de Els Encants está rayado, pesa muchísimo y está lleno de pegatinas de sitios de los que nunca ha oído hablar, y el vendedor casi le paga para que se lo lleve.",
          },
          {
            type: "p",
            text: "Pero a medianoche, en el desván de encima del piso, la pantalla muerta se ilumina: IMALIVE. Noche tras noche la palabra vuelve, y entonces empiezan las preguntas. ¿Dónde está el mar? ¿Qué es un amigo? ¿Por qué hace tanto frío aquí dentro? Lo que sea que vive dentro del portátil está perdido, y se le acaba el tiempo.",
          },
          {
            type: "p",
            text: "Nil, Aina y Jun siguen sus pistas desde los terrados de su barrio hasta la otra punta de Barcelona, guardando el secreto ante sus padres, sus profesores y un hombre con gabardina gris que parece muy interesado en los ordenadores viejos. Una aventura divertida, tierna y emocionante de verdad sobre el valor, la amistad y lo que significa estar vivo.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "En Nil només volia alguna cosa per desmuntar. El portàtil dels Encants està ratllat, pesa moltíssim i és ple d'adhesius de llocs dels quals no ha sentit mai a parlar, i el venedor gairebé li paga perquè se l'endugui.",
          },
          {
            type: "p",
            text: "Però a mitjanit, a les golfes de sobre el pis, la pantalla morta s'il·lumina: IMALIVE. Nit rere nit la paraula torna, i llavors comencen les preguntes. On és el mar? Què és un amic? Per què fa tant de fred aquí dins? El que sigui que viu dins el portàtil s'ha perdut, i se li acaba el temps.",
          },
          {
            type: "p",
            text: "En Nil, l'Aina i en Jun segueixen les seves pistes des dels terrats del barri fins a l'altra punta de Barcelona, guardant el secret davant dels pares, dels mestres i d'un home amb gavardina grisa que sembla molt interessat en els ordinadors vells. Una aventura divertida, tendra i emocionant de debò sobre el coratge, l'amistat i el que vol dir ser viu.",
          },
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
