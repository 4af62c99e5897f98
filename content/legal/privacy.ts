import type { LegalDocument } from "../types";

/**
 * The privacy policy (/privacy). It describes what the code actually stores and does
 * (worker/db/schema.ts, worker/services, worker/auth, client storage); when that changes, this
 * text must change with it.
 */
export const PRIVACY: LegalDocument = {
  lastUpdated: "2026-11-26",
  sections: [
    {
      id: "controller",
      heading: {
        en: "Who is responsible for your data",
        es: "Quién es responsable de tus datos",
        ca: "Qui és responsable de les teves dades",
      },
      body: {
        en: [
          {
            type: "p",
            text: "This policy explains what personal data adriavidal.com collects, including its shop, La Bodega, why it does so, how long the data is kept and what you can do about it. It describes what the site actually does, in all three of its languages.",
          },
          {
            type: "p",
            text: "The controller of your data is Adrià Vidal, a private individual based in Barcelona, Spain, who writes and runs this site. For anything in this policy, write to hello@adriavidal.com.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Esta política explica qué datos personales recoge adriavidal.com, incluida su tienda, La Bodega, para qué los usa, cuánto tiempo los conserva y qué puedes hacer al respecto. Describe lo que el sitio hace de verdad, en sus tres idiomas.",
          },
          {
            type: "p",
            text: "El responsable del tratamiento de tus datos es Adrià Vidal, particular con domicilio en Barcelona (España), que escribe y gestiona este sitio. Para cualquier cuestión sobre esta política, escribe a hello@adriavidal.com.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Aquesta política explica quines dades personals recull adriavidal.com, inclosa la seva botiga, La Bodega, per a què les fa servir, quant de temps les conserva i què hi pots fer. Descriu el que el lloc fa realment, en les tres llengües en què es publica.",
          },
          {
            type: "p",
            text: "El responsable del tractament de les teves dades és Adrià Vidal, particular amb domicili a Barcelona, que escriu i gestiona aquest lloc. Per a qualsevol qüestió sobre aquesta política, escriu a hello@adriavidal.com.",
          },
        ],
      },
    },
    {
      id: "summary",
      heading: {
        en: "The short version",
        es: "En pocas palabras",
        ca: "En poques paraules",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "No advertising and no tracking tools. Visits are counted without cookies and without keeping anything that identifies you. Your data is never sold.",
              "We only collect what a feature needs: a message you send, an account you open, a purchase you make.",
              "The only cookies are the ones the site needs to work: your sign-in and your language.",
              "Videos, playlists and slide decks from YouTube, Spotify and SlideShare load only when you click them.",
              "When signed in, you can download everything tied to your account, or delete the account, yourself from [your account](/account).",
              "The image converter works inside your browser: your images are never uploaded.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "Sin publicidad y sin herramientas de seguimiento. Las visitas se cuentan sin cookies y sin guardar nada que te identifique. Tus datos nunca se venden.",
              "Solo recogemos lo que cada función necesita: un mensaje que envías, una cuenta que abres, una compra que haces.",
              "Las únicas cookies son las que el sitio necesita para funcionar: tu sesión y tu idioma.",
              "Los vídeos, listas de reproducción y presentaciones de YouTube, Spotify y SlideShare solo se cargan cuando haces clic en ellos.",
              "Con la sesión iniciada, puedes descargar todo lo vinculado a tu cuenta, o eliminarla, tú mismo desde [tu cuenta](/account).",
              "El conversor de imágenes funciona dentro de tu navegador: tus imágenes nunca se suben.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "Sense publicitat i sense eines de seguiment. Les visites es compten sense galetes i sense guardar res que t'identifiqui. Les teves dades no es venen mai.",
              "Només recollim el que cada funció necessita: un missatge que envies, un compte que obres, una compra que fas.",
              "Les úniques galetes són les que el lloc necessita per funcionar: la teva sessió i la teva llengua.",
              "Els vídeos, les llistes de reproducció i les presentacions de YouTube, Spotify i SlideShare només es carreguen quan hi fas clic.",
              "Amb la sessió iniciada, pots descarregar tot el que està vinculat al teu compte, o eliminar-lo, tu mateix des del [teu compte](/account).",
              "El convertidor d'imatges funciona dins del teu navegador: les teves imatges no es pugen mai.",
            ],
          },
        ],
      },
    },
    {
      id: "what-we-collect",
      heading: {
        en: "What we collect and why",
        es: "Qué datos recogemos y para qué",
        ca: "Quines dades recollim i per a què",
      },
      body: {
        en: [
          { type: "h3", text: "When you visit" },
          {
            type: "p",
            text: "Like any website, the site receives your IP address, the address of the page you ask for and what your browser sends with each request, such as its preferred language and user agent. This is needed to deliver pages, to show a first visit in your browser's language and to protect the site. Cloudflare, which hosts the site, keeps short-lived technical logs of these requests. To stop abuse, some actions (sign-ins, form submissions, downloads) are counted for a short time per IP address, and the emails the forms send are counted per recipient address.",
          },
          { type: "h3", text: "Contact form and resume requests" },
          {
            type: "p",
            text: "When you write through the contact form or ask for the resume, we store your name, email address, subject and message, the reason for writing and your company if you give them, the language of the page, the time and, for the contact form, when you accepted this policy. Adrià receives your message by email so he can reply to you directly, and you receive a confirmation that quotes the beginning of your message. A resume request also gives you a download link, valid for 15 minutes in your browser and for 7 days in the email.",
          },
          { type: "h3", text: "Free excerpts" },
          {
            type: "p",
            text: "To send you a free excerpt we store your name, email address, the excerpt you asked for, the language and the time, and we email you a download link valid for 7 days. Asking for an excerpt does not subscribe you to the newsletter.",
          },
          { type: "h3", text: "Newsletter" },
          {
            type: "p",
            text: "For the newsletter we store your email address, your language and a record of your consent: the page where you subscribed (or the fact that you ticked “stay updated” on the contact form), the time, and when you confirmed or unsubscribed. Nothing is sent until you confirm through the link we email you, which is valid for 7 days. Every newsletter email carries an unsubscribe link, which email programs that offer one-click unsubscribe can also use.",
          },
          { type: "h3", text: "Your account" },
          {
            type: "p",
            text: "To open an account we store your name, email address and password. The password is kept only as a one-way scrypt hash, never in readable form. We also record when the account was created and whether your email address has been confirmed. For each session in which you are signed in we store when it started and when it expires, the IP address and your browser's user agent, so that you can see your sessions and end them from your account.",
          },
          {
            type: "p",
            text: "If you sign in with Google or GitHub (offered only when that option is set up), the service you choose sends us your name, email address, the address of your profile picture and an account identifier, and the sign-in tokens it issues are stored with your account. We never see your Google or GitHub password.",
          },
          { type: "h3", text: "Likes, wishlist and comments" },
          {
            type: "p",
            text: "Likes and wishlist items are stored with your account and the time you added them. How many likes an item has is public; who liked it is not. Your wishlist is private. Comments are public: they are shown with the name on your account and the date. If you report a comment, we record that you reported it; its author is not told who did.",
          },
          { type: "h3", text: "Purchases in La Bodega" },
          {
            type: "p",
            text: "For each order we store what you bought, the price paid for each item, the total, the currency, the status (pending, paid, failed or refunded) and the dates, linked to your account. Payments are handled by Stripe: your card details go directly to Stripe and never pass through or stay on this site; we only learn whether the payment succeeded. To apply the download limits, we count how many times each purchased file has been downloaded. For each download of a purchased file we also record the time, the country it came from, the network it came from cut down to its first part (the first three numbers of an IPv4 address or the first three groups of an IPv6 one, never the whole address) and the kind of device (mobile, tablet or computer), so that we can notice a download link shared publicly; these records are deleted after 90 days. The products in your cart are kept with your account until you buy or remove them.",
          },
          { type: "h3", text: "Delivery of what you bought" },
          {
            type: "p",
            text: "Each ebook you download (EPUB or PDF) is personalised for you: it carries a page that says “This copy belongs to” your name (or no name, for an order placed without an account) with the order's reference, and a random code in its file information that we keep with the order, so that a copy found shared in public can be traced to the order it came from. Your email address is never written into the file. The personalised copy is kept with the order so that it does not have to be made again, and deleted once the order is refunded. If you save a Kindle address in your library, we keep it with your account until you remove it or close the account; each “Send to Kindle” emails that file to the address, through our email provider, to Amazon, and counts as a download. If you agree to be told about new versions of what you own, we store that consent with its date and language, and you can withdraw it in your library at any time. If you ask for more downloads of a file, we store the request (the order, the file and the time) and Adrià receives an email about it with your email address to reply to. If you correct the address a receipt was sent to, the order keeps the corrected address. Your data export includes all of these.",
          },
          { type: "h3", text: "Emails the site sends" },
          {
            type: "p",
            text: "Every email the site sends (confirmations, download links, account messages, the newsletter welcome) is first written to an outbox, so it can be sent again if delivery fails. The outbox keeps the recipient, subject, content and delivery status of each email.",
          },
        ],
        es: [
          { type: "h3", text: "Cuando visitas el sitio" },
          {
            type: "p",
            text: "Como cualquier web, el sitio recibe tu dirección IP, la dirección de la página que pides y lo que tu navegador envía con cada petición, como su idioma preferido y su agente de usuario. Es necesario para servir las páginas, mostrar la primera visita en el idioma de tu navegador y proteger el sitio. Cloudflare, que aloja el sitio, guarda durante poco tiempo registros técnicos de estas peticiones. Para evitar abusos, algunas acciones (inicios de sesión, envíos de formularios, descargas) se cuentan durante un breve periodo por dirección IP, y los correos que envían los formularios se cuentan por dirección de destino.",
          },
          { type: "h3", text: "Formulario de contacto y solicitudes de currículum" },
          {
            type: "p",
            text: "Cuando escribes a través del formulario de contacto o pides el currículum, guardamos tu nombre, tu correo electrónico, el asunto y el mensaje, el motivo del contacto y tu empresa si los indicas, el idioma de la página, la fecha y hora y, en el formulario de contacto, cuándo aceptaste esta política. Adrià recibe tu mensaje por correo para poder responderte directamente, y tú recibes una confirmación que reproduce el principio de tu mensaje. Al pedir el currículum recibes además un enlace de descarga, válido 15 minutos en tu navegador y 7 días en el correo.",
          },
          { type: "h3", text: "Fragmentos gratuitos" },
          {
            type: "p",
            text: "Para enviarte un fragmento gratuito guardamos tu nombre, tu correo electrónico, el fragmento que has pedido, el idioma y la fecha y hora, y te enviamos por correo un enlace de descarga válido durante 7 días. Pedir un fragmento no te suscribe al boletín.",
          },
          { type: "h3", text: "Boletín" },
          {
            type: "p",
            text: "Para el boletín guardamos tu correo electrónico, tu idioma y un registro de tu consentimiento: la página desde la que te suscribiste (o que marcaste «mantenerme informado» en el formulario de contacto), la fecha y hora, y cuándo confirmaste o te diste de baja. No se envía nada hasta que confirmas mediante el enlace que te mandamos por correo, válido durante 7 días. Todos los correos del boletín incluyen un enlace para darte de baja, que también pueden usar los programas de correo que ofrecen la baja con un solo clic.",
          },
          { type: "h3", text: "Tu cuenta" },
          {
            type: "p",
            text: "Para abrir una cuenta guardamos tu nombre, tu correo electrónico y tu contraseña. La contraseña se conserva solo como un hash unidireccional scrypt, nunca de forma legible. También registramos cuándo se creó la cuenta y si has confirmado tu correo. De cada sesión iniciada guardamos cuándo empezó y cuándo caduca, la dirección IP y el agente de usuario de tu navegador, para que puedas ver tus sesiones y cerrarlas desde tu cuenta.",
          },
          {
            type: "p",
            text: "Si inicias sesión con Google o GitHub (solo cuando esa opción está disponible), el servicio que elijas nos envía tu nombre, tu correo electrónico, la dirección de tu foto de perfil y un identificador de cuenta, y los tokens de acceso que emite se guardan con tu cuenta. Nunca vemos tu contraseña de Google o GitHub.",
          },
          { type: "h3", text: "Me gusta, lista de deseos y comentarios" },
          {
            type: "p",
            text: "Los «me gusta» y los artículos de tu lista de deseos se guardan con tu cuenta y la fecha en que los añadiste. El número de «me gusta» de cada elemento es público; quién los ha dado, no. Tu lista de deseos es privada. Los comentarios son públicos: se muestran con el nombre de tu cuenta y la fecha. Si denuncias un comentario, registramos que lo has hecho; a su autor no se le dice quién fue.",
          },
          { type: "h3", text: "Compras en La Bodega" },
          {
            type: "p",
            text: "De cada pedido guardamos lo que has comprado, el precio pagado por cada artículo, el total, la moneda, el estado (pendiente, pagado, fallido o reembolsado) y las fechas, vinculados a tu cuenta. Los pagos los gestiona Stripe: los datos de tu tarjeta van directamente a Stripe y nunca pasan por este sitio ni se guardan en él; nosotros solo sabemos si el pago se ha completado. Para aplicar los límites de descarga, contamos cuántas veces se ha descargado cada archivo comprado. De cada descarga de un archivo comprado también anotamos la hora, el país desde el que se hizo, la red desde la que se hizo reducida a su primera parte (los tres primeros números de una dirección IPv4 o los tres primeros grupos de una IPv6, nunca la dirección entera) y el tipo de dispositivo (móvil, tableta u ordenador), para poder detectar un enlace de descarga compartido públicamente; estos registros se borran a los 90 días. Los productos de tu carrito se guardan con tu cuenta hasta que los compras o los quitas.",
          },
          { type: "h3", text: "Entrega de lo que compras" },
          {
            type: "p",
            text: "Cada libro electrónico que descargas (EPUB o PDF) se personaliza para ti: lleva una página que dice «Este ejemplar pertenece a» tu nombre (o a nadie, en un pedido hecho sin cuenta) con la referencia del pedido, y un código aleatorio en la información del archivo que guardamos con el pedido, para que un ejemplar compartido en público pueda relacionarse con el pedido del que salió. Tu correo electrónico nunca se escribe en el archivo. El ejemplar personalizado se guarda con el pedido para no tener que hacerlo de nuevo, y se borra cuando el pedido se reembolsa. Si guardas una dirección de Kindle en tu biblioteca, la conservamos con tu cuenta hasta que la quitas o cierras la cuenta; cada «Enviar a Kindle» manda ese archivo por correo a esa dirección, a través de nuestro proveedor de correo, a Amazon, y cuenta como una descarga. Si aceptas que te avisemos de las nuevas versiones de lo que tienes, guardamos ese consentimiento con su fecha e idioma, y puedes retirarlo en tu biblioteca cuando quieras. Si pides más descargas de un archivo, guardamos la solicitud (el pedido, el archivo y la hora) y Adrià recibe un correo sobre ella con tu correo electrónico para responderte. Si corriges la dirección a la que se envió un recibo, el pedido conserva la dirección corregida. Tu exportación de datos incluye todo esto.",
          },
          { type: "h3", text: "Correos que envía el sitio" },
          {
            type: "p",
            text: "Cada correo que envía el sitio (confirmaciones, enlaces de descarga, mensajes de la cuenta, la bienvenida al boletín) se guarda primero en una bandeja de salida, para poder reenviarlo si la entrega falla. La bandeja de salida conserva el destinatario, el asunto, el contenido y el estado de entrega de cada correo.",
          },
        ],
        ca: [
          { type: "h3", text: "Quan visites el lloc" },
          {
            type: "p",
            text: "Com qualsevol web, el lloc rep la teva adreça IP, l'adreça de la pàgina que demanes i el que el teu navegador envia amb cada petició, com ara la llengua preferida i l'agent d'usuari. És necessari per servir les pàgines, mostrar la primera visita en la llengua del teu navegador i protegir el lloc. Cloudflare, que allotja el lloc, guarda durant poc temps registres tècnics d'aquestes peticions. Per evitar abusos, algunes accions (inicis de sessió, enviaments de formularis, descàrregues) es compten durant un període breu per adreça IP, i els correus que envien els formularis es compten per adreça de destinació.",
          },
          { type: "h3", text: "Formulari de contacte i sol·licituds de currículum" },
          {
            type: "p",
            text: "Quan escrius a través del formulari de contacte o demanes el currículum, guardem el teu nom, la teva adreça electrònica, l'assumpte i el missatge, el motiu del contacte i la teva empresa si els indiques, la llengua de la pàgina, la data i l'hora i, en el formulari de contacte, quan vas acceptar aquesta política. L'Adrià rep el teu missatge per correu per poder-te respondre directament, i tu reps una confirmació que reprodueix el començament del teu missatge. Quan demanes el currículum, reps a més un enllaç de descàrrega, vàlid 15 minuts al navegador i 7 dies al correu.",
          },
          { type: "h3", text: "Fragments gratuïts" },
          {
            type: "p",
            text: "Per enviar-te un fragment gratuït guardem el teu nom, la teva adreça electrònica, el fragment que has demanat, la llengua i la data i l'hora, i t'enviem per correu un enllaç de descàrrega vàlid durant 7 dies. Demanar un fragment no et subscriu al butlletí.",
          },
          { type: "h3", text: "Butlletí" },
          {
            type: "p",
            text: "Per al butlletí guardem la teva adreça electrònica, la teva llengua i un registre del teu consentiment: la pàgina des de la qual et vas subscriure (o que vas marcar «mantenir-me informat» al formulari de contacte), la data i l'hora, i quan vas confirmar o et vas donar de baixa. No s'envia res fins que confirmes amb l'enllaç que t'enviem per correu, vàlid durant 7 dies. Tots els correus del butlletí inclouen un enllaç per donar-te de baixa, que també poden fer servir els programes de correu que ofereixen la baixa amb un sol clic.",
          },
          { type: "h3", text: "El teu compte" },
          {
            type: "p",
            text: "Per obrir un compte guardem el teu nom, la teva adreça electrònica i la contrasenya. La contrasenya es conserva només com a hash unidireccional scrypt, mai de manera llegible. També registrem quan es va crear el compte i si has confirmat l'adreça electrònica. De cada sessió iniciada guardem quan va començar i quan caduca, l'adreça IP i l'agent d'usuari del navegador, perquè puguis veure les teves sessions i tancar-les des del compte.",
          },
          {
            type: "p",
            text: "Si inicies sessió amb Google o GitHub (només quan aquesta opció està disponible), el servei que triïs ens envia el teu nom, la teva adreça electrònica, l'adreça de la teva foto de perfil i un identificador de compte, i els testimonis d'accés que emet es guarden amb el teu compte. No veiem mai la teva contrasenya de Google o GitHub.",
          },
          { type: "h3", text: "M'agrada, llista de desitjos i comentaris" },
          {
            type: "p",
            text: "Els «m'agrada» i els articles de la llista de desitjos es guarden amb el teu compte i la data en què els vas afegir. El nombre de «m'agrada» de cada element és públic; qui els ha fet, no. La teva llista de desitjos és privada. Els comentaris són públics: es mostren amb el nom del teu compte i la data. Si denuncies un comentari, registrem que ho has fet; al seu autor no se li diu qui ha estat.",
          },
          { type: "h3", text: "Compres a La Bodega" },
          {
            type: "p",
            text: "De cada comanda guardem què has comprat, el preu pagat per cada article, el total, la moneda, l'estat (pendent, pagada, fallida o reemborsada) i les dates, vinculats al teu compte. Els pagaments els gestiona Stripe: les dades de la teva targeta van directament a Stripe i no passen mai per aquest lloc ni s'hi guarden; nosaltres només sabem si el pagament s'ha completat. Per aplicar els límits de descàrrega, comptem quantes vegades s'ha descarregat cada fitxer comprat. De cada descàrrega d'un fitxer comprat també anotem l'hora, el país des d'on s'ha fet, la xarxa des d'on s'ha fet reduïda a la seva primera part (els tres primers números d'una adreça IPv4 o els tres primers grups d'una IPv6, mai l'adreça sencera) i el tipus de dispositiu (mòbil, tauleta o ordinador), per poder detectar un enllaç de descàrrega compartit públicament; aquests registres s'esborren al cap de 90 dies. Els productes de la teva cistella es guarden amb el teu compte fins que els compres o els treus.",
          },
          { type: "h3", text: "Lliurament del que compres" },
          {
            type: "p",
            text: "Cada llibre electrònic que baixes (EPUB o PDF) es personalitza per a tu: porta una pàgina que diu «Aquest exemplar pertany a» el teu nom (o a ningú, en una comanda feta sense compte) amb la referència de la comanda, i un codi aleatori a la informació del fitxer que guardem amb la comanda, perquè un exemplar compartit en públic es pugui relacionar amb la comanda d'on va sortir. La teva adreça electrònica no s'escriu mai al fitxer. L'exemplar personalitzat es guarda amb la comanda per no haver-lo de fer de nou, i s'esborra quan la comanda es reemborsa. Si deses una adreça de Kindle a la teva biblioteca, la conservem amb el teu compte fins que la treus o tanques el compte; cada «Envia al Kindle» envia aquell fitxer per correu a aquella adreça, a través del nostre proveïdor de correu, a Amazon, i compta com una baixada. Si acceptes que t'avisem de les noves versions del que tens, guardem aquest consentiment amb la data i la llengua, i el pots retirar a la teva biblioteca quan vulguis. Si demanes més baixades d'un fitxer, guardem la sol·licitud (la comanda, el fitxer i l'hora) i l'Adrià rep un correu sobre ella amb la teva adreça electrònica per respondre't. Si corregeixes l'adreça a la qual es va enviar un rebut, la comanda conserva l'adreça corregida. La teva exportació de dades ho inclou tot.",
          },
          { type: "h3", text: "Correus que envia el lloc" },
          {
            type: "p",
            text: "Cada correu que envia el lloc (confirmacions, enllaços de descàrrega, missatges del compte, la benvinguda al butlletí) es desa primer en una safata de sortida, perquè es pugui tornar a enviar si el lliurament falla. La safata de sortida conserva el destinatari, l'assumpte, el contingut i l'estat de lliurament de cada correu.",
          },
        ],
      },
    },
    {
      id: "counting-visits",
      heading: {
        en: "How visits are counted",
        es: "Cómo se cuentan las visitas",
        ca: "Com es compten les visites",
      },
      body: {
        en: [
          {
            type: "p",
            text: "To know which pages are read, the site counts visits itself, without cookies and without any outside analytics service. Only totals per day are kept.",
          },
          {
            type: "list",
            items: [
              "*What is counted*: the page you view, its language, the website that linked to it (its name only, such as google.com), your country as Cloudflare reports it, and whether you use a phone, a tablet or a computer. Each view adds one to that day's totals.",
              "*What is not kept*: no cookie is set, and neither your IP address nor your browser's user agent is stored. Nothing builds a profile of you or follows you from one day to the next.",
              "*Unique visitors*: to count people as well as views, your IP address and user agent are turned into a code with a random value (a salt) that changes every day. The code only tells whether you were already counted that day; the salt and the codes are deleted once the day is over, leaving only the day's number.",
              "*Sign-ups and messages*: when you subscribe, open an account or send a form, one is added to the count of the page you sent it from.",
              "*Not counted*: search engines and other bots, and the author's own visits while he works on the site.",
            ],
          },
        ],
        es: [
          {
            type: "p",
            text: "Para saber qué páginas se leen, el propio sitio cuenta las visitas, sin cookies y sin ningún servicio externo de analítica. Solo se guardan totales por día.",
          },
          {
            type: "list",
            items: [
              "*Qué se cuenta*: la página que ves, su idioma, el sitio web que enlazó a ella (solo su nombre, como google.com), tu país según lo indica Cloudflare y si usas un móvil, una tableta o un ordenador. Cada visita suma uno a los totales de ese día.",
              "*Qué no se guarda*: no se usa ninguna cookie, y no se guardan ni tu dirección IP ni el agente de usuario de tu navegador. Nada crea un perfil tuyo ni te sigue de un día a otro.",
              "*Visitantes únicos*: para contar personas además de visitas, tu dirección IP y tu agente de usuario se convierten en un código con un valor aleatorio (una sal) que cambia cada día. El código solo dice si ya se te ha contado ese día; la sal y los códigos se borran en cuanto termina el día y solo queda el número del día.",
              "*Suscripciones y mensajes*: cuando te suscribes, abres una cuenta o envías un formulario, se suma uno al recuento de la página desde la que lo enviaste.",
              "*Qué no se cuenta*: los buscadores y otros bots, ni las visitas del propio autor mientras trabaja en el sitio.",
            ],
          },
        ],
        ca: [
          {
            type: "p",
            text: "Per saber quines pàgines es llegeixen, el mateix lloc compta les visites, sense galetes i sense cap servei extern d'analítica. Només es guarden totals per dia.",
          },
          {
            type: "list",
            items: [
              "*Què es compta*: la pàgina que veus, la seva llengua, el lloc web que hi va enllaçar (només el nom, com ara google.com), el teu país segons l'indica Cloudflare i si fas servir un mòbil, una tauleta o un ordinador. Cada visita suma u als totals d'aquell dia.",
              "*Què no es guarda*: no es fa servir cap galeta, i no es guarden ni la teva adreça IP ni l'agent d'usuari del navegador. Res no crea un perfil teu ni et segueix d'un dia a l'altre.",
              "*Visitants únics*: per comptar persones a més de visites, la teva adreça IP i el teu agent d'usuari es converteixen en un codi amb un valor aleatori (una sal) que canvia cada dia. El codi només diu si ja se t'ha comptat aquell dia; la sal i els codis s'esborren tan bon punt s'acaba el dia i només en queda el nombre del dia.",
              "*Subscripcions i missatges*: quan et subscrius, obres un compte o envies un formulari, se suma u al recompte de la pàgina des d'on l'has enviat.",
              "*Què no es compta*: els cercadors i altres bots, ni les visites del mateix autor mentre treballa al lloc.",
            ],
          },
        ],
      },
    },
    {
      id: "legal-bases",
      heading: {
        en: "Legal bases",
        es: "Bases jurídicas",
        ca: "Bases jurídiques",
      },
      body: {
        en: [
          {
            type: "p",
            text: "The General Data Protection Regulation (GDPR) allows personal data to be processed only on a legal basis. These are ours:",
          },
          {
            type: "list",
            items: [
              "*Contract* (article 6.1.b GDPR): your account and its features (likes, wishlist, comments), your purchases, their delivery and downloads, and sending you the excerpt or resume you asked for.",
              "*Consent* (article 6.1.a): the newsletter, and loading a YouTube, Spotify or SlideShare embed when you click it. You can withdraw your consent at any time, without affecting anything done before.",
              "*Legitimate interests* (article 6.1.f): replying to your messages; keeping the site secure and free of abuse (the bot check, rate limits, session records and technical logs); moderating comments; counting visits in aggregate, without identifying anyone, to learn which pages are read; and keeping a record of consents and of the emails sent. You can object to this processing (see *Your rights*).",
              "*Legal obligation* (article 6.1.c): keeping order and payment records as Spanish tax and accounting law requires.",
            ],
          },
        ],
        es: [
          {
            type: "p",
            text: "El Reglamento General de Protección de Datos (RGPD) solo permite tratar datos personales con una base jurídica. Estas son las nuestras:",
          },
          {
            type: "list",
            items: [
              "*Ejecución de un contrato* (artículo 6.1.b RGPD): tu cuenta y sus funciones («me gusta», lista de deseos, comentarios), tus compras, su entrega y descargas, y el envío del fragmento o del currículum que has pedido.",
              "*Consentimiento* (artículo 6.1.a): el boletín y la carga de un contenido de YouTube, Spotify o SlideShare cuando haces clic en él. Puedes retirar tu consentimiento en cualquier momento, sin que eso afecte a lo hecho antes.",
              "*Interés legítimo* (artículo 6.1.f): responder a tus mensajes; mantener el sitio seguro y libre de abusos (la verificación antibots, los límites de peticiones, los registros de sesión y los registros técnicos); moderar los comentarios; contar las visitas en conjunto, sin identificar a nadie, para saber qué páginas se leen, y conservar constancia de los consentimientos y de los correos enviados. Puedes oponerte a este tratamiento (consulta *Tus derechos*).",
              "*Obligación legal* (artículo 6.1.c): conservar los registros de pedidos y pagos que exige la normativa fiscal y contable española.",
            ],
          },
        ],
        ca: [
          {
            type: "p",
            text: "El Reglament general de protecció de dades (RGPD) només permet tractar dades personals amb una base jurídica. Aquestes són les nostres:",
          },
          {
            type: "list",
            items: [
              "*Execució d'un contracte* (article 6.1.b RGPD): el teu compte i les seves funcions («m'agrada», llista de desitjos, comentaris), les teves compres, el seu lliurament i les descàrregues, i l'enviament del fragment o del currículum que has demanat.",
              "*Consentiment* (article 6.1.a): el butlletí i la càrrega d'un contingut de YouTube, Spotify o SlideShare quan hi fas clic. Pots retirar el consentiment en qualsevol moment, sense que això afecti el que s'ha fet abans.",
              "*Interès legítim* (article 6.1.f): respondre els teus missatges; mantenir el lloc segur i lliure d'abusos (la verificació antibots, els límits de peticions, els registres de sessió i els registres tècnics); moderar els comentaris; comptar les visites en conjunt, sense identificar ningú, per saber quines pàgines es llegeixen, i conservar constància dels consentiments i dels correus enviats. Et pots oposar a aquest tractament (consulta *Els teus drets*).",
              "*Obligació legal* (article 6.1.c): conservar els registres de comandes i pagaments que exigeix la normativa fiscal i comptable espanyola.",
            ],
          },
        ],
      },
    },
    {
      id: "retention",
      heading: {
        en: "How long we keep it",
        es: "Cuánto tiempo conservamos los datos",
        ca: "Quant de temps conservem les dades",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "*Rate-limit counters* (IP addresses and email addresses used to count attempts): deleted automatically after 24 hours.",
              "*Technical logs* at Cloudflare: a few days.",
              "*Download records of purchased files* (time, country, shortened network, kind of device): deleted automatically after 90 days; the count of downloads per file stays with the order.",
              "*Visit counts*: the daily totals, which identify no one, are kept. The day's salt and the visitor codes made with it are deleted as soon as the day is over.",
              "*Links in emails*: password reset links expire after 1 hour, account confirmation links after 24 hours, newsletter confirmation links and emailed download links after 7 days, and download links in your browser after 15 minutes.",
              "*Sessions*: a session expires after 30 days without use. Its record is deleted when you sign out, end it from your account, reset your password (which ends all your sessions) or delete your account.",
              "*Your account, likes, wishlist and comments*: for as long as your account exists. Deleting the account deletes them.",
              "*Orders*: for as long as Spanish tax and commercial law requires accounting records to be kept (generally six years). If you delete your account, your orders are kept but are no longer linked to you.",
              "*Contact messages and resume requests*: for as long as needed to deal with your message and any conversation that follows, and deleted whenever you ask.",
              "*Excerpt requests*: kept so we know who received which excerpt and can help if a download fails, and deleted whenever you ask.",
              "*Newsletter*: while you are subscribed. After you unsubscribe, your address stays marked as unsubscribed, together with the record of your consent and its withdrawal, so that we can prove both and never email you by mistake; ask us and we will erase it completely. A sign-up that is never confirmed receives nothing and is erased whenever you ask.",
              "*Copies of emails in the outbox*: kept as a record of what the site sent, and deleted whenever you ask.",
              "*Cookies and browser storage*: see *Cookies and browser storage* below.",
            ],
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "*Contadores de límite de peticiones* (direcciones IP y de correo usadas para contar intentos): se borran automáticamente a las 24 horas.",
              "*Registros técnicos* en Cloudflare: unos pocos días.",
              "*Registros de descargas de archivos comprados* (hora, país, red reducida, tipo de dispositivo): se borran automáticamente a los 90 días; el recuento de descargas de cada archivo se queda con el pedido.",
              "*Recuentos de visitas*: se conservan los totales diarios, que no identifican a nadie. La sal del día y los códigos de visitante hechos con ella se borran en cuanto termina el día.",
              "*Enlaces de los correos*: los de restablecimiento de contraseña caducan en 1 hora; los de confirmación de cuenta, en 24 horas; los de confirmación del boletín y los de descarga enviados por correo, en 7 días, y los de descarga en tu navegador, en 15 minutos.",
              "*Sesiones*: una sesión caduca tras 30 días sin uso. Su registro se borra cuando cierras la sesión, la terminas desde tu cuenta, restableces tu contraseña (lo que cierra todas tus sesiones) o eliminas tu cuenta.",
              "*Tu cuenta, tus «me gusta», tu lista de deseos y tus comentarios*: mientras exista tu cuenta. Al eliminarla, se borran.",
              "*Pedidos*: durante el plazo en que la normativa fiscal y mercantil española obliga a conservar la documentación contable (por lo general, seis años). Si eliminas tu cuenta, los pedidos se conservan, pero dejan de estar vinculados a ti.",
              "*Mensajes de contacto y solicitudes de currículum*: el tiempo necesario para atender tu mensaje y la conversación que le siga; se borran en cuanto lo pidas.",
              "*Solicitudes de fragmentos*: se conservan para saber quién ha recibido cada fragmento y poder ayudarte si falla una descarga; se borran en cuanto lo pidas.",
              "*Boletín*: mientras estés suscrito. Cuando te das de baja, tu dirección queda marcada como dada de baja, junto con el registro de tu consentimiento y de su retirada, para poder acreditar ambos y no escribirte nunca por error; si nos lo pides, la borramos por completo. Una suscripción que nunca se confirma no recibe nada y se borra en cuanto lo pidas.",
              "*Copias de los correos en la bandeja de salida*: se conservan como constancia de lo que ha enviado el sitio y se borran en cuanto lo pidas.",
              "*Cookies y almacenamiento del navegador*: consulta *Cookies y almacenamiento del navegador* más abajo.",
            ],
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "*Comptadors de límit de peticions* (adreces IP i de correu que es fan servir per comptar intents): s'esborren automàticament al cap de 24 hores.",
              "*Registres tècnics* a Cloudflare: uns quants dies.",
              "*Registres de descàrregues de fitxers comprats* (hora, país, xarxa reduïda, tipus de dispositiu): s'esborren automàticament al cap de 90 dies; el recompte de descàrregues de cada fitxer es queda amb la comanda.",
              "*Recomptes de visites*: es conserven els totals diaris, que no identifiquen ningú. La sal del dia i els codis de visitant fets amb ella s'esborren tan bon punt s'acaba el dia.",
              "*Enllaços dels correus*: els de restabliment de contrasenya caduquen en 1 hora; els de confirmació del compte, en 24 hores; els de confirmació del butlletí i els de descàrrega enviats per correu, en 7 dies, i els de descàrrega al navegador, en 15 minuts.",
              "*Sessions*: una sessió caduca després de 30 dies sense ús. El seu registre s'esborra quan tanques la sessió, la finalitzes des del compte, restableixes la contrasenya (cosa que tanca totes les sessions) o elimines el compte.",
              "*El teu compte, els teus «m'agrada», la llista de desitjos i els comentaris*: mentre existeixi el compte. Quan l'elimines, s'esborren.",
              "*Comandes*: durant el termini en què la normativa fiscal i mercantil espanyola obliga a conservar la documentació comptable (en general, sis anys). Si elimines el compte, les comandes es conserven, però deixen d'estar vinculades a tu.",
              "*Missatges de contacte i sol·licituds de currículum*: el temps necessari per atendre el teu missatge i la conversa que en surti; s'esborren tan bon punt ho demanis.",
              "*Sol·licituds de fragments*: es conserven per saber qui ha rebut cada fragment i poder-te ajudar si falla una descàrrega; s'esborren tan bon punt ho demanis.",
              "*Butlletí*: mentre hi estiguis subscrit. Quan et dones de baixa, la teva adreça queda marcada com a donada de baixa, juntament amb el registre del consentiment i de la seva retirada, per poder acreditar totes dues coses i no escriure't mai per error; si ens ho demanes, l'esborrem del tot. Una subscripció que no es confirma mai no rep res i s'esborra tan bon punt ho demanis.",
              "*Còpies dels correus a la safata de sortida*: es conserven com a constància del que ha enviat el lloc i s'esborren tan bon punt ho demanis.",
              "*Galetes i emmagatzematge del navegador*: consulta *Galetes i emmagatzematge del navegador* més avall.",
            ],
          },
        ],
      },
    },
    {
      id: "processors",
      heading: {
        en: "Who else handles your data",
        es: "Quién más trata tus datos",
        ca: "Qui més tracta les teves dades",
      },
      body: {
        en: [
          {
            type: "p",
            text: "We don't sell or rent your data, and we don't share it for advertising. The following services process it on our behalf under data processing terms or, where stated, as controllers in their own right:",
          },
          {
            type: "list",
            items: [
              "*Cloudflare* (Cloudflare, Inc., USA): hosting, the database, file storage, technical logs and Turnstile, the bot check that protects the forms. The bot check's script loads only when you start filling in a form. [Cloudflare's privacy policy](https://www.cloudflare.com/privacypolicy/).",
              "*Resend* (Resend, Inc., USA): delivers the emails the site sends. [Resend's privacy policy](https://resend.com/legal/privacy-policy).",
              "*Stripe* (Stripe Payments Europe, Ltd., Ireland, and its group): processes payments in La Bodega. For fraud prevention and its own legal duties, Stripe acts as a separate controller. [Stripe's privacy policy](https://stripe.com/privacy).",
              "*Google* and *GitHub*: only if you choose to sign in with them. They remain the controllers of your account with them. [Google's privacy policy](https://policies.google.com/privacy), [GitHub's privacy statement](https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement).",
              "*YouTube* (Google), *Spotify* and *SlideShare* (Scribd): only after you click an embedded video, playlist or slide deck. From then on they receive your IP address and may set their own cookies, under their own policies. Videos use YouTube's privacy-enhanced mode (youtube-nocookie.com).",
            ],
          },
          {
            type: "p",
            text: "We may also disclose data when the law requires it, for example to a court or to the tax authorities.",
          },
        ],
        es: [
          {
            type: "p",
            text: "No vendemos ni alquilamos tus datos, ni los compartimos con fines publicitarios. Los siguientes servicios los tratan por cuenta nuestra, con un contrato de encargo del tratamiento o, cuando se indica, como responsables independientes:",
          },
          {
            type: "list",
            items: [
              "*Cloudflare* (Cloudflare, Inc., EE. UU.): alojamiento, base de datos, almacenamiento de archivos, registros técnicos y Turnstile, la verificación antibots que protege los formularios. Su script solo se carga cuando empiezas a rellenar un formulario. [Política de privacidad de Cloudflare](https://www.cloudflare.com/privacypolicy/).",
              "*Resend* (Resend, Inc., EE. UU.): entrega los correos que envía el sitio. [Política de privacidad de Resend](https://resend.com/legal/privacy-policy).",
              "*Stripe* (Stripe Payments Europe, Ltd., Irlanda, y su grupo): procesa los pagos de La Bodega. Para la prevención del fraude y sus propias obligaciones legales, Stripe actúa como responsable independiente. [Política de privacidad de Stripe](https://stripe.com/privacy).",
              "*Google* y *GitHub*: solo si decides iniciar sesión con ellos. Siguen siendo responsables de tu cuenta en sus servicios. [Política de privacidad de Google](https://policies.google.com/privacy), [declaración de privacidad de GitHub](https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement).",
              "*YouTube* (Google), *Spotify* y *SlideShare* (Scribd): solo después de que hagas clic en un vídeo, una lista de reproducción o una presentación insertados. A partir de ese momento reciben tu dirección IP y pueden instalar sus propias cookies, conforme a sus propias políticas. Los vídeos usan el modo de privacidad mejorada de YouTube (youtube-nocookie.com).",
            ],
          },
          {
            type: "p",
            text: "También podemos comunicar datos cuando la ley lo exija, por ejemplo a un juzgado o a la Administración tributaria.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "No venem ni lloguem les teves dades, ni les compartim amb finalitats publicitàries. Els serveis següents les tracten per compte nostre, amb un contracte d'encàrrec del tractament o, quan s'indica, com a responsables independents:",
          },
          {
            type: "list",
            items: [
              "*Cloudflare* (Cloudflare, Inc., EUA): allotjament, base de dades, emmagatzematge de fitxers, registres tècnics i Turnstile, la verificació antibots que protegeix els formularis. El seu script només es carrega quan comences a omplir un formulari. [Política de privadesa de Cloudflare](https://www.cloudflare.com/privacypolicy/).",
              "*Resend* (Resend, Inc., EUA): lliura els correus que envia el lloc. [Política de privadesa de Resend](https://resend.com/legal/privacy-policy).",
              "*Stripe* (Stripe Payments Europe, Ltd., Irlanda, i el seu grup): processa els pagaments de La Bodega. Per a la prevenció del frau i les seves pròpies obligacions legals, Stripe actua com a responsable independent. [Política de privadesa de Stripe](https://stripe.com/privacy).",
              "*Google* i *GitHub*: només si decideixes iniciar sessió amb ells. Continuen sent responsables del teu compte en els seus serveis. [Política de privadesa de Google](https://policies.google.com/privacy), [declaració de privadesa de GitHub](https://docs.github.com/en/site-policy/privacy-policies/github-general-privacy-statement).",
              "*YouTube* (Google), *Spotify* i *SlideShare* (Scribd): només després que facis clic en un vídeo, una llista de reproducció o una presentació inserits. A partir d'aquell moment reben la teva adreça IP i poden instal·lar les seves pròpies galetes, d'acord amb les seves polítiques. Els vídeos fan servir el mode de privadesa millorada de YouTube (youtube-nocookie.com).",
            ],
          },
          {
            type: "p",
            text: "També podem comunicar dades quan la llei ho exigeixi, per exemple a un jutjat o a l'Administració tributària.",
          },
        ],
      },
    },
    {
      id: "transfers",
      heading: {
        en: "International transfers",
        es: "Transferencias internacionales",
        ca: "Transferències internacionals",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Some of these providers are based in the United States or process data there. When data leaves the European Economic Area, we rely on the European Commission's adequacy decision for the EU–US Data Privacy Framework, for providers certified under it, or otherwise on the Commission's standard contractual clauses, together with the additional safeguards the providers offer. You can ask us for details of any transfer.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Algunos de estos proveedores tienen su sede en Estados Unidos o tratan datos allí. Cuando los datos salen del Espacio Económico Europeo, nos basamos en la decisión de adecuación de la Comisión Europea sobre el Marco de Privacidad de Datos UE-EE. UU., para los proveedores adheridos a él, o, en su defecto, en las cláusulas contractuales tipo de la Comisión, junto con las garantías adicionales que ofrecen los proveedores. Puedes pedirnos información detallada sobre cualquier transferencia.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Alguns d'aquests proveïdors tenen la seu als Estats Units o hi tracten dades. Quan les dades surten de l'Espai Econòmic Europeu, ens basem en la decisió d'adequació de la Comissió Europea sobre el Marc de Privadesa de Dades UE-EUA, per als proveïdors que s'hi han adherit, o, si no, en les clàusules contractuals tipus de la Comissió, juntament amb les garanties addicionals que ofereixen els proveïdors. Ens pots demanar informació detallada sobre qualsevol transferència.",
          },
        ],
      },
    },
    {
      id: "cookies",
      heading: {
        en: "Cookies and browser storage",
        es: "Cookies y almacenamiento del navegador",
        ca: "Galetes i emmagatzematge del navegador",
      },
      body: {
        en: [
          {
            type: "p",
            text: "The site uses no advertising, analytics or tracking cookies, which is why there is no cookie banner. It stores only what it needs to work or what you asked for, which Spanish law (article 22.2 of the LSSI) allows without consent:",
          },
          {
            type: "list",
            items: [
              "*better-auth.session_token* (cookie; called *__Secure-better-auth.session_token* on the secure site): keeps you signed in. Set only when you sign in, it lasts up to 30 days and can't be read by scripts on the page.",
              "*better-auth.state* (cookie): set only while you sign in with Google or GitHub, for up to 5 minutes, to protect that sign-in from forgery.",
              "*language* (cookie and local storage): remembers the language you chose, so the site never switches it for you. Set only when you pick a language; the cookie lasts one year.",
              "*lastVisit*, *hasSeenConstructionNotification* and *lastNotificationShown* (local storage): when you last visited and whether you have seen the notice that the site is still being built, so that it doesn't keep appearing. They stay in your browser and are never sent to us.",
              "*hasNavigated* (session storage): notes that you have moved on from the first page you opened; it disappears when you close the tab.",
              "*la-bodega:cart* (local storage): the products you put in La Bodega's cart before signing in (their names only, never prices or personal data). When you sign in it joins your account's cart and is removed from the browser.",
            ],
          },
          {
            type: "p",
            text: "You can delete all of these in your browser settings; you will be signed out and the site will forget your language choice.",
          },
          {
            type: "p",
            text: "Videos, playlists and slide decks from YouTube, Spotify and SlideShare are shown as placeholders. Nothing is loaded from those services until you click; after that, their own cookies and policies apply.",
          },
        ],
        es: [
          {
            type: "p",
            text: "El sitio no usa cookies publicitarias, analíticas ni de seguimiento, y por eso no hay aviso de cookies. Solo guarda lo que necesita para funcionar o lo que tú has pedido, algo que la ley española (artículo 22.2 de la LSSI) permite sin consentimiento:",
          },
          {
            type: "list",
            items: [
              "*better-auth.session_token* (cookie; se llama *__Secure-better-auth.session_token* en el sitio seguro): mantiene tu sesión iniciada. Solo se crea al iniciar sesión, dura hasta 30 días y los scripts de la página no pueden leerla.",
              "*better-auth.state* (cookie): solo mientras inicias sesión con Google o GitHub, durante un máximo de 5 minutos, para proteger ese inicio de sesión frente a suplantaciones.",
              "*language* (cookie y almacenamiento local): recuerda el idioma que elegiste, para que el sitio nunca te lo cambie. Solo se crea cuando eliges un idioma; la cookie dura un año.",
              "*lastVisit*, *hasSeenConstructionNotification* y *lastNotificationShown* (almacenamiento local): cuándo fue tu última visita y si ya has visto el aviso de que el sitio sigue en construcción, para que no aparezca una y otra vez. Se quedan en tu navegador y nunca se nos envían.",
              "*hasNavigated* (almacenamiento de sesión): anota que ya has pasado de la primera página que abriste; desaparece al cerrar la pestaña.",
              "*la-bodega:cart* (almacenamiento local): los productos que añades al carrito de La Bodega antes de iniciar sesión (solo cuáles son, nunca precios ni datos personales). Al iniciar sesión se unen al carrito de tu cuenta y se borran del navegador.",
            ],
          },
          {
            type: "p",
            text: "Puedes borrar todo esto desde la configuración de tu navegador; se cerrará tu sesión y el sitio olvidará el idioma que elegiste.",
          },
          {
            type: "p",
            text: "Los vídeos, listas de reproducción y presentaciones de YouTube, Spotify y SlideShare se muestran como marcadores. No se carga nada de esos servicios hasta que haces clic; a partir de entonces se aplican sus propias cookies y políticas.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "El lloc no fa servir galetes publicitàries, analítiques ni de seguiment, i per això no hi ha avís de galetes. Només desa el que necessita per funcionar o el que tu has demanat, cosa que la llei espanyola (article 22.2 de la LSSI) permet sense consentiment:",
          },
          {
            type: "list",
            items: [
              "*better-auth.session_token* (galeta; es diu *__Secure-better-auth.session_token* al lloc segur): manté la sessió iniciada. Només es crea quan inicies sessió, dura fins a 30 dies i els scripts de la pàgina no la poden llegir.",
              "*better-auth.state* (galeta): només mentre inicies sessió amb Google o GitHub, durant un màxim de 5 minuts, per protegir aquest inici de sessió contra suplantacions.",
              "*language* (galeta i emmagatzematge local): recorda la llengua que vas triar, perquè el lloc no te la canviï mai. Només es crea quan tries una llengua; la galeta dura un any.",
              "*lastVisit*, *hasSeenConstructionNotification* i *lastNotificationShown* (emmagatzematge local): quan va ser la teva última visita i si ja has vist l'avís que el lloc encara està en construcció, perquè no aparegui una vegada i una altra. Es queden al teu navegador i no se'ns envien mai.",
              "*hasNavigated* (emmagatzematge de sessió): anota que ja has passat de la primera pàgina que vas obrir; desapareix quan tanques la pestanya.",
              "*la-bodega:cart* (emmagatzematge local): els productes que afegeixes a la cistella de La Bodega abans d'iniciar la sessió (només quins són, mai preus ni dades personals). En iniciar la sessió s'uneixen a la cistella del teu compte i s'esborren del navegador.",
            ],
          },
          {
            type: "p",
            text: "Pots esborrar tot això des de la configuració del navegador; es tancarà la sessió i el lloc oblidarà la llengua que vas triar.",
          },
          {
            type: "p",
            text: "Els vídeos, les llistes de reproducció i les presentacions de YouTube, Spotify i SlideShare es mostren com a marcadors. No es carrega res d'aquests serveis fins que hi fas clic; a partir d'aquell moment s'hi apliquen les seves galetes i polítiques.",
          },
        ],
      },
    },
    {
      id: "rights",
      heading: {
        en: "Your rights",
        es: "Tus derechos",
        ca: "Els teus drets",
      },
      body: {
        en: [
          { type: "p", text: "Under the GDPR and Spain's data protection law (LOPDGDD) you have the right to:" },
          {
            type: "list",
            items: [
              "*access* the data we hold about you and receive a copy;",
              "*rectify* data that is wrong or incomplete;",
              "*erase* your data when it is no longer needed or you withdraw your consent;",
              "*restrict* processing while a complaint or correction is being dealt with;",
              "*portability*: receive the data you gave us in a structured, machine-readable format;",
              "*object* to processing based on legitimate interests;",
              "*withdraw your consent* at any time, for example by unsubscribing from the newsletter.",
            ],
          },
          { type: "h3", text: "Do it yourself" },
          {
            type: "p",
            text: "When signed in, you can use [your account](/account) to change your name and email address, change your password, see and end your sessions, download a copy of your data as a JSON file and delete your account. The download includes your profile, sign-in methods, sessions, likes, wishlist, comments and orders, plus the newsletter record, contact messages and excerpt requests sent from your account's email address. It never includes passwords or security tokens.",
          },
          {
            type: "p",
            text: "Deleting your account erases it at once, together with its sessions, sign-in methods, likes, wishlist, comments and the reports you made. Orders are kept for accounting but are no longer linked to you. Your newsletter subscription, contact messages and excerpt requests are not part of the account: unsubscribe with the link in any newsletter email, or write to us to have them erased.",
          },
          { type: "h3", text: "Ask us" },
          {
            type: "p",
            text: "For anything else, write to hello@adriavidal.com. We will answer within one month at the latest, usually much sooner, and may ask you to confirm that the request comes from you, for example by writing from the address we hold.",
          },
          {
            type: "p",
            text: "If you believe your data has been mishandled, you can complain to the Spanish data protection authority, the [Agencia Española de Protección de Datos (AEPD)](https://www.aepd.es), or to the authority of the country where you live. We would be grateful for the chance to put it right with you first.",
          },
        ],
        es: [
          {
            type: "p",
            text: "De acuerdo con el RGPD y la Ley Orgánica de Protección de Datos (LOPDGDD), tienes derecho a:",
          },
          {
            type: "list",
            items: [
              "*acceder* a los datos que tenemos sobre ti y obtener una copia;",
              "*rectificar* los datos inexactos o incompletos;",
              "*suprimir* tus datos cuando ya no sean necesarios o retires tu consentimiento;",
              "*limitar* el tratamiento mientras se resuelve una reclamación o una corrección;",
              "*portabilidad*: recibir los datos que nos diste en un formato estructurado y legible por máquina;",
              "*oponerte* al tratamiento basado en el interés legítimo;",
              "*retirar tu consentimiento* en cualquier momento, por ejemplo dándote de baja del boletín.",
            ],
          },
          { type: "h3", text: "Hazlo tú mismo" },
          {
            type: "p",
            text: "Con la sesión iniciada, desde [tu cuenta](/account) puedes cambiar tu nombre y tu correo electrónico, cambiar la contraseña, ver y cerrar tus sesiones, descargar una copia de tus datos en un archivo JSON y eliminar tu cuenta. La descarga incluye tu perfil, tus métodos de inicio de sesión, sesiones, «me gusta», lista de deseos, comentarios y pedidos, además del registro del boletín, los mensajes de contacto y las solicitudes de fragmentos enviados desde el correo de tu cuenta. Nunca incluye contraseñas ni tokens de seguridad.",
          },
          {
            type: "p",
            text: "Al eliminar tu cuenta, se borra al instante junto con sus sesiones, métodos de inicio de sesión, «me gusta», lista de deseos, comentarios y las denuncias que hayas hecho. Los pedidos se conservan a efectos contables, pero dejan de estar vinculados a ti. Tu suscripción al boletín, tus mensajes de contacto y tus solicitudes de fragmentos no forman parte de la cuenta: date de baja con el enlace de cualquier correo del boletín o escríbenos para que los borremos.",
          },
          { type: "h3", text: "Pídenoslo" },
          {
            type: "p",
            text: "Para cualquier otra cosa, escribe a hello@adriavidal.com. Te responderemos en el plazo máximo de un mes, normalmente mucho antes, y podemos pedirte que confirmes que la solicitud es tuya, por ejemplo escribiendo desde la dirección que tenemos registrada.",
          },
          {
            type: "p",
            text: "Si crees que tus datos no se han tratado correctamente, puedes presentar una reclamación ante la [Agencia Española de Protección de Datos (AEPD)](https://www.aepd.es) o ante la autoridad del país en el que vivas. Te agradeceremos que antes nos des la oportunidad de resolverlo contigo.",
          },
        ],
        ca: [
          { type: "p", text: "D'acord amb el RGPD i la Llei orgànica de protecció de dades (LOPDGDD), tens dret a:" },
          {
            type: "list",
            items: [
              "*accedir* a les dades que tenim sobre tu i obtenir-ne una còpia;",
              "*rectificar* les dades inexactes o incompletes;",
              "*suprimir* les teves dades quan ja no siguin necessàries o retiris el consentiment;",
              "*limitar* el tractament mentre es resol una reclamació o una correcció;",
              "*portabilitat*: rebre les dades que ens vas donar en un format estructurat i llegible per màquina;",
              "*oposar-te* al tractament basat en l'interès legítim;",
              "*retirar el consentiment* en qualsevol moment, per exemple donant-te de baixa del butlletí.",
            ],
          },
          { type: "h3", text: "Fes-ho tu mateix" },
          {
            type: "p",
            text: "Amb la sessió iniciada, des del [teu compte](/account) pots canviar el nom i l'adreça electrònica, canviar la contrasenya, veure i tancar les teves sessions, descarregar una còpia de les teves dades en un fitxer JSON i eliminar el compte. La descàrrega inclou el perfil, els mètodes d'inici de sessió, les sessions, els «m'agrada», la llista de desitjos, els comentaris i les comandes, a més del registre del butlletí, els missatges de contacte i les sol·licituds de fragments enviats des de l'adreça del teu compte. No inclou mai contrasenyes ni testimonis de seguretat.",
          },
          {
            type: "p",
            text: "Quan elimines el compte, s'esborra a l'instant juntament amb les sessions, els mètodes d'inici de sessió, els «m'agrada», la llista de desitjos, els comentaris i les denúncies que hagis fet. Les comandes es conserven a efectes comptables, però deixen d'estar vinculades a tu. La subscripció al butlletí, els missatges de contacte i les sol·licituds de fragments no formen part del compte: dona't de baixa amb l'enllaç de qualsevol correu del butlletí o escriu-nos perquè els esborrem.",
          },
          { type: "h3", text: "Demana-ho" },
          {
            type: "p",
            text: "Per a qualsevol altra cosa, escriu a hello@adriavidal.com. Et respondrem en el termini màxim d'un mes, normalment molt abans, i és possible que et demanem que confirmis que la sol·licitud és teva, per exemple escrivint des de l'adreça que tenim registrada.",
          },
          {
            type: "p",
            text: "Si creus que les teves dades no s'han tractat correctament, pots presentar una reclamació davant l'[Agència Espanyola de Protecció de Dades (AEPD)](https://www.aepd.es) o davant l'autoritat del país on visquis. T'agrairem que abans ens donis l'oportunitat de resoldre-ho amb tu.",
          },
        ],
      },
    },
    {
      id: "children",
      heading: {
        en: "Children",
        es: "Menores",
        ca: "Menors",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Accounts are for people aged 14 or over, the age from which Spanish law (article 7 of the LOPDGDD) allows someone to consent to the processing of their own data. If you are under 14, please don't open an account or send us your details; ask a parent or guardian to get in touch instead.",
          },
          {
            type: "p",
            text: "The IMALIVE books are written for readers aged 8 to 12, but purchases in La Bodega are made by adults: a parent or another grown-up buys the books for younger readers. If we learn that we hold data from a child under 14 without a parent's or guardian's consent, we delete it.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Las cuentas son para personas de 14 años o más, la edad a partir de la cual la ley española (artículo 7 de la LOPDGDD) permite consentir el tratamiento de los propios datos. Si tienes menos de 14 años, no abras una cuenta ni nos envíes tus datos; pide a tu madre, a tu padre o a tu tutor que se pongan en contacto con nosotros.",
          },
          {
            type: "p",
            text: "Los libros de IMALIVE están escritos para lectores de 8 a 12 años, pero las compras en La Bodega las hacen personas adultas: un padre, una madre u otro adulto compra los libros para los lectores más jóvenes. Si descubrimos que tenemos datos de un menor de 14 años sin el consentimiento de sus padres o tutores, los borramos.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Els comptes són per a persones de 14 anys o més, l'edat a partir de la qual la llei espanyola (article 7 de la LOPDGDD) permet consentir el tractament de les pròpies dades. Si tens menys de 14 anys, no obris un compte ni ens enviïs les teves dades; demana a la teva mare, al teu pare o al teu tutor que es posin en contacte amb nosaltres.",
          },
          {
            type: "p",
            text: "Els llibres d'IMALIVE estan escrits per a lectors de 8 a 12 anys, però les compres a La Bodega les fan persones adultes: un pare, una mare o un altre adult compra els llibres per als lectors més joves. Si descobrim que tenim dades d'un menor de 14 anys sense el consentiment dels seus pares o tutors, les esborrem.",
          },
        ],
      },
    },
    {
      id: "security",
      heading: {
        en: "How we protect your data",
        es: "Cómo protegemos tus datos",
        ca: "Com protegim les teves dades",
      },
      body: {
        en: [
          {
            type: "list",
            items: [
              "Every connection is encrypted (HTTPS, enforced with HSTS).",
              "Passwords are stored only as scrypt hashes.",
              "The sign-in cookie can't be read by scripts and is sent only to this site.",
              "A strict content security policy limits what pages may load, and the forms are protected by a bot check and rate limits.",
              "Files are kept in private storage and served only through signed links that expire.",
              "Deleting an account needs your password, or a recent sign-in if you use Google or GitHub; a change of email address must first be approved from the current address.",
              "Only the data each feature needs is collected, and only Adrià has access to it.",
            ],
          },
          {
            type: "p",
            text: "No system is perfectly secure. If a breach put your data at risk, we would notify the AEPD within 72 hours and tell you directly whenever the risk to you is high.",
          },
        ],
        es: [
          {
            type: "list",
            items: [
              "Todas las conexiones van cifradas (HTTPS, reforzado con HSTS).",
              "Las contraseñas se guardan solo como hashes scrypt.",
              "Los scripts no pueden leer la cookie de sesión, que solo se envía a este sitio.",
              "Una política de seguridad de contenidos estricta limita lo que pueden cargar las páginas, y los formularios están protegidos por una verificación antibots y límites de peticiones.",
              "Los archivos se guardan en un almacenamiento privado y solo se sirven mediante enlaces firmados que caducan.",
              "Para eliminar una cuenta hace falta la contraseña, o haber iniciado sesión recientemente si usas Google o GitHub; un cambio de correo electrónico debe aprobarse primero desde la dirección actual.",
              "Solo se recogen los datos que necesita cada función, y solo Adrià tiene acceso a ellos.",
            ],
          },
          {
            type: "p",
            text: "Ningún sistema es completamente seguro. Si una brecha pusiera en riesgo tus datos, lo notificaríamos a la AEPD en un plazo de 72 horas y te avisaríamos directamente siempre que el riesgo para ti fuera alto.",
          },
        ],
        ca: [
          {
            type: "list",
            items: [
              "Totes les connexions van xifrades (HTTPS, reforçat amb HSTS).",
              "Les contrasenyes es desen només com a hash scrypt.",
              "Els scripts no poden llegir la galeta de sessió, que només s'envia a aquest lloc.",
              "Una política de seguretat de continguts estricta limita el que poden carregar les pàgines, i els formularis estan protegits per una verificació antibots i límits de peticions.",
              "Els fitxers es guarden en un emmagatzematge privat i només se serveixen mitjançant enllaços signats que caduquen.",
              "Per eliminar un compte cal la contrasenya, o haver iniciat sessió recentment si fas servir Google o GitHub; un canvi d'adreça electrònica s'ha d'aprovar primer des de l'adreça actual.",
              "Només es recullen les dades que necessita cada funció, i només l'Adrià hi té accés.",
            ],
          },
          {
            type: "p",
            text: "Cap sistema no és completament segur. Si una bretxa posés en risc les teves dades, ho notificaríem a l'AEPD en un termini de 72 hores i t'avisaríem directament sempre que el risc per a tu fos alt.",
          },
        ],
      },
    },
    {
      id: "automated-decisions",
      heading: {
        en: "Automated decisions",
        es: "Decisiones automatizadas",
        ca: "Decisions automatitzades",
      },
      body: {
        en: [
          {
            type: "p",
            text: "We don't profile you, and we make no decisions about you by purely automated means that have legal or similarly significant effects. A few automatic safety rules do apply: a reader's first comment waits for review before it appears, a comment reported by three readers is hidden until Adrià has reviewed it, and too many attempts in a short time (sign-ins, forms, downloads) are paused for a while.",
          },
        ],
        es: [
          {
            type: "p",
            text: "No elaboramos perfiles ni tomamos decisiones sobre ti basadas únicamente en tratamientos automatizados que produzcan efectos jurídicos o te afecten de forma similar. Sí se aplican algunas reglas automáticas de seguridad: el primer comentario de cada lector espera a ser revisado antes de publicarse, un comentario denunciado por tres lectores se oculta hasta que Adrià lo revisa, y demasiados intentos en poco tiempo (inicios de sesión, formularios, descargas) se bloquean durante un rato.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "No elaborem perfils ni prenem decisions sobre tu basades únicament en tractaments automatitzats que produeixin efectes jurídics o que t'afectin de manera similar. Sí que s'apliquen algunes regles automàtiques de seguretat: el primer comentari de cada lector espera a ser revisat abans de publicar-se, un comentari denunciat per tres lectors s'amaga fins que l'Adrià el revisa, i massa intents en poc temps (inicis de sessió, formularis, descàrregues) es bloquegen durant una estona.",
          },
        ],
      },
    },
    {
      id: "changes",
      heading: {
        en: "Changes to this policy",
        es: "Cambios en esta política",
        ca: "Canvis en aquesta política",
      },
      body: {
        en: [
          {
            type: "p",
            text: "We will update this policy whenever the site changes what it does with data; the date at the top shows the current version. If the site ever adds analytics or anything else that needs your consent, it will ask for it first. If a change affects how your data is used, we will tell account holders and newsletter subscribers by email before it applies.",
          },
        ],
        es: [
          {
            type: "p",
            text: "Actualizaremos esta política siempre que el sitio cambie lo que hace con los datos; la fecha del principio indica la versión vigente. Si algún día el sitio incorpora analítica o cualquier otra cosa que requiera tu consentimiento, te lo pedirá antes. Si un cambio afecta al uso de tus datos, avisaremos por correo a quienes tengan cuenta o estén suscritos al boletín antes de que se aplique.",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Actualitzarem aquesta política sempre que el lloc canviï el que fa amb les dades; la data del començament indica la versió vigent. Si algun dia el lloc incorpora analítica o qualsevol altra cosa que requereixi el teu consentiment, te'l demanarà abans. Si un canvi afecta l'ús de les teves dades, ho comunicarem per correu a qui tingui compte o estigui subscrit al butlletí abans que s'apliqui.",
          },
        ],
      },
    },
    {
      id: "contact",
      heading: {
        en: "Contact",
        es: "Contacto",
        ca: "Contacte",
      },
      body: {
        en: [
          {
            type: "p",
            text: "Questions, requests or complaints about your privacy: hello@adriavidal.com. Adrià Vidal, Barcelona, Spain. You can also use the [contact page](/contact).",
          },
        ],
        es: [
          {
            type: "p",
            text: "Preguntas, solicitudes o reclamaciones sobre tu privacidad: hello@adriavidal.com. Adrià Vidal, Barcelona (España). También puedes usar la [página de contacto](/contact).",
          },
        ],
        ca: [
          {
            type: "p",
            text: "Preguntes, sol·licituds o reclamacions sobre la teva privadesa: hello@adriavidal.com. Adrià Vidal, Barcelona. També pots fer servir la [pàgina de contacte](/contact).",
          },
        ],
      },
    },
  ],
};
