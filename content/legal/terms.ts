import type { LegalDocument } from "../types";

/** The terms of use and of sale in La Bodega (/terms). */
export const TERMS: LegalDocument = {
  lastUpdated: "2026-11-21",
  sections: [
    {
      id: "about",
      heading: {
        en: "Who runs this site",
        es: "Quién gestiona este sitio",
        ca: "Qui gestiona aquest lloc",
      },
      body: {
        en: [
          {
            type: "p",
            text: "adriavidal.com is the personal website of Adrià Vidal, novelist, composer, QA analyst and marketing strategist, based in Barcelona, Spain. It includes La Bodega, a shop of digital goods. In these terms, “we” and “us” mean Adrià, and “you” means anyone who uses the site.",
          },
          { type: "p", text: "Contact: hello@adriavidal.com." },
          {
            type: "p",
            text: "By using the site you accept these terms. Please read them together with the [privacy policy](/privacy), which explains how your data is handled.",
          },
        ],
        es: [
          {
            type: "p",
            text: "adriavidal.com es el sitio web personal de Adrià Vidal, novelista, compositor, analista de QA y estratega de marketing, con domicilio en Barcelona (España). Incluye La Bodega, una tienda de productos digitales. En estas condiciones, «nosotros» se refiere a Adrià, y «tú», a cualquier persona que use el sitio.",
          },
          { type: "p", text: "Contacto: hello@adriavidal.com." },
          {
            type: "p",
            text: "Al usar el sitio aceptas estas condiciones. Léelas junto con la [política de privacidad](/privacy), que explica cómo se tratan tus datos.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "adriavidal.com és el lloc web personal d'Adrià Vidal, novel·lista, compositor, analista de QA i estrateg de màrqueting, amb domicili a Barcelona. Inclou La Bodega, una botiga de productes digitals. En aquestes condicions, «nosaltres» fa referència a l'Adrià, i «tu», a qualsevol persona que faci servir el lloc.",
          },
          { type: "p", text: "Contacte: hello@adriavidal.com." },
          {
            type: "p",
            text: "En fer servir el lloc acceptes aquestes condicions. Llegeix-les juntament amb la [política de privadesa](/privacy), que explica com es tracten les teves dades.",
          },
        ],
      },
    },
    {
      id: "using-the-site",
      heading: {
        en: "Using the site",
        es: "Uso del sitio",
        ca: "Ús del lloc",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Reading the site is free and needs no account. Please use it lawfully and fairly. In particular, don't:",
          },
          {
            type: "list",
            items: [
              "try to get around its security, the bot check, rate limits or download limits;",
              "send automated or bulk requests, or copy the site's content in bulk;",
              "use the forms to send spam or to sign up other people without their permission;",
              "disrupt the site or other people's use of it.",
            ],
          },
          {
            type: "p",
            text: "Parts of the site are still being built, as the notice you may see on your first visit says. We may change, pause or remove features; what you have bought stays available as described under *Your licence to what you buy*.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Leer el sitio es gratis y no requiere cuenta. Úsalo de forma lícita y leal. En particular, no debes:",
          },
          {
            type: "list",
            items: [
              "intentar eludir su seguridad, la verificación antibots, los límites de peticiones o los de descarga;",
              "enviar peticiones automatizadas o masivas, ni copiar el contenido del sitio de forma masiva;",
              "usar los formularios para enviar spam o para suscribir a otras personas sin su permiso;",
              "perturbar el funcionamiento del sitio o su uso por parte de otras personas.",
            ],
          },
          {
            type: "p",
            text: "Hay partes del sitio que aún están en construcción, como indica el aviso que quizá veas en tu primera visita. Podemos cambiar, suspender o retirar funciones; lo que hayas comprado seguirá disponible en los términos descritos en *Tu licencia sobre lo que compras*.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Llegir el lloc és gratuït i no requereix compte. Fes-ne un ús lícit i lleial. En particular, no has de:",
          },
          {
            type: "list",
            items: [
              "intentar eludir-ne la seguretat, la verificació antibots, els límits de peticions o els de descàrrega;",
              "enviar peticions automatitzades o massives, ni copiar el contingut del lloc de manera massiva;",
              "fer servir els formularis per enviar correu brossa o per subscriure altres persones sense el seu permís;",
              "pertorbar el funcionament del lloc o l'ús que en fan altres persones.",
            ],
          },
          {
            type: "p",
            text: "Hi ha parts del lloc que encara estan en construcció, com indica l'avís que potser veuràs en la primera visita. Podem canviar, suspendre o retirar funcions; el que hagis comprat continuarà disponible en els termes descrits a *La teva llicència sobre el que compres*.",
          },
        ],
      },
    },
    {
      id: "accounts",
      heading: {
        en: "Accounts",
        es: "Cuentas",
        ca: "Comptes",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "You must be 14 or older to open an account.",
              "An account is for one person. Use a real email address that you can read: we send confirmations, receipts and security messages to it.",
              "Choose a password you don't use anywhere else and keep it safe. You are responsible for what is done with your account. If you think someone else has access to it, change your password, end your other sessions from [your account](/account) and let us know.",
              "The name on your account is shown next to your comments, so choose one you are happy to make public.",
              "You can delete your account at any time from [your account](/account).",
              "We may suspend or close an account that seriously or repeatedly breaks these terms. If it holds purchases, we will tell you first and give you the chance to download them, unless the law prevents it.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "Para abrir una cuenta debes tener 14 años o más.",
              "Cada cuenta es para una sola persona. Usa un correo electrónico real que leas: a él enviamos confirmaciones, recibos y avisos de seguridad.",
              "Elige una contraseña que no uses en ningún otro sitio y guárdala bien. Eres responsable de lo que se haga con tu cuenta. Si crees que otra persona tiene acceso a ella, cambia la contraseña, cierra tus otras sesiones desde [tu cuenta](/account) y avísanos.",
              "El nombre de tu cuenta aparece junto a tus comentarios, así que elige uno que no te importe hacer público.",
              "Puedes eliminar tu cuenta en cualquier momento desde [tu cuenta](/account).",
              "Podemos suspender o cerrar una cuenta que incumpla estas condiciones de forma grave o reiterada. Si tiene compras, te avisaremos antes y te daremos la oportunidad de descargarlas, salvo que la ley lo impida.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "Per obrir un compte has de tenir 14 anys o més.",
              "Cada compte és per a una sola persona. Fes servir una adreça electrònica real que llegeixis: hi enviem confirmacions, rebuts i avisos de seguretat.",
              "Tria una contrasenya que no facis servir enlloc més i guarda-la bé. Ets responsable del que es faci amb el teu compte. Si creus que una altra persona hi té accés, canvia la contrasenya, tanca les altres sessions des del [teu compte](/account) i avisa'ns.",
              "El nom del teu compte apareix al costat dels teus comentaris, així que tria'n un que no t'importi fer públic.",
              "Pots eliminar el compte en qualsevol moment des del [teu compte](/account).",
              "Podem suspendre o tancar un compte que incompleixi aquestes condicions de manera greu o reiterada. Si té compres, t'avisarem abans i et donarem l'oportunitat de descarregar-les, llevat que la llei ho impedeixi.",
            ],
          },
        ],
      },
    },
    {
      id: "comments",
      heading: {
        en: "Comments",
        es: "Comentarios",
        ca: "Comentaris",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Signed-in readers can comment on books, music and other items. Comments are plain text of up to 2,000 characters; any HTML is removed. This is how moderation works:",
          },
          {
            type: "list",
            items: [
              "Your first comment is reviewed before it appears. Once one has been approved, your later comments appear straight away.",
              "You can edit or delete a comment for 15 minutes after posting it. After that, write to us if you want it taken down.",
              "Any signed-in reader can report a comment. A comment reported by three readers is hidden until we have reviewed it.",
              "We may hide or delete comments that break these rules, and suspend accounts that keep breaking them.",
            ],
          },
          {
            type: "p",
            text: "Don't post anything illegal, hateful, harassing or threatening, spam or advertising, other people's personal data, or material you have no right to share. And please go easy on spoilers.",
          },
          {
            type: "p",
            text: "You keep the rights to what you write. By posting a comment, you give us a free, non-exclusive, worldwide licence to store, reproduce and display it on this site, next to the item you commented on, for as long as it is published. The licence ends when the comment is deleted.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Los lectores con sesión iniciada pueden comentar libros, música y otros elementos. Los comentarios son texto sin formato de hasta 2.000 caracteres; cualquier HTML se elimina. Así funciona la moderación:",
          },
          {
            type: "list",
            items: [
              "Tu primer comentario se revisa antes de publicarse. Cuando se haya aprobado uno, los siguientes aparecen al momento.",
              "Puedes editar o borrar un comentario durante los 15 minutos siguientes a su publicación. Pasado ese plazo, escríbenos si quieres retirarlo.",
              "Cualquier lector con sesión iniciada puede denunciar un comentario. Un comentario denunciado por tres lectores se oculta hasta que lo revisamos.",
              "Podemos ocultar o borrar los comentarios que incumplan estas normas y suspender las cuentas que las incumplan una y otra vez.",
            ],
          },
          {
            type: "p",
            text: "No publiques nada ilegal, que incite al odio, acose o amenace, ni spam o publicidad, datos personales de otras personas o material que no tengas derecho a compartir. Y, por favor, ten cuidado con los spoilers.",
          },
          {
            type: "p",
            text: "Lo que escribes sigue siendo tuyo. Al publicar un comentario, nos concedes una licencia gratuita, no exclusiva y de ámbito mundial para almacenarlo, reproducirlo y mostrarlo en este sitio, junto al elemento comentado, mientras esté publicado. La licencia termina cuando el comentario se borra.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Els lectors amb la sessió iniciada poden comentar llibres, música i altres elements. Els comentaris són text sense format de fins a 2.000 caràcters; qualsevol HTML s'elimina. Així funciona la moderació:",
          },
          {
            type: "list",
            items: [
              "El teu primer comentari es revisa abans de publicar-se. Quan se n'hagi aprovat un, els següents apareixen a l'acte.",
              "Pots editar o esborrar un comentari durant els 15 minuts següents a la publicació. Passat aquest termini, escriu-nos si el vols retirar.",
              "Qualsevol lector amb la sessió iniciada pot denunciar un comentari. Un comentari denunciat per tres lectors s'amaga fins que el revisem.",
              "Podem amagar o esborrar els comentaris que incompleixin aquestes normes i suspendre els comptes que les incompleixin una vegada i una altra.",
            ],
          },
          {
            type: "p",
            text: "No hi publiquis res il·legal, que inciti a l'odi, assetgi o amenaci, ni correu brossa o publicitat, dades personals d'altres persones o material que no tinguis dret a compartir. I, si us plau, vigila amb els espòilers.",
          },
          {
            type: "p",
            text: "El que escrius continua sent teu. En publicar un comentari, ens concedeixes una llicència gratuïta, no exclusiva i d'àmbit mundial per emmagatzemar-lo, reproduir-lo i mostrar-lo en aquest lloc, al costat de l'element comentat, mentre estigui publicat. La llicència s'acaba quan s'esborra el comentari.",
          },
        ],
      },
    },
    {
      id: "intellectual-property",
      heading: {
        en: "Intellectual property",
        es: "Propiedad intelectual",
        ca: "Propietat intel·lectual",
      },
      body: {
        en: [
          {
            type: "p",
            text: "The books, excerpts, music, texts, images, design and code on this site belong to Adrià Vidal or to those who have licensed them to him, and are protected by copyright and related laws. Names of other companies and products are trademarks of their owners.",
          },
          {
            type: "p",
            text: "You are welcome to read, listen and share links, and to quote short passages with credit and a link back. Anything beyond that, such as copying, republishing or adapting the content, or using it for text and data mining or to train AI models, needs prior written permission.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Los libros, fragmentos, música, textos, imágenes, diseño y código de este sitio pertenecen a Adrià Vidal o a quienes le han concedido licencia, y están protegidos por la legislación de propiedad intelectual. Los nombres de otras empresas y productos son marcas de sus titulares.",
          },
          {
            type: "p",
            text: "Puedes leer, escuchar y compartir enlaces libremente, y citar fragmentos breves indicando la autoría y enlazando al sitio. Cualquier otro uso, como copiar, republicar o adaptar el contenido, o utilizarlo para minería de textos y datos o para entrenar modelos de IA, requiere autorización previa por escrito.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Els llibres, els fragments, la música, els textos, les imatges, el disseny i el codi d'aquest lloc pertanyen a Adrià Vidal o a qui n'hi ha concedit llicència, i estan protegits per la legislació de propietat intel·lectual. Els noms d'altres empreses i productes són marques dels seus titulars.",
          },
          {
            type: "p",
            text: "Pots llegir, escoltar i compartir enllaços lliurement, i citar fragments breus indicant-ne l'autoria i enllaçant al lloc. Qualsevol altre ús, com copiar, republicar o adaptar el contingut, o fer-lo servir per a mineria de textos i dades o per entrenar models d'IA, requereix autorització prèvia per escrit.",
          },
        ],
      },
    },
    {
      id: "buying",
      heading: {
        en: "Buying in La Bodega",
        es: "Comprar en La Bodega",
        ca: "Comprar a La Bodega",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "[La Bodega](/la-bodega) sells digital goods such as ebooks and music, delivered as downloadable files.",
              "Prices are in euros and include VAT. The total shown before you pay is the total you pay; there are no delivery costs.",
              "Payment is handled by Stripe. Your card details go directly to Stripe and never reach this site.",
              "The contract is concluded when your payment is confirmed. You then receive an email with the details of your order, including the confirmation described under *Right of withdrawal and faulty files*.",
              "Digital content is delivered immediately: as soon as the payment is confirmed, your files are ready to download, and your purchases stay in [your orders](/account/orders).",
              "If anything goes wrong with a payment or an order, write to us and we will sort it out.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "[La Bodega](/la-bodega) vende productos digitales, como libros electrónicos y música, que se entregan como archivos descargables.",
              "Los precios están en euros e incluyen el IVA. El total que ves antes de pagar es lo que pagas; no hay gastos de envío.",
              "Los pagos los gestiona Stripe. Los datos de tu tarjeta van directamente a Stripe y nunca llegan a este sitio.",
              "El contrato se perfecciona cuando se confirma el pago. Entonces recibes un correo con los detalles del pedido, que incluye la confirmación descrita en *Derecho de desistimiento y archivos defectuosos*.",
              "El contenido digital se entrega de inmediato: en cuanto se confirma el pago, tus archivos están listos para descargar, y tus compras quedan guardadas en [tus pedidos](/account/orders).",
              "Si algo falla en un pago o en un pedido, escríbenos y lo solucionaremos.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "[La Bodega](/la-bodega) ven productes digitals, com ara llibres electrònics i música, que es lliuren com a fitxers descarregables.",
              "Els preus són en euros i inclouen l'IVA. El total que veus abans de pagar és el que pagues; no hi ha despeses d'enviament.",
              "Els pagaments els gestiona Stripe. Les dades de la teva targeta van directament a Stripe i no arriben mai a aquest lloc.",
              "El contracte es perfecciona quan es confirma el pagament. Aleshores reps un correu amb els detalls de la comanda, que inclou la confirmació descrita a *Dret de desistiment i fitxers defectuosos*.",
              "El contingut digital es lliura immediatament: tan bon punt es confirma el pagament, els fitxers estan a punt per descarregar, i les teves compres queden desades a [les teves comandes](/account/orders).",
              "Si alguna cosa falla en un pagament o en una comanda, escriu-nos i ho solucionarem.",
            ],
          },
        ],
      },
    },
    {
      id: "withdrawal",
      heading: {
        en: "Right of withdrawal and faulty files",
        es: "Derecho de desistimiento y archivos defectuosos",
        ca: "Dret de desistiment i fitxers defectuosos",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Under EU and Spanish consumer law you normally have 14 days to withdraw from an online purchase without giving a reason. For digital content not supplied on a physical medium, that right ends once supply begins, provided you have agreed to it:",
          },
          {
            type: "list",
            items: [
              "At checkout you are asked to consent to immediate supply and to acknowledge that you lose your right of withdrawal once a download starts. We confirm this in your order email.",
              "Until you start downloading, you can still withdraw within 14 days of the purchase: write to hello@adriavidal.com and we will refund you, using the same payment method, within 14 days of receiving your message.",
              "Once you have started a download, the right of withdrawal no longer applies to that purchase.",
            ],
          },
          {
            type: "p",
            text: "None of this affects your legal guarantee. If a file is faulty, won't open, is incomplete or isn't what was described, tell us: we will replace it, and if we can't put it right within a reasonable time, we will refund you.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Según la normativa europea y española de consumo, normalmente dispones de 14 días para desistir de una compra en línea sin necesidad de justificarlo. En el caso del contenido digital que no se suministra en un soporte material, ese derecho se pierde en cuanto empieza el suministro, siempre que lo hayas aceptado:",
          },
          {
            type: "list",
            items: [
              "Al pagar, se te pide que des tu consentimiento expreso al suministro inmediato y que reconozcas que pierdes el derecho de desistimiento en cuanto empiece una descarga. Te lo confirmamos en el correo del pedido.",
              "Mientras no hayas empezado a descargar, puedes desistir en los 14 días siguientes a la compra: escribe a hello@adriavidal.com y te devolveremos el importe, por el mismo medio de pago, en un plazo de 14 días desde que recibamos tu mensaje.",
              "Una vez iniciada una descarga, el derecho de desistimiento deja de aplicarse a esa compra.",
            ],
          },
          {
            type: "p",
            text: "Nada de esto afecta a tu garantía legal. Si un archivo es defectuoso, no se abre, está incompleto o no se corresponde con su descripción, avísanos: te lo sustituiremos y, si no podemos solucionarlo en un plazo razonable, te devolveremos el dinero.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "D'acord amb la normativa europea i espanyola de consum, normalment tens 14 dies per desistir d'una compra en línia sense haver-ho de justificar. En el cas del contingut digital que no se subministra en un suport material, aquest dret es perd tan bon punt comença el subministrament, sempre que ho hagis acceptat:",
          },
          {
            type: "list",
            items: [
              "En pagar, se't demana que donis el consentiment exprés al subministrament immediat i que reconeguis que perds el dret de desistiment tan bon punt comenci una descàrrega. Te'l confirmem al correu de la comanda.",
              "Mentre no hagis començat a descarregar, pots desistir en els 14 dies següents a la compra: escriu a hello@adriavidal.com i et retornarem l'import, pel mateix mitjà de pagament, en un termini de 14 dies des que rebem el teu missatge.",
              "Un cop iniciada una descàrrega, el dret de desistiment deixa d'aplicar-se a aquella compra.",
            ],
          },
          {
            type: "p",
            text: "Res d'això no afecta la teva garantia legal. Si un fitxer és defectuós, no s'obre, és incomplet o no correspon a la descripció, avisa'ns: te'l substituirem i, si no ho podem solucionar en un termini raonable, et retornarem els diners.",
          },
        ],
      },
    },
    {
      id: "licence",
      heading: {
        en: "Your licence to what you buy",
        es: "Tu licencia sobre lo que compras",
        ca: "La teva llicència sobre el que compres",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "When you buy a digital product you receive a personal, non-transferable licence to download it and to read, listen to or use it on your own devices, for as long as you like.",
              "Files come without DRM. That is a matter of trust: please don't share, upload, resell or otherwise redistribute them.",
              "Downloads are limited to prevent abuse, but the limits are generous for personal use. Download links expire after a while for security; the library in [your orders](/account/orders) can always issue fresh ones.",
              "Keep your own copies of what you buy. If the shop ever closes, we will tell you well in advance so you can download everything you have bought.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "Al comprar un producto digital obtienes una licencia personal e intransferible para descargarlo y leerlo, escucharlo o usarlo en tus propios dispositivos, sin límite de tiempo.",
              "Los archivos no llevan DRM. Es una cuestión de confianza: no los compartas, subas a internet, revendas ni redistribuyas de ningún otro modo.",
              "Las descargas están limitadas para evitar abusos, pero los límites son generosos para un uso personal. Por seguridad, los enlaces de descarga caducan al cabo de un tiempo; la biblioteca de [tus pedidos](/account/orders) siempre puede generar otros nuevos.",
              "Guarda tus propias copias de lo que compres. Si la tienda cerrara algún día, te avisaríamos con suficiente antelación para que descargues todo lo que hayas comprado.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "Quan compres un producte digital obtens una llicència personal i intransferible per descarregar-lo i llegir-lo, escoltar-lo o fer-lo servir en els teus propis dispositius, sense límit de temps.",
              "Els fitxers no porten DRM. És una qüestió de confiança: no els comparteixis, pugis a internet, revenguis ni redistribueixis de cap altra manera.",
              "Les descàrregues estan limitades per evitar abusos, però els límits són generosos per a un ús personal. Per seguretat, els enllaços de descàrrega caduquen al cap d'un temps; la biblioteca de [les teves comandes](/account/orders) sempre en pot generar de nous.",
              "Guarda les teves pròpies còpies del que compris. Si mai la botiga tanqués, t'avisaríem amb prou antelació perquè puguis descarregar tot el que hagis comprat.",
            ],
          },
        ],
      },
    },
    {
      id: "newsletter-and-excerpts",
      heading: {
        en: "Newsletter and free excerpts",
        es: "Boletín y fragmentos gratuitos",
        ca: "Butlletí i fragments gratuïts",
      },
      body: {
        en: [
          { type: "h3", text: "Newsletter" },
          {
            type: "p",
            text: "The newsletter is free. You subscribe by confirming the link we email you, and you can leave at any time with the link in every email. It brings news about the books, the music and the shop, and your address is never passed on to anyone else for their marketing.",
          },
          { type: "h3", text: "Free excerpts" },
          {
            type: "p",
            text: "Free excerpts, such as the first two chapters of *Mortal Vengeance*, are for your personal reading. Tell anyone you like about them, but point them to the site rather than passing on the file. The download link in your email works for 7 days; after that, simply ask for the excerpt again.",
          },
        ],
        es: [
          { type: "h3", text: "Boletín" },
          {
            type: "p",
            text: "El boletín es gratuito. Te suscribes confirmando el enlace que te enviamos por correo y puedes darte de baja cuando quieras con el enlace que incluye cada envío. Trae novedades sobre los libros, la música y la tienda, y tu dirección nunca se cede a nadie para sus propias comunicaciones comerciales.",
          },
          { type: "h3", text: "Fragmentos gratuitos" },
          {
            type: "p",
            text: "Los fragmentos gratuitos, como los dos primeros capítulos de *Mortal Vengeance*, son para tu lectura personal. Háblale de ellos a quien quieras, pero recomiéndale el sitio en lugar de pasarle el archivo. El enlace de descarga del correo funciona durante 7 días; después, basta con volver a pedir el fragmento.",
          },
        ],
        ca: [
          { type: "h3", text: "Butlletí" },
          {
            type: "p",
            text: "El butlletí és gratuït. T'hi subscrius confirmant l'enllaç que t'enviem per correu i et pots donar de baixa quan vulguis amb l'enllaç que inclou cada enviament. Porta novetats sobre els llibres, la música i la botiga, i la teva adreça no se cedeix mai a ningú per a les seves pròpies comunicacions comercials.",
          },
          { type: "h3", text: "Fragments gratuïts" },
          {
            type: "p",
            text: "Els fragments gratuïts, com els dos primers capítols de *Mortal Vengeance*, són per a la teva lectura personal. Parla'n a qui vulguis, però recomana-li el lloc en comptes de passar-li el fitxer. L'enllaç de descàrrega del correu funciona durant 7 dies; després, només cal tornar a demanar el fragment.",
          },
        ],
      },
    },
    {
      id: "image-converter",
      heading: {
        en: "The image converter",
        es: "El conversor de imágenes",
        ca: "El convertidor d'imatges",
      },
      body: {
        en: [
          {
            type: "p",
            text: "The [image converter](/image-converter) is a free tool that runs entirely in your browser: your images are processed on your own device and are never uploaded to us. Only convert images you have the right to use. The tool is provided as it is, so keep your originals; we can't recover files that never reached us.",
          },
        ],
        es: [
          {
            type: "p",
            text: "El [conversor de imágenes](/image-converter) es una herramienta gratuita que funciona por completo en tu navegador: tus imágenes se procesan en tu propio dispositivo y nunca se nos envían. Convierte solo imágenes que tengas derecho a usar. La herramienta se ofrece tal cual, así que conserva tus originales; no podemos recuperar archivos que nunca nos han llegado.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "El [convertidor d'imatges](/image-converter) és una eina gratuïta que funciona del tot al teu navegador: les imatges es processen al teu propi dispositiu i no se'ns envien mai. Converteix només imatges que tinguis dret a fer servir. L'eina s'ofereix tal com és, així que conserva els originals; no podem recuperar fitxers que no ens han arribat mai.",
          },
        ],
      },
    },
    {
      id: "liability",
      heading: {
        en: "Liability",
        es: "Responsabilidad",
        ca: "Responsabilitat",
      },
      body: {
        en: [
          {
            type: "p",
            text: "We take care to keep the site accurate, secure and available, but we can't promise it will always be free of errors or interruptions. Its content is for general information and is not professional advice.",
          },
          {
            type: "p",
            text: "We are not liable for indirect losses, or for losses caused by events beyond our reasonable control, such as outages at hosting, payment or email providers. Nothing in these terms limits liability that cannot be limited by law, including liability for intent or gross negligence or for personal injury, or your statutory rights as a consumer.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Procuramos que el sitio sea exacto, seguro y esté disponible, pero no podemos garantizar que esté siempre libre de errores o interrupciones. Su contenido es de carácter informativo general y no constituye asesoramiento profesional.",
          },
          {
            type: "p",
            text: "No respondemos de daños indirectos ni de los causados por circunstancias ajenas a nuestro control razonable, como caídas de los proveedores de alojamiento, pago o correo. Nada de lo dispuesto en estas condiciones limita la responsabilidad que la ley no permite limitar, como la derivada de dolo, culpa grave o daños personales, ni tus derechos legales como consumidor.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Procurem que el lloc sigui exacte i segur i que estigui disponible, però no podem garantir que estigui sempre lliure d'errors o interrupcions. El seu contingut té caràcter informatiu general i no constitueix assessorament professional.",
          },
          {
            type: "p",
            text: "No responem de danys indirectes ni dels causats per circumstàncies alienes al nostre control raonable, com ara caigudes dels proveïdors d'allotjament, pagament o correu. Res del que disposen aquestes condicions no limita la responsabilitat que la llei no permet limitar, com la derivada de dol, culpa greu o danys personals, ni els teus drets legals com a consumidor.",
          },
        ],
      },
    },
    {
      id: "links",
      heading: {
        en: "Links to other sites",
        es: "Enlaces a otros sitios",
        ca: "Enllaços a altres llocs",
      },
      body: {
        en: [
          {
            type: "p",
            text: "The site links to other websites and can show videos, playlists and slide decks from YouTube, Spotify and SlideShare, which load only after you click them. Those sites have their own terms and privacy policies, and we are not responsible for their content or practices. Store links, such as those to Amazon, Apple Books or Kobo, take you to sellers whose own terms apply to what you buy from them.",
          },
        ],
        es: [
          {
            type: "p",
            text: "El sitio enlaza con otras webs y puede mostrar vídeos, listas de reproducción y presentaciones de YouTube, Spotify y SlideShare, que solo se cargan cuando haces clic en ellos. Esos sitios tienen sus propias condiciones y políticas de privacidad, y no somos responsables de sus contenidos ni de sus prácticas. Los enlaces a tiendas, como Amazon, Apple Books o Kobo, te llevan a vendedores cuyas propias condiciones se aplican a lo que les compres.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "El lloc enllaça amb altres webs i pot mostrar vídeos, llistes de reproducció i presentacions de YouTube, Spotify i SlideShare, que només es carreguen quan hi fas clic. Aquests llocs tenen les seves pròpies condicions i polítiques de privadesa, i no som responsables dels seus continguts ni de les seves pràctiques. Els enllaços a botigues, com ara Amazon, Apple Books o Kobo, et porten a venedors les condicions dels quals s'apliquen al que els compris.",
          },
        ],
      },
    },
    {
      id: "changes",
      heading: {
        en: "Changes to these terms",
        es: "Cambios en estas condiciones",
        ca: "Canvis en aquestes condicions",
      },
      body: {
        en: [
          {
            type: "p",
            text: "We may update these terms, for example when the shop gains new features or the law changes. The date at the top shows the current version. Each purchase is governed by the terms in force when you made it. If a change is significant, we will tell account holders by email before it applies.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Podemos actualizar estas condiciones, por ejemplo cuando la tienda incorpore nuevas funciones o cambie la ley. La fecha del principio indica la versión vigente. Cada compra se rige por las condiciones vigentes en el momento en que la hiciste. Si un cambio es importante, lo comunicaremos por correo a quienes tengan cuenta antes de que se aplique.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Podem actualitzar aquestes condicions, per exemple quan la botiga incorpori noves funcions o canviï la llei. La data del començament indica la versió vigent. Cada compra es regeix per les condicions vigents en el moment en què la vas fer. Si un canvi és important, ho comunicarem per correu a qui tingui compte abans que s'apliqui.",
          },
        ],
      },
    },
    {
      id: "law-and-contact",
      heading: {
        en: "Governing law and contact",
        es: "Legislación aplicable y contacto",
        ca: "Legislació aplicable i contacte",
      },
      body: {
        en: [
          {
            type: "p",
            text: "These terms are governed by Spanish law. If you are a consumer living elsewhere in the European Union, you also keep the protection of the mandatory consumer laws of your country and may bring a claim before the courts where you live.",
          },
          {
            type: "p",
            text: "If something isn't right, please write to us first at hello@adriavidal.com or through the [contact page](/contact). We reply within 24 hours and will do our best to put it right. You can also turn to the consumer authorities where you live.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Estas condiciones se rigen por la ley española. Si eres consumidor y resides en otro país de la Unión Europea, conservas además la protección de las normas imperativas de consumo de tu país y puedes presentar una reclamación ante los tribunales de tu lugar de residencia.",
          },
          {
            type: "p",
            text: "Si algo no va bien, escríbenos primero a hello@adriavidal.com o desde la [página de contacto](/contact). Respondemos en 24 horas y haremos todo lo posible por solucionarlo. También puedes acudir a las autoridades de consumo de tu lugar de residencia.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Aquestes condicions es regeixen per la llei espanyola. Si ets consumidor i resideixes en un altre país de la Unió Europea, conserves a més la protecció de les normes imperatives de consum del teu país i pots presentar una reclamació davant els tribunals del teu lloc de residència.",
          },
          {
            type: "p",
            text: "Si alguna cosa no va bé, escriu-nos primer a hello@adriavidal.com o des de la [pàgina de contacte](/contact). Responem en 24 hores i farem tot el possible per solucionar-ho. També pots adreçar-te a les autoritats de consum del teu lloc de residència.",
          },
        ],
      },
    },
  ],
};
