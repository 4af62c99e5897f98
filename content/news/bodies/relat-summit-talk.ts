import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "On Thursday 19 March 2026 I'll be on stage at Relat Summit, the Barcelona conference on marketing and storytelling, with a thirty-minute talk called *Stories That Sell Without Shouting*.",
    },
    { type: "h2", text: "What the talk is about" },
    {
      type: "p",
      text: "I've written for brands for more than fifteen years, and for the last few I've also written thrillers. The two jobs have more in common than I expected. A novel has to earn every page turn; a campaign has to earn every second of attention. Neither can do it by raising its voice.",
    },
    {
      type: "list",
      items: [
        "Why suspense works better than superlatives.",
        "How to write a brand voice guide that shop-floor staff actually use.",
        "What testing software taught me about testing copy.",
        "Three campaigns, with real numbers, and what I'd do differently today.",
      ],
    },
    { type: "h2", text: "Update, 23 March" },
    {
      type: "p",
      text: "Thank you to everyone who came, and for the questions afterwards. Several of you asked for the Caribe Vista numbers: the full case study deck is in the [portfolio](/portfolio-gallery), and the other stories are on [success stories](/success-stories). If you'd like to talk about a project of your own, [get in touch](/contact).",
    },
  ],
  es: [
    {
      type: "p",
      text: "El jueves 19 de marzo de 2026 subiré al escenario de Relat Summit, el congreso de marketing y storytelling de Barcelona, con una charla de treinta minutos titulada *Stories That Sell Without Shouting* (historias que venden sin gritar).",
    },
    { type: "h2", text: "De qué va la charla" },
    {
      type: "p",
      text: "Llevo más de quince años escribiendo para marcas y, desde hace unos cuantos, también thrillers. Los dos oficios se parecen más de lo que esperaba. Una novela tiene que ganarse cada página; una campaña, cada segundo de atención. Ninguna de las dos lo consigue levantando la voz.",
    },
    {
      type: "list",
      items: [
        "Por qué el suspense funciona mejor que los superlativos.",
        "Cómo escribir una guía de voz de marca que el personal de tienda use de verdad.",
        "Qué me enseñó probar software sobre cómo probar textos.",
        "Tres campañas, con cifras reales, y lo que hoy haría de otra manera.",
      ],
    },
    { type: "h2", text: "Actualización, 23 de marzo" },
    {
      type: "p",
      text: "Gracias a todos los que vinisteis, y por las preguntas del final. Varios me pedisteis las cifras de Caribe Vista: la presentación completa del caso está en el [portafolio](/portfolio-gallery), y el resto de historias, en [casos de éxito](/success-stories). Si quieres hablar de un proyecto tuyo, [escríbeme](/contact).",
    },
  ],
  ca: [
    {
      type: "p",
      text: "Dijous 19 de març de 2026 pujaré a l'escenari de Relat Summit, el congrés de màrqueting i relat de Barcelona, amb una xerrada de trenta minuts titulada *Stories That Sell Without Shouting* (històries que venen sense cridar).",
    },
    { type: "h2", text: "De què va la xerrada" },
    {
      type: "p",
      text: "Fa més de quinze anys que escric per a marques i, des de fa uns quants, també thrillers. Els dos oficis s'assemblen més del que m'esperava. Una novel·la s'ha de guanyar cada pàgina; una campanya, cada segon d'atenció. Cap de les dues no ho aconsegueix alçant la veu.",
    },
    {
      type: "list",
      items: [
        "Per què el suspens funciona millor que els superlatius.",
        "Com escriure una guia de veu de marca que el personal de botiga faci servir de debò.",
        "Què em va ensenyar provar programari sobre com provar textos.",
        "Tres campanyes, amb xifres reals, i el que avui faria diferent.",
      ],
    },
    { type: "h2", text: "Actualització, 23 de març" },
    {
      type: "p",
      text: "Gràcies a tots els que vau venir, i per les preguntes del final. Alguns em vau demanar les xifres de Caribe Vista: la presentació completa del cas és al [portafoli](/portfolio-gallery), i la resta d'històries, a [casos d'èxit](/success-stories). Si vols parlar d'un projecte teu, [escriu-me](/contact).",
    },
  ],
};

export default body;
