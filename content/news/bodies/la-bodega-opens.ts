import type { NewsBody } from "../../types";

const body: NewsBody = {
  en: [
    {
      type: "p",
      text: 'For two years, the answer to "where can I buy your books?" has been a list of other people\'s shops. From today there is one more answer, and it is this site: [La Bodega](/la-bodega) is open.',
    },
    { type: "h2", text: "Why a bodega" },
    {
      type: "p",
      text: "In the Barcelona I grew up in, the *bodega* was the corner shop where you bought wine from the barrel and stayed to talk. That is the spirit I wanted: small, direct, and run by the person who made what is on the shelves. When you buy here, more of what you pay reaches the work itself.",
    },
    { type: "h2", text: "What's on the shelves" },
    {
      type: "list",
      items: [
        "*Mortal Vengeance*, book 1 of the series, as an ebook.",
        "*Mortal Vengeance (Original Soundtrack)*, all twelve tracks.",
      ],
    },
    { type: "p", text: "More will follow. The other stores aren't going anywhere, so buy wherever suits you best." },
    { type: "h2", text: "How downloads work" },
    {
      type: "p",
      text: "Pay through the secure checkout and your download is ready on the confirmation page straight away. If you have an account, your files also stay in [your orders](/account/orders), so you can download them again whenever you need to. If anything goes wrong, write to hello@adriavidal.com and I'll reply within 24 hours.",
    },
  ],
  es: [
    {
      type: "p",
      text: "Durante dos años, la respuesta a «¿dónde puedo comprar tus libros?» ha sido una lista de tiendas ajenas. Desde hoy hay una respuesta más, y es esta web: [La Bodega](/la-bodega) ya está abierta.",
    },
    { type: "h2", text: "Por qué una bodega" },
    {
      type: "p",
      text: "En la Barcelona en la que crecí, la *bodega* era la tienda de la esquina donde comprabas vino a granel y te quedabas a charlar. Ese es el espíritu que buscaba: algo pequeño, directo y atendido por quien ha hecho lo que hay en los estantes. Cuando compras aquí, una parte mayor de lo que pagas llega al propio trabajo.",
    },
    { type: "h2", text: "Qué hay en los estantes" },
    {
      type: "list",
      items: [
        "*Mortal Vengeance*, el primer libro de la serie, en ebook.",
        "*Mortal Vengeance (Original Soundtrack)*, los doce temas.",
      ],
    },
    { type: "p", text: "Irán llegando más cosas. Las demás tiendas siguen ahí, así que compra donde te vaya mejor." },
    { type: "h2", text: "Cómo funcionan las descargas" },
    {
      type: "p",
      text: "Paga con el proceso de pago seguro y tendrás la descarga lista en la página de confirmación, al momento. Si tienes cuenta, los archivos se quedan además en [tus pedidos](/account/orders), para que puedas volver a descargarlos cuando quieras. Si algo falla, escríbeme a hello@adriavidal.com y te responderé en menos de 24 horas.",
    },
  ],
  ca: [
    {
      type: "p",
      text: "Durant dos anys, la resposta a «on puc comprar els teus llibres?» ha estat una llista de botigues d'altri. Des d'avui hi ha una resposta més, i és aquest web: [La Bodega](/la-bodega) ja és oberta.",
    },
    { type: "h2", text: "Per què una bodega" },
    {
      type: "p",
      text: "A la Barcelona on vaig créixer, la *bodega* era la botiga de la cantonada on compraves vi a doll i et quedaves a fer petar la xerrada. Aquest és l'esperit que buscava: una cosa petita, directa i atesa per qui ha fet el que hi ha als prestatges. Quan compres aquí, una part més gran del que pagues arriba a la feina mateixa.",
    },
    { type: "h2", text: "Què hi ha als prestatges" },
    {
      type: "list",
      items: [
        "*Mortal Vengeance*, el primer llibre de la sèrie, en ebook.",
        "*Mortal Vengeance (Original Soundtrack)*, els dotze temes.",
      ],
    },
    {
      type: "p",
      text: "N'aniran arribant més. Les altres botigues continuen allà, així que compra on et vagi millor.",
    },
    { type: "h2", text: "Com funcionen les baixades" },
    {
      type: "p",
      text: "Paga amb el procés de pagament segur i tindràs la baixada a punt a la pàgina de confirmació, a l'instant. Si tens compte, els fitxers es queden també a [les teves comandes](/account/orders), perquè els puguis tornar a baixar quan vulguis. Si alguna cosa falla, escriu-me a hello@adriavidal.com i et respondré en menys de 24 hores.",
    },
  ],
};

export default body;
