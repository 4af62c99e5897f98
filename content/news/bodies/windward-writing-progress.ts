import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "*Mortal Vengeance: Windward* passed the halfway mark this month: just over 60,000 words of a first draft I expect to finish around the turn of the year. Publication is still planned for autumn 2027.",
    },
    { type: "h2", text: "Crossing the island" },
    {
      type: "p",
      text: "The first two books stay close to Punta Caracol: the harbour, the breakwater, the streets between Mrs. Lawrence's bakery and the church. Ever since Teo's notebook logged boats running without lights on the windward side, readers have asked when Celeste would go there. In *Windward*, she does. The white shells have always come from that coast; this time she follows them home.",
    },
    {
      type: "p",
      text: "Writing the windward side has been the hardest part so far. It is wilder, emptier and far less forgiving than the harbour, and so is the story.",
    },
    { type: "h2", text: "What I've cut" },
    {
      type: "p",
      text: "Two chapters and a whole point of view. For a while the book alternated between Celeste and Sergeant Ruiz. It was interesting, and it was wrong: this series belongs to Celeste, and the reader should never know more than she does.",
    },
    {
      type: "p",
      text: "If you'd like to hear when the draft is finished, and see the cover before anyone else, sign up to the newsletter at the bottom of this page. Meanwhile, [books 1 and 2](/series/mortal-vengeance) are waiting.",
    },
  ],
  es: [
    {
      type: "p",
      text: "*Mortal Vengeance: Windward* ha superado este mes la mitad del camino: algo más de 60.000 palabras de un primer borrador que espero terminar hacia final de año. La publicación sigue prevista para el otoño de 2027.",
    },
    { type: "h2", text: "Cruzar la isla" },
    {
      type: "p",
      text: "Los dos primeros libros no se alejan mucho de Punta Caracol: el puerto, el rompeolas, las calles entre la panadería de la señora Lawrence y la iglesia. Desde que el cuaderno de Teo registró barcos que navegaban sin luces por la costa de barlovento, los lectores me preguntan cuándo irá Celeste allí. En *Windward*, va. Las conchas blancas siempre han venido de esa costa; esta vez, ella las sigue hasta su origen.",
    },
    {
      type: "p",
      text: "Escribir la costa de barlovento ha sido lo más difícil hasta ahora. Es más salvaje, más vacía y mucho menos indulgente que el puerto, y la historia también.",
    },
    { type: "h2", text: "Lo que he recortado" },
    {
      type: "p",
      text: "Dos capítulos y un punto de vista entero. Durante un tiempo, el libro alternaba entre Celeste y el sargento Ruiz. Era interesante y era un error: esta serie pertenece a Celeste, y el lector nunca debería saber más que ella.",
    },
    {
      type: "p",
      text: "Si quieres enterarte de cuándo termino el borrador, y ver la cubierta antes que nadie, suscríbete al boletín al pie de esta página. Mientras tanto, [los libros 1 y 2](/series/mortal-vengeance) te esperan.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "*Mortal Vengeance: Windward* ha passat aquest mes de la meitat: una mica més de 60.000 paraules d'un primer esborrany que espero acabar cap a final d'any. La publicació continua prevista per a la tardor del 2027.",
    },
    { type: "h2", text: "Travessar l'illa" },
    {
      type: "p",
      text: "Els dos primers llibres no s'allunyen gaire de Punta Caracol: el port, l'escullera, els carrers entre el forn de la senyora Lawrence i l'església. Des que la llibreta d'en Teo va anotar barques que navegaven sense llums per la costa de sobrevent, els lectors em pregunten quan hi anirà la Celeste. A *Windward*, hi va. Les petxines blanques sempre han vingut d'aquella costa; aquesta vegada, ella les segueix fins a l'origen.",
    },
    {
      type: "p",
      text: "Escriure la costa de sobrevent ha estat el més difícil fins ara. És més salvatge, més buida i molt menys indulgent que el port, i la història també.",
    },
    { type: "h2", text: "El que he retallat" },
    {
      type: "p",
      text: "Dos capítols i un punt de vista sencer. Durant un temps, el llibre alternava la Celeste i el sergent Ruiz. Era interessant i era un error: aquesta sèrie és de la Celeste, i el lector no hauria de saber mai més que ella.",
    },
    {
      type: "p",
      text: "Si vols saber quan acabo l'esborrany, i veure la coberta abans que ningú, subscriu-te al butlletí al peu d'aquesta pàgina. Mentrestant, [els llibres 1 i 2](/series/mortal-vengeance) t'esperen.",
    },
  ],
};

export default body;
