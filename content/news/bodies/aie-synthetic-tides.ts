import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: "*Synthetic Tides*, the first EP from [AIE](/music/aie-artist), is out today: five tracks on Spotify, Apple Music and Bandcamp.",
    },
    { type: "h2", text: "Who did what" },
    {
      type: "p",
      text: "AIE stands for Artificial Intelligence Ensemble, and it is pronounced like the Catalan *aie*. AI generated the raw sketches: short melodic ideas, textures and rhythmic fragments, almost all of them from small models I trained only on my own playing and field recordings. I listened to hundreds and kept very few.",
    },
    {
      type: "p",
      text: "Everything after that was human work. I composed each piece around the sketches I kept, replaced as much of the generated material as I could with real playing, and edited, mixed and produced every track. About a quarter of the audio you hear started as machine output. There are no cloned voices, and nothing was made in the style of a named artist.",
    },
    { type: "h2", text: "Why credit it like this" },
    {
      type: "p",
      text: "Listeners deserve to know what they are hearing. The credits set out, track by track, which parts began as generated sketches and what I changed. If that makes the music less interesting to you, that is a fair choice, and you can make it knowing the facts.",
    },
    {
      type: "p",
      text: "If it makes it more interesting, I'd love to hear what you think. The [AIE page](/music/aie-artist) has the EP, the credits and more on how the project works.",
    },
  ],
  es: [
    {
      type: "p",
      text: "*Synthetic Tides*, el primer EP de [AIE](/music/aie-artist), sale hoy: cinco temas en Spotify, Apple Music y Bandcamp.",
    },
    { type: "h2", text: "Quién hizo qué" },
    {
      type: "p",
      text: "AIE son las siglas de Artificial Intelligence Ensemble y se pronuncia como el catalán *aie*. La IA generó los bocetos en bruto: ideas melódicas breves, texturas y fragmentos rítmicos, casi todos salidos de pequeños modelos que entrené solo con mis propias interpretaciones y grabaciones de campo. Escuché cientos y me quedé con muy pocos.",
    },
    {
      type: "p",
      text: "Todo lo que vino después fue trabajo humano. Compuse cada pieza en torno a los bocetos que elegí, sustituí todo el material generado que pude por interpretaciones reales, y edité, mezclé y produje todos los temas. Más o menos una cuarta parte del audio que oyes nació como salida de la máquina. No hay voces clonadas, y nada se hizo imitando el estilo de un artista concreto.",
    },
    { type: "h2", text: "Por qué lo acredito así" },
    {
      type: "p",
      text: "Quien escucha merece saber qué está escuchando. Los créditos detallan, tema a tema, qué partes nacieron como bocetos generados y qué cambié yo. Si eso hace que la música te interese menos, es una decisión legítima, y puedes tomarla conociendo los hechos.",
    },
    {
      type: "p",
      text: "Si hace que te interese más, me encantará saber qué te parece. En la [página de AIE](/music/aie-artist) encontrarás el EP, los créditos y más detalles sobre cómo funciona el proyecto.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "*Synthetic Tides*, el primer EP d'[AIE](/music/aie-artist), surt avui: cinc temes a Spotify, Apple Music i Bandcamp.",
    },
    { type: "h2", text: "Qui va fer què" },
    {
      type: "p",
      text: "AIE són les sigles d'Artificial Intelligence Ensemble i es pronuncia com *aie* en català. La IA va generar els esbossos en brut: idees melòdiques breus, textures i fragments rítmics, gairebé tots sortits de models petits que vaig entrenar només amb les meves interpretacions i els meus enregistraments de camp. En vaig escoltar centenars i me'n vaig quedar molt pocs.",
    },
    {
      type: "p",
      text: "Tot el que va venir després va ser feina humana. Vaig compondre cada peça al voltant dels esbossos que havia triat, vaig substituir tot el material generat que vaig poder per interpretacions reals, i vaig editar, mesclar i produir tots els temes. Més o menys una quarta part de l'àudio que sentiu va néixer com a sortida de la màquina. No hi ha veus clonades, i res no es va fer imitant l'estil d'un artista concret.",
    },
    { type: "h2", text: "Per què ho acredito així" },
    {
      type: "p",
      text: "Qui escolta té dret a saber què escolta. Els crèdits detallen, tema per tema, quines parts van néixer com a esbossos generats i què hi vaig canviar jo. Si això fa que la música t'interessi menys, és una decisió legítima, i la pots prendre coneixent els fets.",
    },
    {
      type: "p",
      text: "Si fa que t'interessi més, m'encantarà saber què en penses. A la [pàgina d'AIE](/music/aie-artist) hi trobaràs l'EP, els crèdits i més detalls sobre com funciona el projecte.",
    },
  ],
};

export default body;
