import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* is out today: twelve tracks on Spotify, Apple Music and Bandcamp.",
    },
    { type: "h2", text: "A soundtrack for a book" },
    {
      type: "p",
      text: "Books don't need soundtracks. But I wrote much of *Mortal Vengeance* with music playing in my head, and after the launch I wanted to hear it outside my head too. The album follows the novel, from the first grey morning at the breakwater to the night Delphine makes landfall.",
    },
    {
      type: "p",
      text: "The palette is small on purpose: piano for Celeste, cello for Lucienne, a slightly detuned steel pan for Punta Caracol, low synth drones for everything the town won't say out loud, and field recordings of surf and rain holding it all together.",
    },
    { type: "h2", text: "Start with the Main Theme" },
    {
      type: "p",
      text: "If you only listen to one track, make it the first. The *Main Theme* is the melody I kept coming back to while I was writing, and it returns, changed, throughout the album. You can play it on the [music page](/music).",
    },
  ],
  es: [
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* sale hoy: doce temas en Spotify, Apple Music y Bandcamp.",
    },
    { type: "h2", text: "Una banda sonora para un libro" },
    {
      type: "p",
      text: "Los libros no necesitan banda sonora. Pero escribí buena parte de *Mortal Vengeance* con música sonando en la cabeza, y después del lanzamiento quise oírla también fuera de ella. El álbum sigue la novela, desde la primera mañana gris en el rompeolas hasta la noche en que el huracán Delphine toca tierra.",
    },
    {
      type: "p",
      text: "La paleta es reducida a propósito: piano para Celeste, violonchelo para Lucienne, un steel pan algo desafinado para Punta Caracol, drones graves de sintetizador para todo lo que el pueblo calla, y grabaciones de campo de oleaje y lluvia que lo mantienen todo unido.",
    },
    { type: "h2", text: "Empieza por el tema principal" },
    {
      type: "p",
      text: "Si solo vas a escuchar un tema, que sea el primero. El *Main Theme* es la melodía a la que volvía una y otra vez mientras escribía, y reaparece, transformada, a lo largo de todo el álbum. Puedes escucharlo en la [página de música](/music).",
    },
  ],
  ca: [
    {
      type: "p",
      text: "*Mortal Vengeance (Original Soundtrack)* surt avui: dotze temes a Spotify, Apple Music i Bandcamp.",
    },
    { type: "h2", text: "Una banda sonora per a un llibre" },
    {
      type: "p",
      text: "Els llibres no necessiten banda sonora. Però vaig escriure bona part de *Mortal Vengeance* amb música sonant al cap, i després del llançament la vaig voler sentir també fora. L'àlbum segueix la novel·la, des del primer matí gris a l'escullera fins a la nit que l'huracà Delphine toca terra.",
    },
    {
      type: "p",
      text: "La paleta és reduïda a consciència: piano per a la Celeste, violoncel per a la Lucienne, un steel pan una mica desafinat per a Punta Caracol, drons greus de sintetitzador per a tot el que el poble calla, i enregistraments de camp d'onatge i pluja que ho mantenen tot lligat.",
    },
    { type: "h2", text: "Comença pel tema principal" },
    {
      type: "p",
      text: "Si només has d'escoltar un tema, que sigui el primer. El *Main Theme* és la melodia a la qual tornava una vegada i una altra mentre escrivia, i reapareix, transformada, al llarg de tot l'àlbum. El pots escoltar a la [pàgina de música](/music).",
    },
  ],
};

export default body;
