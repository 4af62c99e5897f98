import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "I have a new series to tell you about, and it is a long way from Santa Brisa. [IMALIVE](/series/imalive) is a middle-grade adventure for readers aged 8 to 12, and the first book, *IMALIVE: The Signal in the Attic*, is planned for spring 2027.",
    },
    { type: "h2", text: "The story" },
    {
      type: "p",
      text: "Eleven-year-old Nil finds an old laptop at the Els Encants flea market. It barely switches on. But every night the screen shows a single word, IMALIVE, and then whatever is inside it starts asking for help.",
    },
    {
      type: "p",
      text: "With his friends Aina and Jun, Nil follows its clues across Barcelona, trying to answer a question bigger than any of them: what makes something alive?",
    },
    { type: "h2", text: "Why this book" },
    {
      type: "p",
      text: "*Mortal Vengeance* is for older readers, and younger ones have been asking, politely and not so politely, when I'd write something for them. IMALIVE is my answer: a story about courage, friendship and curiosity, set in the city where I grew up.",
    },
    {
      type: "p",
      text: "The cover and the first chapter will appear on the [series page](/series/imalive) before anywhere else. Until then, Nil's laptop is on my desk, and it is very insistent.",
    },
  ],
  es: [
    {
      type: "p",
      text: "Tengo una serie nueva que contaros, y está muy lejos de Santa Brisa. [IMALIVE](/series/imalive) es una aventura para lectores de 8 a 12 años, y el primer libro, *IMALIVE: The Signal in the Attic*, está previsto para la primavera de 2027.",
    },
    { type: "h2", text: "La historia" },
    {
      type: "p",
      text: "Nil, de once años, encuentra un portátil viejo en el mercado de Els Encants. Apenas se enciende. Pero cada noche la pantalla muestra una sola palabra, IMALIVE, y luego lo que sea que hay dentro empieza a pedir ayuda.",
    },
    {
      type: "p",
      text: "Con sus amigos Aina y Jun, Nil sigue sus pistas por toda Barcelona, intentando responder a una pregunta más grande que cualquiera de ellos: ¿qué hace que algo esté vivo?",
    },
    { type: "h2", text: "Por qué este libro" },
    {
      type: "p",
      text: "*Mortal Vengeance* es para lectores mayores, y los más jóvenes llevan tiempo preguntándome, con más o menos educación, cuándo escribiré algo para ellos. IMALIVE es mi respuesta: una historia sobre el valor, la amistad y la curiosidad, ambientada en la ciudad donde crecí.",
    },
    {
      type: "p",
      text: "La cubierta y el primer capítulo aparecerán antes que en ningún otro sitio en la [página de la serie](/series/imalive). Hasta entonces, el portátil de Nil está en mi mesa, y es muy insistente.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "Tinc una sèrie nova per explicar-vos, i és ben lluny de Santa Brisa. [IMALIVE](/series/imalive) és una aventura per a lectors de 8 a 12 anys, i el primer llibre, *IMALIVE: The Signal in the Attic*, està previst per a la primavera del 2027.",
    },
    { type: "h2", text: "La història" },
    {
      type: "p",
      text: "En Nil, d'onze anys, troba un portàtil vell al mercat dels Encants. Amb prou feines s'encén. Però cada nit la pantalla mostra una sola paraula, IMALIVE, i després allò que hi ha a dins comença a demanar ajuda.",
    },
    {
      type: "p",
      text: "Amb els seus amics, l'Aina i en Jun, en Nil en segueix les pistes per tot Barcelona, provant de respondre una pregunta més gran que cap d'ells: què fa que una cosa sigui viva?",
    },
    { type: "h2", text: "Per què aquest llibre" },
    {
      type: "p",
      text: "*Mortal Vengeance* és per a lectors més grans, i els més joves fa temps que em pregunten, amb més o menys educació, quan escriuré alguna cosa per a ells. IMALIVE és la meva resposta: una història sobre el coratge, l'amistat i la curiositat, ambientada a la ciutat on vaig créixer.",
    },
    {
      type: "p",
      text: "La coberta i el primer capítol apareixeran abans que enlloc a la [pàgina de la sèrie](/series/imalive). Fins aleshores, el portàtil d'en Nil és damunt la meva taula, i és molt insistent.",
    },
  ],
};

export default body;
