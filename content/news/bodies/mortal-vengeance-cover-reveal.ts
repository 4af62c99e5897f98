import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "I've been waiting months to show you this. Here is the cover of *Mortal Vengeance*, my first novel, which comes out on 8 October 2024.",
    },
    { type: "h2", text: "The breakwater" },
    {
      type: "p",
      text: "The cover shows the breakwater at Punta Caracol under a storm sky, with its dead navigation light and, if you look closely, a small white shell on the rocks. It is where the story begins: where Teo Marchand drowns, and where Celeste Arnaud refuses to accept what everyone else says about it.",
    },
    {
      type: "p",
      text: "We tried brighter versions, with palm trees and a turquoise sea. They looked like holiday brochures. This book is about what happens on an island after the tourists have gone home, and the cover had to feel like that.",
    },
    { type: "h2", text: "What comes next" },
    {
      type: "p",
      text: "Over the summer I'll share more about Santa Brisa and the people of Punta Caracol, and about how six years in the eastern Caribbean turned into a thriller. Sign up to the newsletter at the bottom of this page to hear first when the book is out.",
    },
  ],
  es: [
    {
      type: "p",
      text: "Llevo meses esperando para enseñaros esto. Esta es la cubierta de *Mortal Vengeance*, mi primera novela, que sale el 8 de octubre de 2024.",
    },
    { type: "h2", text: "El rompeolas" },
    {
      type: "p",
      text: "La cubierta muestra el rompeolas de Punta Caracol bajo un cielo de tormenta, con su baliza apagada y, si te fijas bien, una pequeña concha blanca sobre las rocas. Es donde empieza la historia: donde se ahoga Teo Marchand y donde Celeste Arnaud se niega a aceptar lo que todos los demás dicen de su muerte.",
    },
    {
      type: "p",
      text: "Probamos versiones más luminosas, con palmeras y un mar turquesa. Parecían folletos de vacaciones. Este libro habla de lo que pasa en una isla cuando los turistas ya se han ido, y la cubierta tenía que transmitirlo.",
    },
    { type: "h2", text: "Lo que viene" },
    {
      type: "p",
      text: "Durante el verano os contaré más cosas de Santa Brisa y de la gente de Punta Caracol, y de cómo seis años en el Caribe oriental acabaron convertidos en un thriller. Suscríbete al boletín al pie de esta página para ser de los primeros en saber cuándo sale el libro.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "Fa mesos que espero per ensenyar-vos això. Aquesta és la coberta de *Mortal Vengeance*, la meva primera novel·la, que surt el 8 d'octubre de 2024.",
    },
    { type: "h2", text: "L'escullera" },
    {
      type: "p",
      text: "La coberta mostra l'escullera de Punta Caracol sota un cel de tempesta, amb el far apagat i, si t'hi fixes bé, una petita petxina blanca damunt les roques. És on comença la història: on s'ofega en Teo Marchand i on la Celeste Arnaud es nega a acceptar el que tothom en diu.",
    },
    {
      type: "p",
      text: "Vam provar versions més lluminoses, amb palmeres i un mar turquesa. Semblaven fullets de vacances. Aquest llibre parla del que passa en una illa quan els turistes ja han marxat, i la coberta ho havia de transmetre.",
    },
    { type: "h2", text: "El que ve ara" },
    {
      type: "p",
      text: "Durant l'estiu us explicaré més coses de Santa Brisa i de la gent de Punta Caracol, i de com sis anys al Carib oriental han acabat convertits en un thriller. Subscriu-te al butlletí al peu d'aquesta pàgina per saber-ho abans que ningú quan surti el llibre.",
    },
  ],
};

export default body;
