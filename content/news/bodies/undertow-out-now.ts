import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "*Mortal Vengeance: Undertow* is out today. It runs to 412 pages, and it took me most of a year to stop rewriting it.",
    },
    { type: "h2", text: "A year later" },
    {
      type: "p",
      text: "It has been a year since Teo Marchand drowned off the breakwater, and a year since Hurricane Delphine. Punta Caracol has rebuilt and would very much like to move on. Then a tourist vanishes from a yacht in the harbour, and the white shells start turning up again.",
    },
    {
      type: "p",
      text: "Celeste knows what the shells mean. The trouble is that this time, the people who should listen have even less reason to believe her.",
    },
    { type: "h2", text: "Where to find it" },
    {
      type: "p",
      text: "Every store that sells *Undertow* is listed on the [series page](/series/mortal-vengeance). If you haven't read book 1 yet, start there: the first two chapters are free.",
    },
    {
      type: "p",
      text: "Thank you to everyone who read the first book and asked what happened next. This one is for you.",
    },
  ],
  es: [
    {
      type: "p",
      text: "*Mortal Vengeance: Undertow* sale hoy. Son 412 páginas, y me costó casi un año dejar de reescribirlas.",
    },
    { type: "h2", text: "Un año después" },
    {
      type: "p",
      text: "Ha pasado un año desde que Teo Marchand se ahogó junto al rompeolas, y un año desde el huracán Delphine. Punta Caracol se ha reconstruido y tiene muchas ganas de pasar página. Entonces una turista desaparece de un yate en el puerto, y las conchas blancas empiezan a aparecer de nuevo.",
    },
    {
      type: "p",
      text: "Celeste sabe lo que significan las conchas. El problema es que esta vez quienes deberían escucharla tienen todavía menos motivos para creerla.",
    },
    { type: "h2", text: "Dónde encontrarlo" },
    {
      type: "p",
      text: "En la [página de la serie](/series/mortal-vengeance) están todas las tiendas donde se vende *Undertow*. Si aún no has leído el primer libro, empieza por ahí: los dos primeros capítulos son gratis.",
    },
    {
      type: "p",
      text: "Gracias a todos los que leísteis el primer libro y me preguntasteis qué pasaba después. Este es para vosotros.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "*Mortal Vengeance: Undertow* surt avui. Són 412 pàgines, i em va costar gairebé un any deixar de reescriure-les.",
    },
    { type: "h2", text: "Un any després" },
    {
      type: "p",
      text: "Ha passat un any des que en Teo Marchand es va ofegar davant l'escullera, i un any des de l'huracà Delphine. Punta Caracol s'ha refet i té moltes ganes de girar full. Aleshores una turista desapareix d'un iot al port, i les petxines blanques tornen a aparèixer.",
    },
    {
      type: "p",
      text: "La Celeste sap què volen dir les petxines. El problema és que aquesta vegada els qui l'haurien d'escoltar tenen encara menys motius per creure-la.",
    },
    { type: "h2", text: "On trobar-lo" },
    {
      type: "p",
      text: "A la [pàgina de la sèrie](/series/mortal-vengeance) hi ha totes les botigues on es ven *Undertow*. Si encara no has llegit el primer llibre, comença per aquí: els dos primers capítols són gratuïts.",
    },
    {
      type: "p",
      text: "Gràcies a tots els que vau llegir el primer llibre i em vau preguntar què passava després. Aquest és per a vosaltres.",
    },
  ],
};

export default body;
