import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "Today my first novel is published. *Mortal Vengeance* is a dark psychological thriller for young adults, 384 pages long, and the start of a series.",
    },
    { type: "h2", text: "What it's about" },
    {
      type: "p",
      text: "In Punta Caracol, a harbour town on the island of Santa Brisa, Teo Marchand drowns off the breakwater. The town calls it an accident. His childhood friend Celeste Arnaud, seventeen, doesn't believe it, and the closer she gets to the truth, the tighter the town closes ranks. Then the storm comes.",
    },
    { type: "h2", text: "Where it comes from" },
    {
      type: "p",
      text: "I lived in the eastern Caribbean for six years, mostly in Saint Lucia and Dominica. Santa Brisa is neither of them, but it is built from what I learned there: hurricane season, small-town silences, and a sea that gives as easily as it takes.",
    },
    {
      type: "p",
      text: 'If you\'d like to try before you buy, the first two chapters, "The Breakwater" and "Storm Warnings", are free. You\'ll find them, and every store, on the [series page](/series/mortal-vengeance).',
    },
    { type: "p", text: "Thank you for reading. I hope Celeste keeps you up at night." },
  ],
  es: [
    {
      type: "p",
      text: "Hoy se publica mi primera novela. *Mortal Vengeance* es un thriller psicológico oscuro para lectores jóvenes, de 384 páginas, y el comienzo de una serie.",
    },
    { type: "h2", text: "De qué trata" },
    {
      type: "p",
      text: "En Punta Caracol, un pueblo portuario de la isla de Santa Brisa, Teo Marchand se ahoga junto al rompeolas. El pueblo dice que fue un accidente. Su amiga de la infancia, Celeste Arnaud, de diecisiete años, no se lo cree, y cuanto más se acerca a la verdad, más se cierra el pueblo en banda. Y entonces llega la tormenta.",
    },
    { type: "h2", text: "De dónde viene" },
    {
      type: "p",
      text: "Viví seis años en el Caribe oriental, sobre todo en Santa Lucía y Dominica. Santa Brisa no es ninguna de las dos, pero está hecha de lo que aprendí allí: la temporada de huracanes, los silencios de pueblo pequeño y un mar que da con la misma facilidad con que quita.",
    },
    {
      type: "p",
      text: "Si quieres probar antes de comprar, los dos primeros capítulos, «The Breakwater» y «Storm Warnings», son gratis. Los encontrarás, junto con todas las tiendas, en la [página de la serie](/series/mortal-vengeance).",
    },
    { type: "p", text: "Gracias por leer. Ojalá Celeste te quite el sueño." },
  ],
  ca: [
    {
      type: "p",
      text: "Avui es publica la meva primera novel·la. *Mortal Vengeance* és un thriller psicològic fosc per a lectors joves, de 384 pàgines, i el començament d'una sèrie.",
    },
    { type: "h2", text: "De què va" },
    {
      type: "p",
      text: "A Punta Caracol, un poble portuari de l'illa de Santa Brisa, en Teo Marchand s'ofega davant l'escullera. El poble diu que va ser un accident. La seva amiga d'infància, la Celeste Arnaud, de disset anys, no s'ho creu, i com més s'acosta a la veritat, més es tanca en banda el poble. I aleshores arriba la tempesta.",
    },
    { type: "h2", text: "D'on ve" },
    {
      type: "p",
      text: "Vaig viure sis anys al Carib oriental, sobretot a Santa Lucia i Dominica. Santa Brisa no és cap de les dues, però està feta del que hi vaig aprendre: la temporada d'huracans, els silencis de poble petit i un mar que dona tan fàcilment com pren.",
    },
    {
      type: "p",
      text: "Si vols tastar-lo abans de comprar-lo, els dos primers capítols, «The Breakwater» i «Storm Warnings», són gratuïts. Els trobaràs, juntament amb totes les botigues, a la [pàgina de la sèrie](/series/mortal-vengeance).",
    },
    { type: "p", text: "Gràcies per llegir. Tant de bo la Celeste et tregui la son." },
  ],
};

export default body;
