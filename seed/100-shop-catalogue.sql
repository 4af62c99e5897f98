-- La Bodega: the seeded catalogue, loaded into the local D1 on every start by
-- scripts/prepare-local.mjs. Idempotent: parent rows (shop_categories, products) are upserted
-- with ON CONFLICT DO UPDATE, because INSERT OR REPLACE would delete and re-insert them and the
-- delete would cascade to their texts, files, bundle items and reviews. Leaf rows use
-- INSERT OR REPLACE.
--
-- Prices are euro cents. Paragraphs in synopsis and behind_the_story are separated by a blank
-- line. Texts follow client/content (books, music, news).
--
-- The files rows point at objects that scripts/lib/seed-files.mjs generates into the local R2
-- bucket under products/<slug>/, and size_bytes is the exact size of each generated file: a
-- change to what the generator builds must come with the new sizes here
-- (tests/client/seed-files.test.ts compares them).

-- Shelves ---------------------------------------------------------------------------------

INSERT INTO shop_categories (slug, position) VALUES
  ('ebooks', 1),
  ('music', 2),
  ('bundles', 3)
ON CONFLICT(slug) DO UPDATE SET position = excluded.position;

INSERT OR REPLACE INTO shop_category_texts (category_slug, locale, name, description) VALUES
  ('ebooks', 'en', 'Ebooks', 'DRM-free EPUB and PDF editions of the novels, ready to download and read on any device.'),
  ('ebooks', 'es', 'Ebooks', 'Ediciones en EPUB y PDF sin DRM de las novelas, listas para descargar y leer en cualquier dispositivo.'),
  ('ebooks', 'ca', 'Ebooks', 'Edicions en EPUB i PDF sense DRM de les novel·les, a punt per baixar i llegir en qualsevol dispositiu.'),
  ('music', 'en', 'Music', 'Soundtracks, single tracks and experimental EPs, as lossless WAV downloads.'),
  ('music', 'es', 'Música', 'Bandas sonoras, temas sueltos y EP experimentales para descargar en WAV sin pérdida.'),
  ('music', 'ca', 'Música', 'Bandes sonores, temes solts i EP experimentals per baixar en WAV sense pèrdua.'),
  ('bundles', 'en', 'Bundles', 'Books and music together, for less than buying each one separately.'),
  ('bundles', 'es', 'Packs', 'Libros y música juntos, por menos de lo que cuestan por separado.'),
  ('bundles', 'ca', 'Packs', 'Llibres i música junts, per menys del que costen per separat.');

-- Products --------------------------------------------------------------------------------

INSERT INTO products (
  slug, category_slug, kind, status, format, work_language, price_cents, currency,
  cover_path, cover_width, cover_height, series, excerpt_id, released_on, position
) VALUES
  ('mortal-vengeance-1-ebook', 'ebooks', 'ebook', 'available', 'EPUB · PDF', 'en', 699, 'EUR',
   '/media/covers/mortal-vengeance-1.svg', 600, 900, 'mortal-vengeance', 'mortal-vengeance-book-1', '2024-10-08', 1),
  ('mortal-vengeance-2-ebook', 'ebooks', 'ebook', 'available', 'EPUB · PDF', 'en', 699, 'EUR',
   '/media/covers/mortal-vengeance-2.svg', 600, 900, 'mortal-vengeance', NULL, '2025-10-14', 2),
  ('imalive-1-ebook', 'ebooks', 'ebook', 'coming_soon', 'EPUB · PDF', 'en', 599, 'EUR',
   '/media/covers/imalive-1.svg', 600, 900, 'imalive', NULL, NULL, 3),
  ('mortal-vengeance-soundtrack', 'music', 'album', 'available', 'WAV · 16-bit/44.1 kHz', NULL, 999, 'EUR',
   '/media/music/mortal-vengeance-soundtrack.svg', 600, 600, 'mortal-vengeance', NULL, '2025-03-21', 1),
  ('mortal-vengeance-main-theme', 'music', 'track', 'available', 'WAV · 16-bit/44.1 kHz', NULL, 129, 'EUR',
   '/media/music/mortal-vengeance-main-theme.svg', 600, 600, 'mortal-vengeance', NULL, '2025-03-21', 2),
  ('the-breakwater', 'music', 'track', 'available', 'WAV · 16-bit/44.1 kHz', NULL, 129, 'EUR',
   '/media/music/the-breakwater.svg', 600, 600, 'mortal-vengeance', NULL, '2025-03-21', 3),
  ('synthetic-tides-ep', 'music', 'album', 'available', 'WAV · 16-bit/44.1 kHz', NULL, 599, 'EUR',
   '/media/music/synthetic-tides.svg', 600, 600, NULL, NULL, '2026-05-15', 4),
  ('soundtrack-launch-edition', 'music', 'album', 'sold_out', 'WAV · 24-bit/48 kHz + stems', NULL, 1999, 'EUR',
   '/media/music/mortal-vengeance-launch-edition.svg', 600, 600, 'mortal-vengeance', NULL, '2025-03-21', 5),
  ('mortal-vengeance-reader-bundle', 'bundles', 'bundle', 'available', 'EPUB · PDF · WAV', 'en', 1699, 'EUR',
   '/media/covers/mortal-vengeance-series.svg', 600, 900, 'mortal-vengeance', NULL, '2026-11-10', 1)
ON CONFLICT(slug) DO UPDATE SET
  category_slug = excluded.category_slug,
  kind = excluded.kind,
  status = excluded.status,
  format = excluded.format,
  work_language = excluded.work_language,
  price_cents = excluded.price_cents,
  currency = excluded.currency,
  cover_path = excluded.cover_path,
  cover_width = excluded.cover_width,
  cover_height = excluded.cover_height,
  series = excluded.series,
  excerpt_id = excluded.excerpt_id,
  released_on = excluded.released_on,
  position = excluded.position;

-- Pay what you want (decision 048): The Breakwater from €1, €1.29 suggested.
UPDATE products SET min_price_cents = 100 WHERE slug = 'the-breakwater';

-- Texts, one row per language (English is required: it is the fallback) ------------------

-- mortal-vengeance-1-ebook
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'mortal-vengeance-1-ebook', 'en',
  'Mortal Vengeance',
  'Mortal Vengeance · Book 1',
  'The town calls Teo''s drowning an accident. Celeste Arnaud calls it a lie, and on the Caribbean island of Santa Brisa, lies have a way of washing back up.',
  'The sea gives Teo Marchand back on a Tuesday, three days after it took him, and by then the whole of Punta Caracol has decided what happened. He slipped off the breakwater. A tragic accident.

Celeste Arnaud has known Teo since they were four, and she knows he never took his sandals off on those rocks. Yet there they were, side by side under the dead navigation light, as if someone who didn''t know him had set the scene. That evening she finds a white shell in her shoe, the kind that only washes up on the windward side of Santa Brisa, where nobody goes.

Then Hurricane Delphine arrives. With the town boarded up and the power gone, Teo''s mother, Lucienne, hands Celeste the waterproof notebook the police didn''t want: pages of boat names, dates and times, vessels running without lights in the small hours. And at 11:40 that night, her phone lights up with a name she never had the courage to delete.

Mortal Vengeance is a psychological thriller about grief, loyalty and the stories a small town tells to keep itself afloat, and about a girl who will not stop looking, however many times she is told to.',
  'Santa Brisa doesn''t exist, on purpose. From 2012 to 2018 I lived in the eastern Caribbean, mostly in Saint Lucia and Dominica, and the island borrows a harbour from one place, a mountain road from another and a breakwater I used to walk along most evenings. Inventing it let me be honest about small island towns, their long memories and their particular way of keeping quiet, without pinning Punta Caracol''s secrets on real people.

Hurricane Delphine is fictional too, but the hammers on plywood, the radio counting down the hours and the strange calm of the morning after are things I lived through more than once. For a thriller writer, a storm is a gift: it cuts the phones, closes the roads and gives everyone a reason to be somewhere they shouldn''t.

I drafted most of the book between six and eight in the morning, before my day job as a QA analyst, and tracked every clue in a spreadsheet like a test case: where it is planted, where it pays off and whether an attentive reader could have spotted it. A group of readers aged fourteen to seventeen read the drafts and told me, kindly and bluntly, whenever Celeste didn''t sound like them.',
  'Cover of Mortal Vengeance: a black breakwater with a dead navigation light runs into a stormy sea under a dark red sky, with a small white shell on the rocks'
),
(
  'mortal-vengeance-1-ebook', 'es',
  'Mortal Vengeance',
  'Mortal Vengeance · Libro 1',
  'El pueblo dice que Teo se ahogó por accidente. Celeste Arnaud dice que es mentira, y en la isla caribeña de Santa Brisa las mentiras siempre acaban volviendo a la orilla.',
  'El mar devuelve a Teo Marchand un martes, tres días después de habérselo llevado, y para entonces todo Punta Caracol ya ha decidido lo que pasó. Resbaló en el rompeolas. Un trágico accidente.

Celeste Arnaud conoce a Teo desde los cuatro años y sabe que él nunca se quitaba las sandalias en esas rocas. Sin embargo, allí estaban, una junto a otra bajo la baliza apagada, como si alguien que no lo conocía hubiera preparado la escena. Esa misma tarde encuentra una concha blanca dentro de su zapato, de las que solo arrastra el mar en la costa de barlovento de Santa Brisa, donde no va nadie.

Entonces llega el huracán Delphine. Con el pueblo tapiado y sin luz, Lucienne, la madre de Teo, le entrega a Celeste la libreta impermeable que la policía no quiso: páginas de nombres de barcos, fechas y horas, embarcaciones que navegan sin luces de madrugada. Y a las 23:40 de esa noche, en su móvil aparece un nombre que nunca tuvo valor para borrar.

Mortal Vengeance es un thriller psicológico sobre el duelo, la lealtad y las historias que se cuenta un pueblo pequeño para mantenerse a flote, y sobre una chica que no dejará de buscar por muchas veces que le digan que pare.',
  'Santa Brisa no existe, y es a propósito. Entre 2012 y 2018 viví en el Caribe oriental, sobre todo en Santa Lucía y Dominica, y la isla toma prestado un puerto de un sitio, una carretera de montaña de otro y un rompeolas por el que paseaba casi todas las tardes. Inventarla me permitió ser sincero sobre los pueblos pequeños de las islas, su memoria larga y su manera tan particular de guardar silencio, sin atribuir los secretos de Punta Caracol a gente real.

El huracán Delphine también es ficticio, pero los martillazos sobre los tablones, la radio descontando las horas y esa calma extraña de la mañana siguiente los viví más de una vez. Para quien escribe thrillers, una tormenta es un regalo: corta los teléfonos, cierra las carreteras y da a todo el mundo un motivo para estar donde no debería.

Escribí casi todo el libro entre las seis y las ocho de la mañana, antes de mi jornada como analista de QA, y registré cada pista en una hoja de cálculo como si fuera un caso de prueba: dónde se planta, dónde se resuelve y si un lector atento podría haberla visto. Un grupo de lectores de entre catorce y diecisiete años leyó los borradores y me dijo, con cariño y sin rodeos, cuándo Celeste no hablaba como ellos.',
  'Cubierta de Mortal Vengeance: un rompeolas negro con una baliza apagada se adentra en un mar tormentoso bajo un cielo rojo oscuro, con una pequeña concha blanca sobre las rocas'
),
(
  'mortal-vengeance-1-ebook', 'ca',
  'Mortal Vengeance',
  'Mortal Vengeance · Llibre 1',
  'El poble diu que en Teo es va ofegar per accident. La Celeste Arnaud diu que és mentida, i a l''illa caribenya de Santa Brisa les mentides sempre acaben tornant a la riba.',
  'El mar torna en Teo Marchand un dimarts, tres dies després d''haver-se''l endut, i aleshores tot Punta Caracol ja ha decidit què va passar. Va relliscar a l''escullera. Un accident tràgic.

La Celeste Arnaud coneix en Teo des dels quatre anys i sap que ell mai no es treia les sandàlies en aquelles roques. Tot i així, hi eren, l''una al costat de l''altra sota el far apagat, com si algú que no el coneixia hagués preparat l''escena. Aquell mateix vespre troba una petxina blanca dins la seva sabata, d''aquelles que el mar només deixa a la costa de sobrevent de Santa Brisa, on no hi va ningú.

Llavors arriba l''huracà Delphine. Amb el poble tapiat i sense corrent, la Lucienne, la mare d''en Teo, dona a la Celeste la llibreta impermeable que la policia no va voler: pàgines de noms de barques, dates i hores, embarcacions que naveguen sense llums de matinada. I a les 23.40 d''aquella nit, al seu mòbil apareix un nom que mai no va tenir el valor d''esborrar.

Mortal Vengeance és un thriller psicològic sobre el dol, la lleialtat i les històries que s''explica un poble petit per mantenir-se a flot, i sobre una noia que no deixarà de buscar per més vegades que li diguin que pari.',
  'Santa Brisa no existeix, i és expressament. Del 2012 al 2018 vaig viure al Carib oriental, sobretot a Saint Lucia i Dominica, i l''illa manlleva un port d''un lloc, una carretera de muntanya d''un altre i una escullera per on passejava gairebé cada vespre. Inventar-la em va permetre ser sincer sobre els pobles petits de les illes, la seva memòria llarga i la seva manera tan particular de callar, sense atribuir els secrets de Punta Caracol a gent real.

L''huracà Delphine també és fictici, però els cops de martell sobre els taulons, la ràdio comptant les hores i aquella calma estranya de l''endemà ho vaig viure més d''una vegada. Per a qui escriu thrillers, una tempesta és un regal: talla els telèfons, tanca les carreteres i dona a tothom un motiu per ser on no hauria de ser.

Vaig escriure gairebé tot el llibre entre les sis i les vuit del matí, abans de la meva feina com a analista de QA, i vaig registrar cada pista en un full de càlcul com si fos un cas de prova: on es planta, on es resol i si un lector atent l''hauria pogut veure. Un grup de lectors d''entre catorze i disset anys va llegir els esborranys i em va dir, amb afecte i sense embuts, quan la Celeste no parlava com ells.',
  'Coberta de Mortal Vengeance: una escullera negra amb un far apagat s''endinsa en un mar de tempesta sota un cel vermell fosc, amb una petita petxina blanca damunt les roques'
);

-- mortal-vengeance-2-ebook
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'mortal-vengeance-2-ebook', 'en',
  'Mortal Vengeance: Undertow',
  'Mortal Vengeance · Book 2',
  'A year after Hurricane Delphine, a tourist vanishes from a yacht in the harbour and the white shells are back, this time all over town.',
  'A year after Delphine, Punta Caracol has new roofs, a rebuilt jetty and the same old silence. Celeste is trying to finish school and be ordinary again, and almost managing it.

Then, on the last night of the harbour regatta, a nineteen-year-old tourist vanishes from a charter yacht anchored a few hundred metres from the breakwater. No splash, no witnesses, a cabin door locked from the inside. Sergeant Ruiz would like it to be a fall overboard. The yacht''s owner would like it to be nobody''s business. And the next morning, on the Arnauds'' front step, there is a white shell.

This time the shells are not only for Celeste. They begin turning up all over town: on Father Anselm''s altar, beside Mrs. Lawrence''s till, on Lucienne Marchand''s windowsill. Someone is keeping score, and the current that took Teo is still pulling under the harbour.

Undertow can be read on its own, but it is best after Book 1.',
  'A second book has a different problem from a first: the reader already knows the island. So I took the storm away and gave Punta Caracol its busiest week of the year instead, the harbour regatta, when the bay fills with charter yachts and strangers and nobody notices one more.

The locked cabin is a small tribute to the puzzles I grew up on, but the real mystery of Undertow is the town itself. Leaving white shells everywhere, from Father Anselm''s altar to Mrs. Lawrence''s till, meant that every character had to be a suspect, and every one of them needed a reason to keep quiet. Lucienne, who barely speaks in Book 1, finally has her say.

This time the music came first. Undertow (Prelude), the last track on the soundtrack, was out months before the book: the main theme pulled under, slower and deeper. Whenever a chapter lost its pull, I played it again.',
  'Cover of Mortal Vengeance: Undertow: a yacht with one lit window rides a deep teal sea while spiralling currents pull a white shell down into the dark'
),
(
  'mortal-vengeance-2-ebook', 'es',
  'Mortal Vengeance: Undertow',
  'Mortal Vengeance · Libro 2',
  'Un año después del huracán Delphine, una turista desaparece de un yate en el puerto y vuelven las conchas blancas, esta vez por todo el pueblo.',
  'Un año después de Delphine, Punta Caracol tiene tejados nuevos, un muelle reconstruido y el mismo silencio de siempre. Celeste intenta acabar el instituto y volver a ser una chica normal, y casi lo consigue.

Hasta que, la última noche de la regata del puerto, una turista de diecinueve años desaparece de un yate de alquiler fondeado a pocos cientos de metros del rompeolas. Ni un chapoteo, ni un testigo, y la puerta del camarote cerrada por dentro. Al sargento Ruiz le gustaría que fuera una caída por la borda. Al propietario del yate, que no fuera asunto de nadie. Y a la mañana siguiente, en el escalón de la casa de los Arnaud, hay una concha blanca.

Esta vez las conchas no son solo para Celeste. Empiezan a aparecer por todo el pueblo: en el altar del padre Anselm, junto a la caja de la señora Lawrence, en el alféizar de Lucienne Marchand. Alguien está pasando cuentas, y la corriente que se llevó a Teo sigue tirando bajo el puerto.

Undertow se puede leer de forma independiente, pero se disfruta más después del primer libro.',
  'Un segundo libro tiene un problema distinto del primero: el lector ya conoce la isla. Así que le quité la tormenta a Punta Caracol y, a cambio, le di la semana más concurrida del año, la regata del puerto, cuando la bahía se llena de yates de alquiler y de desconocidos y nadie se fija en uno más.

El camarote cerrado por dentro es un pequeño homenaje a los enigmas con los que crecí, pero el verdadero misterio de Undertow es el propio pueblo. Repartir conchas blancas por todas partes, del altar del padre Anselm a la caja de la señora Lawrence, obligaba a que cada personaje fuera sospechoso y a que cada uno tuviera un motivo para callar. Lucienne, que apenas habla en el primer libro, por fin tiene la palabra.

Esta vez la música llegó primero. Undertow (Preludio), el último tema de la banda sonora, salió meses antes que el libro: el tema principal arrastrado al fondo, más lento y más hondo. Cada vez que un capítulo perdía fuerza, volvía a escucharlo.',
  'Cubierta de Mortal Vengeance: Undertow: un yate con una sola ventana iluminada flota en un mar verde azulado profundo mientras unas corrientes en espiral arrastran una concha blanca hacia la oscuridad'
),
(
  'mortal-vengeance-2-ebook', 'ca',
  'Mortal Vengeance: Undertow',
  'Mortal Vengeance · Llibre 2',
  'Un any després de l''huracà Delphine, una turista desapareix d''un iot al port i tornen les petxines blanques, aquesta vegada per tot el poble.',
  'Un any després de la Delphine, Punta Caracol té teulades noves, un moll reconstruït i el silenci de sempre. La Celeste intenta acabar l''institut i tornar a ser una noia normal, i gairebé ho aconsegueix.

Fins que, l''última nit de la regata del port, una turista de dinou anys desapareix d''un iot de lloguer ancorat a pocs centenars de metres de l''escullera. Ni un esquitx, ni un testimoni, i la porta de la cabina tancada per dins. Al sergent Ruiz li agradaria que fos una caiguda per la borda. Al propietari del iot, que no fos assumpte de ningú. I l''endemà al matí, al graó de casa dels Arnaud, hi ha una petxina blanca.

Aquesta vegada les petxines no són només per a la Celeste. Comencen a aparèixer per tot el poble: a l''altar del pare Anselm, al costat de la caixa de la senyora Lawrence, a l''ampit de la Lucienne Marchand. Algú està passant comptes, i el corrent que es va endur en Teo encara estira per sota del port.

Undertow es pot llegir de manera independent, però es gaudeix més després del primer llibre.',
  'Un segon llibre té un problema diferent del primer: el lector ja coneix l''illa. Així que a Punta Caracol li vaig treure la tempesta i, a canvi, li vaig donar la setmana més concorreguda de l''any, la regata del port, quan la badia s''omple de iots de lloguer i de desconeguts i ningú no es fixa en un de més.

La cabina tancada per dins és un petit homenatge als enigmes amb què vaig créixer, però el veritable misteri d''Undertow és el mateix poble. Escampar petxines blanques per tot arreu, de l''altar del pare Anselm a la caixa de la senyora Lawrence, obligava que cada personatge fos sospitós i que cadascun tingués un motiu per callar. La Lucienne, que amb prou feines parla al primer llibre, per fi té la paraula.

Aquesta vegada la música va arribar primer. Undertow (Preludi), l''últim tema de la banda sonora, va sortir mesos abans que el llibre: el tema principal arrossegat al fons, més lent i més profund. Cada vegada que un capítol perdia força, el tornava a escoltar.',
  'Coberta de Mortal Vengeance: Undertow: un iot amb una sola finestra il·luminada sura en un mar verd blavós profund mentre uns corrents en espiral arrosseguen una petxina blanca cap a la foscor'
);

-- imalive-1-ebook
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'imalive-1-ebook', 'en',
  'IMALIVE: The Signal in the Attic',
  'IMALIVE · Book 1',
  'Five euros, one old laptop and a word that won''t go away. A middle-grade adventure across Barcelona for readers aged 8 to 12, coming in spring 2027.',
  'Nil only wanted something to take apart. The laptop from Els Encants is scratched, heavy and covered in stickers from places he has never heard of, and the stallholder practically pays him to take it away.

But at midnight, in the attic above the flat, the dead screen glows: IMALIVE. Night after night the word comes back, and then the questions start. Where is the sea? What is a friend? Why is it so cold in here? Whatever is inside the laptop is lost, and it is running out of time.

Nil, Aina and Jun follow its clues from the rooftops of their neighbourhood to the other side of Barcelona, keeping the secret from their parents, their teachers and a man in a grey raincoat who seems very interested in old computers. A funny, warm and properly exciting adventure about courage, friendship and what it means to be alive.

The first book in the IMALIVE series is planned for spring 2027.',
  'The books that made me a reader reached me when I was ten or eleven: adventures in which children were trusted with real problems and solved them with their wits and their friends. IMALIVE is my attempt at one of those, for readers who aren''t ready for a thriller like Mortal Vengeance yet, and for the younger brothers and sisters of its readers, who kept asking me when there would be a book for them.

After six years in the Caribbean I came home to Barcelona in 2018 and saw it like a visitor: the flat rooftops with their washing lines and water tanks, the pigeons, the clatter of Els Encants under its mirrored canopy at Glòries. Every place Nil, Aina and Jun visit is real, although I have taken a few liberties with what happens there after dark.

Years of testing software, and more recently working with AI tools in my music, have left me with more questions than answers about machines. Children ask those questions better than adults do. The book doesn''t tell them what to think: it gives them three friends, a city and a mystery, and lets them make up their own minds.',
  'Cover of IMALIVE: The Signal in the Attic: a glowing laptop showing the word IMALIVE sits in a cosy attic window above Barcelona rooftops, with the spires of the Sagrada Família and the Torre Glòries against a sunny sky'
),
(
  'imalive-1-ebook', 'es',
  'IMALIVE: The Signal in the Attic',
  'IMALIVE · Libro 1',
  'Cinco euros, un portátil viejo y una palabra que no se va. Una aventura por Barcelona para lectores de 8 a 12 años, que llegará en la primavera de 2027.',
  'Nil solo quería algo para desmontar. El portátil de Els Encants está rayado, pesa muchísimo y está lleno de pegatinas de sitios de los que nunca ha oído hablar, y el vendedor casi le paga para que se lo lleve.

Pero a medianoche, en el desván de encima del piso, la pantalla muerta se ilumina: IMALIVE. Noche tras noche la palabra vuelve, y entonces empiezan las preguntas. ¿Dónde está el mar? ¿Qué es un amigo? ¿Por qué hace tanto frío aquí dentro? Lo que sea que vive dentro del portátil está perdido, y se le acaba el tiempo.

Nil, Aina y Jun siguen sus pistas desde los terrados de su barrio hasta la otra punta de Barcelona, guardando el secreto ante sus padres, sus profesores y un hombre con gabardina gris que parece muy interesado en los ordenadores viejos. Una aventura divertida, tierna y emocionante de verdad sobre el valor, la amistad y lo que significa estar vivo.

El primer libro de la serie IMALIVE está previsto para la primavera de 2027.',
  'Los libros que me hicieron lector me llegaron a los diez u once años: aventuras en las que se confiaban problemas de verdad a niños y niñas, que los resolvían con ingenio y con sus amigos. IMALIVE es mi intento de escribir uno así, para quienes todavía no están listos para un thriller como Mortal Vengeance y para los hermanos pequeños de sus lectores, que no paraban de preguntarme cuándo habría un libro para ellos.

Después de seis años en el Caribe volví a Barcelona en 2018 y la miré como un visitante: los terrados con la ropa tendida y los depósitos de agua, las palomas, el bullicio de Els Encants bajo su cubierta de espejos en Glòries. Todos los lugares que visitan Nil, Aina y Jun son reales, aunque me he tomado alguna libertad con lo que ocurre allí cuando anochece.

Años probando software y, más recientemente, trabajando con herramientas de IA en mi música me han dejado más preguntas que respuestas sobre las máquinas. Los niños hacen esas preguntas mejor que los adultos. El libro no les dice qué deben pensar: les da tres amigos, una ciudad y un misterio, y deja que saquen sus propias conclusiones.',
  'Cubierta de IMALIVE: The Signal in the Attic: un portátil luminoso con la palabra IMALIVE en la pantalla, en la ventana de un desván acogedor sobre los tejados de Barcelona, con las torres de la Sagrada Família y la Torre Glòries bajo un cielo soleado'
),
(
  'imalive-1-ebook', 'ca',
  'IMALIVE: The Signal in the Attic',
  'IMALIVE · Llibre 1',
  'Cinc euros, un portàtil vell i una paraula que no se''n va. Una aventura per Barcelona per a lectors de 8 a 12 anys, que arribarà la primavera del 2027.',
  'En Nil només volia alguna cosa per desmuntar. El portàtil dels Encants està ratllat, pesa moltíssim i és ple d''adhesius de llocs dels quals no ha sentit mai a parlar, i el venedor gairebé li paga perquè se l''endugui.

Però a mitjanit, a les golfes de sobre el pis, la pantalla morta s''il·lumina: IMALIVE. Nit rere nit la paraula torna, i llavors comencen les preguntes. On és el mar? Què és un amic? Per què fa tant de fred aquí dins? El que sigui que viu dins el portàtil s''ha perdut, i se li acaba el temps.

En Nil, l''Aina i en Jun segueixen les seves pistes des dels terrats del barri fins a l''altra punta de Barcelona, guardant el secret davant dels pares, dels mestres i d''un home amb gavardina grisa que sembla molt interessat en els ordinadors vells. Una aventura divertida, tendra i emocionant de debò sobre el coratge, l''amistat i el que vol dir ser viu.

El primer llibre de la sèrie IMALIVE està previst per a la primavera del 2027.',
  'Els llibres que em van fer lector em van arribar als deu o onze anys: aventures en què es confiaven problemes de debò a nens i nenes, que els resolien amb enginy i amb els amics. IMALIVE és el meu intent d''escriure''n un així, per a qui encara no està preparat per a un thriller com Mortal Vengeance i per als germans petits dels seus lectors, que no paraven de preguntar-me quan hi hauria un llibre per a ells.

Després de sis anys al Carib vaig tornar a Barcelona el 2018 i la vaig mirar com un visitant: els terrats amb la roba estesa i els dipòsits d''aigua, els coloms, el brogit dels Encants sota la coberta de miralls de les Glòries. Tots els llocs que visiten en Nil, l''Aina i en Jun són reals, tot i que m''he pres alguna llibertat amb el que hi passa quan es fa fosc.

Anys provant programari i, més recentment, treballant amb eines d''IA en la meva música m''han deixat més preguntes que respostes sobre les màquines. Els nens fan aquestes preguntes millor que els adults. El llibre no els diu què han de pensar: els dona tres amics, una ciutat i un misteri, i deixa que en treguin les seves pròpies conclusions.',
  'Coberta d''IMALIVE: The Signal in the Attic: un portàtil lluminós amb la paraula IMALIVE a la pantalla, a la finestra d''unes golfes acollidores sobre els terrats de Barcelona, amb les torres de la Sagrada Família i la Torre Glòries sota un cel assolellat'
);

-- mortal-vengeance-soundtrack
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'mortal-vengeance-soundtrack', 'en',
  'Mortal Vengeance (Original Soundtrack)',
  'Adrià Vidal · 12 tracks',
  'Twelve pieces for piano, cello, steel pan and Caribbean field recordings, written alongside the first Mortal Vengeance novel. Lossless WAV download.',
  'Twelve pieces written alongside the first Mortal Vengeance novel, one for each turning point in Celeste''s story, from the walk out along the breakwater to the night Hurricane Delphine makes landfall.

The palette is small on purpose: piano for Celeste, cello for Lucienne, a slightly detuned steel pan for the town of Punta Caracol, low synth drones for everything nobody says out loud, and field recordings of surf and rain made in Saint Lucia. It works as a companion while you read, or on its own with the lights off.

Released on 21 March 2025. The download is a ZIP with all twelve tracks as WAV files, 16-bit/44.1 kHz.

Tracks: Main Theme · The Breakwater · Punta Caracol · Side by Side · A White Shell · Storm Warnings · Delphine · Stop Looking, Celeste · Boats Without Lights · Lucienne · Under the Light · Undertow (Prelude)',
  'Books don''t need soundtracks, but I wrote much of Mortal Vengeance with music playing in my head. The main theme began as four notes I played on the piano before each writing session to find Celeste''s voice, and it kept coming back, changed, until it ran through the whole album.

The cello became Lucienne, the steel pan became the town, and the surf and rain are field recordings I made in Saint Lucia years before I knew I would need them. The storm in Delphine is built from rain recorded on a tin roof, cello clusters and a drone you feel more than hear.',
  'Cover of the Mortal Vengeance soundtrack: a gold sound wave crosses a dark wine-red square above piano keys, with a small white shell'
),
(
  'mortal-vengeance-soundtrack', 'es',
  'Mortal Vengeance (Banda sonora original)',
  'Adrià Vidal · 12 temas',
  'Doce piezas para piano, violonchelo, steel pan y grabaciones de campo del Caribe, escritas a la vez que la primera novela de Mortal Vengeance. Descarga en WAV sin pérdida.',
  'Doce piezas escritas a la vez que la primera novela de Mortal Vengeance, una por cada punto de inflexión de la historia de Celeste, desde el paseo por el rompeolas hasta la noche en que el huracán Delphine toca tierra.

La paleta es reducida a propósito: piano para Celeste, violonchelo para Lucienne, un steel pan ligeramente desafinado para el pueblo de Punta Caracol, drones graves de sintetizador para todo lo que nadie dice en voz alta y grabaciones de campo de oleaje y lluvia hechas en Santa Lucía. Acompaña bien la lectura, o se escucha sola, con la luz apagada.

Publicada el 21 de marzo de 2025. La descarga es un ZIP con los doce temas en WAV, 16 bits/44,1 kHz.

Temas: Tema principal · El rompeolas · Punta Caracol · Una junto a otra · Una concha blanca · Alerta de tormenta · Delphine · Deja de buscar, Celeste · Barcos sin luces · Lucienne · Bajo la baliza · Undertow (Preludio)',
  'Los libros no necesitan banda sonora, pero escribí buena parte de Mortal Vengeance con música sonando en la cabeza. El tema principal nació como cuatro notas que tocaba al piano antes de cada sesión de escritura para encontrar la voz de Celeste, y no dejó de volver, transformado, hasta recorrer todo el disco.

El violonchelo se convirtió en Lucienne, el steel pan en el pueblo, y el oleaje y la lluvia son grabaciones de campo que hice en Santa Lucía años antes de saber que las necesitaría. La tormenta de «Delphine» está hecha de lluvia grabada sobre un tejado de chapa, clústeres de violonchelo y un dron que se siente más que se oye.',
  'Cubierta de la banda sonora de Mortal Vengeance: una onda sonora dorada cruza un cuadrado granate oscuro sobre unas teclas de piano, con una pequeña concha blanca'
),
(
  'mortal-vengeance-soundtrack', 'ca',
  'Mortal Vengeance (Banda sonora original)',
  'Adrià Vidal · 12 temes',
  'Dotze peces per a piano, violoncel, steel pan i enregistraments de camp del Carib, escrites alhora que la primera novel·la de Mortal Vengeance. Baixada en WAV sense pèrdua.',
  'Dotze peces escrites alhora que la primera novel·la de Mortal Vengeance, una per a cada punt d''inflexió de la història de la Celeste, des del passeig per l''escullera fins a la nit que l''huracà Delphine toca terra.

La paleta és reduïda a propòsit: piano per a la Celeste, violoncel per a la Lucienne, un steel pan lleugerament desafinat per al poble de Punta Caracol, drons greus de sintetitzador per a tot allò que ningú no diu en veu alta i enregistraments de camp d''onatge i pluja fets a Saint Lucia. Acompanya bé la lectura, o s''escolta sola, amb el llum apagat.

Publicada el 21 de març del 2025. La baixada és un ZIP amb els dotze temes en WAV, 16 bits/44,1 kHz.

Temes: Tema principal · L''escullera · Punta Caracol · L''una al costat de l''altra · Una petxina blanca · Avís de tempesta · Delphine · Deixa de buscar, Celeste · Barques sense llums · Lucienne · Sota el far · Undertow (Preludi)',
  'Els llibres no necessiten banda sonora, però vaig escriure bona part de Mortal Vengeance amb música sonant al cap. El tema principal va néixer com quatre notes que tocava al piano abans de cada sessió d''escriptura per trobar la veu de la Celeste, i no va parar de tornar, transformat, fins a recórrer tot el disc.

El violoncel es va convertir en la Lucienne, el steel pan en el poble, i l''onatge i la pluja són enregistraments de camp que vaig fer a Saint Lucia anys abans de saber que els necessitaria. La tempesta de «Delphine» està feta de pluja enregistrada sobre una teulada de xapa, clústers de violoncel i un dron que se sent més amb el cos que amb l''oïda.',
  'Coberta de la banda sonora de Mortal Vengeance: una ona sonora daurada travessa un quadrat granat fosc damunt d''unes tecles de piano, amb una petita petxina blanca'
);

-- mortal-vengeance-main-theme
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'mortal-vengeance-main-theme', 'en',
  'Main Theme',
  'Track 1 · Mortal Vengeance (Original Soundtrack)',
  'Four notes on the piano that became Celeste''s voice, answered by cello and a distant steel pan. A single track, 3:42.',
  'The first track on Mortal Vengeance (Original Soundtrack), and the melody the whole album keeps coming back to: four notes on the piano that became Celeste''s voice, answered by cello and a distant steel pan.

If you only want one piece from the soundtrack, make it this one. It returns, broken and rebuilt, in Under the Light, and slower and deeper in Undertow (Prelude). The download is a single WAV file, 16-bit/44.1 kHz, 3:42 long.',
  'I played these four notes on the upright piano at home before every writing session, to find Celeste''s voice before I found her words. By the time the first draft was finished, they had become the theme of the book.',
  'Cover of the Mortal Vengeance soundtrack: a gold sound wave crosses a dark wine-red square above piano keys, with a small white shell'
),
(
  'mortal-vengeance-main-theme', 'es',
  'Tema principal',
  'Tema 1 · Mortal Vengeance (Banda sonora original)',
  'Cuatro notas de piano que se convirtieron en la voz de Celeste, con la respuesta del violonchelo y un steel pan lejano. Tema suelto, 3:42.',
  'El primer tema de Mortal Vengeance (Banda sonora original) y la melodía a la que vuelve todo el disco: cuatro notas de piano que se convirtieron en la voz de Celeste, con la respuesta del violonchelo y un steel pan lejano.

Si solo quieres una pieza de la banda sonora, que sea esta. Reaparece, rota y reconstruida, en «Bajo la baliza», y más lenta y más honda en «Undertow (Preludio)». La descarga es un único archivo WAV, 16 bits/44,1 kHz, de 3:42.',
  'Tocaba estas cuatro notas en el piano vertical de casa antes de cada sesión de escritura, para encontrar la voz de Celeste antes que sus palabras. Cuando terminé el primer borrador, ya eran el tema del libro.',
  'Cubierta de la banda sonora de Mortal Vengeance: una onda sonora dorada cruza un cuadrado granate oscuro sobre unas teclas de piano, con una pequeña concha blanca'
),
(
  'mortal-vengeance-main-theme', 'ca',
  'Tema principal',
  'Tema 1 · Mortal Vengeance (Banda sonora original)',
  'Quatre notes de piano que es van convertir en la veu de la Celeste, amb la resposta del violoncel i un steel pan llunyà. Tema solt, 3:42.',
  'El primer tema de Mortal Vengeance (Banda sonora original) i la melodia a la qual torna tot el disc: quatre notes de piano que es van convertir en la veu de la Celeste, amb la resposta del violoncel i un steel pan llunyà.

Si només en vols una peça, que sigui aquesta. Reapareix, trencada i refeta, a «Sota el far», i més lenta i més profunda a «Undertow (Preludi)». La baixada és un únic fitxer WAV, 16 bits/44,1 kHz, de 3:42.',
  'Tocava aquestes quatre notes al piano vertical de casa abans de cada sessió d''escriptura, per trobar la veu de la Celeste abans que les seves paraules. Quan vaig acabar el primer esborrany, ja eren el tema del llibre.',
  'Coberta de la banda sonora de Mortal Vengeance: una ona sonora daurada travessa un quadrat granat fosc damunt d''unes tecles de piano, amb una petita petxina blanca'
);

-- the-breakwater
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'the-breakwater', 'en',
  'The Breakwater',
  'Track 2 · Mortal Vengeance (Original Soundtrack)',
  'Low drones and surf recorded at dusk: the long walk out to the dead navigation light. A single track, 2:58.',
  'The second track on Mortal Vengeance (Original Soundtrack): low drones and surf recorded at dusk, for the long walk out along the breakwater to the dead navigation light where Teo''s sandals were found side by side.

A slow, quiet piece to read the first chapter by. The download is a single WAV file, 16-bit/44.1 kHz, 2:58 long.',
  'The surf is a field recording I made at dusk in Saint Lucia, years before Santa Brisa had a name.',
  'Cover of the Mortal Vengeance soundtrack: a gold sound wave crosses a dark wine-red square above piano keys, with a small white shell'
),
(
  'the-breakwater', 'es',
  'El rompeolas',
  'Tema 2 · Mortal Vengeance (Banda sonora original)',
  'Drones graves y oleaje grabado al anochecer: el largo paseo hasta la baliza apagada. Tema suelto, 2:58.',
  'El segundo tema de Mortal Vengeance (Banda sonora original): drones graves y oleaje grabado al anochecer para el largo paseo por el rompeolas hasta la baliza apagada, donde aparecieron las sandalias de Teo, una junto a otra.

Una pieza lenta y serena para leer el primer capítulo. La descarga es un único archivo WAV, 16 bits/44,1 kHz, de 2:58.',
  'El oleaje es una grabación de campo que hice al anochecer en Santa Lucía, años antes de que Santa Brisa tuviera nombre.',
  'Cubierta de la banda sonora de Mortal Vengeance: una onda sonora dorada cruza un cuadrado granate oscuro sobre unas teclas de piano, con una pequeña concha blanca'
),
(
  'the-breakwater', 'ca',
  'L''escullera',
  'Tema 2 · Mortal Vengeance (Banda sonora original)',
  'Drons greus i onatge enregistrat al capvespre: la llarga caminada fins al far apagat. Tema solt, 2:58.',
  'El segon tema de Mortal Vengeance (Banda sonora original): drons greus i onatge enregistrat al capvespre per a la llarga caminada per l''escullera fins al far apagat, on van aparèixer les sandàlies d''en Teo, l''una al costat de l''altra.

Una peça lenta i serena per llegir el primer capítol. La baixada és un únic fitxer WAV, 16 bits/44,1 kHz, de 2:58.',
  'L''onatge és un enregistrament de camp que vaig fer al capvespre a Saint Lucia, anys abans que Santa Brisa tingués nom.',
  'Coberta de la banda sonora de Mortal Vengeance: una ona sonora daurada travessa un quadrat granat fosc damunt d''unes tecles de piano, amb una petita petxina blanca'
);

-- synthetic-tides-ep
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'synthetic-tides-ep', 'en',
  'Synthetic Tides',
  'AIE · EP, 5 tracks',
  'The first EP from AIE, Adrià Vidal''s experimental project: machine-made sketches turned into music that is composed, played and produced by a person. Five tracks, lossless WAV.',
  'The first EP from AIE, Adrià Vidal''s experimental project: five tracks in which machine-generated sketches meet music that is composed, edited, played and produced by a person. It came out on 15 May 2026.

Each track says what the machine made and what Adrià did. On Latent Reef, a model trained only on his own steel pan recordings suggested the pattern. On Salt Memory, one generated piano phrase survived a whole night of sketches. The title track lays generated surf textures under a piano line he composed and played, Night Ferry keeps a rhythm the model repeated by mistake, and Human in the Loop has no generated audio at all.

The five tracks are WAV files, 16-bit/44.1 kHz, with the cover art and a booklet of credits: download them one by one, or the whole EP as one ZIP. The full credits and the stance on training data are on the AIE page.',
  'AIE is a separate name from my own on purpose: when you hear a release by Adrià Vidal, no AI was involved in making it, and when you hear AIE, it was, and the notes say how much. The project started as a question I kept asking as a QA analyst: what does this system actually do, and where does it fail?

About a quarter of the audio on Synthetic Tides started as machine output, from small models trained only on my own recordings and a few textures from an openly licensed model. The rest is played by hand. A track is finished when I can say, for every sound in it, where it came from.',
  'Cover of Synthetic Tides by AIE: stacked wave lines in teal and gold, drawn like a plotted signal, over a deep blue-violet gradient'
),
(
  'synthetic-tides-ep', 'es',
  'Synthetic Tides',
  'AIE · EP de 5 temas',
  'El primer EP de AIE, el proyecto experimental de Adrià Vidal: bocetos generados por máquina convertidos en música compuesta, tocada y producida por una persona. Cinco temas en WAV sin pérdida.',
  'El primer EP de AIE, el proyecto experimental de Adrià Vidal: cinco temas en los que bocetos generados por máquina se encuentran con música compuesta, editada, tocada y producida por una persona. Salió el 15 de mayo de 2026.

Cada tema explica qué hizo la máquina y qué hizo Adrià. En «Latent Reef», un modelo entrenado solo con sus propias grabaciones de steel pan sugirió el patrón. En «Salt Memory», una frase de piano generada sobrevivió a una noche entera de bocetos. El tema que da título al EP pone texturas de oleaje generadas bajo una línea de piano compuesta y tocada por él, «Night Ferry» conserva un ritmo que el modelo repetía por error y «Human in the Loop» no tiene ni un segundo de audio generado.

Los cinco temas son archivos WAV, 16 bits/44,1 kHz, con la portada y un libreto de créditos: se descargan uno a uno o el EP entero en un solo ZIP. Los créditos completos y la postura sobre los datos de entrenamiento están en la página de AIE.',
  'AIE es un nombre distinto del mío a propósito: cuando escuchas un lanzamiento de Adrià Vidal, no ha intervenido ninguna IA, y cuando escuchas AIE, sí, y las notas dicen en qué medida. El proyecto nació de una pregunta que me hacía a menudo como analista de QA: ¿qué hace de verdad este sistema y dónde falla?

Aproximadamente una cuarta parte del audio de Synthetic Tides nació como salida de la máquina, de modelos pequeños entrenados solo con mis propias grabaciones y de unas pocas texturas de un modelo con licencia abierta. El resto está tocado a mano. Un tema está terminado cuando puedo decir de dónde viene cada uno de sus sonidos.',
  'Cubierta de Synthetic Tides de AIE: líneas de olas superpuestas en verde azulado y dorado, trazadas como una señal en un gráfico, sobre un degradado azul violeta profundo'
),
(
  'synthetic-tides-ep', 'ca',
  'Synthetic Tides',
  'AIE · EP de 5 temes',
  'El primer EP d''AIE, el projecte experimental de l''Adrià Vidal: esbossos generats per màquina convertits en música composta, tocada i produïda per una persona. Cinc temes en WAV sense pèrdua.',
  'El primer EP d''AIE, el projecte experimental de l''Adrià Vidal: cinc temes en què esbossos generats per màquina es troben amb música composta, editada, tocada i produïda per una persona. Va sortir el 15 de maig del 2026.

Cada tema explica què va fer la màquina i què va fer l''Adrià. A «Latent Reef», un model entrenat només amb els seus propis enregistraments de steel pan va suggerir el patró. A «Salt Memory», una frase de piano generada va sobreviure a una nit sencera d''esbossos. El tema que dona títol a l''EP posa textures d''onatge generades sota una línia de piano composta i tocada per ell, «Night Ferry» conserva un ritme que el model repetia per error i «Human in the Loop» no té ni un segon d''àudio generat.

Els cinc temes són fitxers WAV, 16 bits/44,1 kHz, amb la portada i un llibret de crèdits: es baixen un a un o l''EP sencer en un sol ZIP. Els crèdits complets i la posició sobre les dades d''entrenament són a la pàgina d''AIE.',
  'AIE és un nom diferent del meu expressament: quan escoltes un llançament d''Adrià Vidal, no hi ha intervingut cap IA, i quan escoltes AIE, sí, i les notes diuen fins a quin punt. El projecte va néixer d''una pregunta que em feia sovint com a analista de QA: què fa de debò aquest sistema i on falla?

Aproximadament una quarta part de l''àudio de Synthetic Tides va néixer com a sortida de la màquina, de models petits entrenats només amb els meus propis enregistraments i d''unes poques textures d''un model amb llicència oberta. La resta està tocada a mà. Un tema està acabat quan puc dir d''on ve cadascun dels seus sons.',
  'Coberta de Synthetic Tides d''AIE: línies d''ones superposades en verd blavós i daurat, traçades com un senyal en un gràfic, sobre un degradat blau violeta profund'
);

-- soundtrack-launch-edition
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'soundtrack-launch-edition', 'en',
  'Mortal Vengeance (Original Soundtrack) — Launch Edition',
  'Limited edition of 100 · with stems',
  'The soundtrack''s launch edition: all twelve tracks in 24-bit, plus the stems of every piece, limited to 100 numbered copies. Sold out.',
  'Released alongside the album on 21 March 2025, the launch edition was limited to 100 numbered copies. It had all twelve tracks as 24-bit/48 kHz WAV files and, for every piece, its stems: piano, cello, steel pan, synth drones and field recordings as separate files, for anyone who wanted to take the music apart or play along.

All 100 copies went in the first week, and there are no plans to reissue it. The standard album, with the same twelve tracks in WAV, 16-bit/44.1 kHz, is available here in La Bodega.',
  'The stems were for anyone curious about how a piece like Delphine is put together. Each track was mixed from a handful of separate layers, so the launch edition simply handed them over as they were: the rain on the tin roof, the cello clusters and the drone underneath, each on its own.',
  'Cover of the Mortal Vengeance soundtrack: a gold sound wave crosses a dark wine-red square above piano keys, with a small white shell'
),
(
  'soundtrack-launch-edition', 'es',
  'Mortal Vengeance (Banda sonora original) — Edición de lanzamiento',
  'Edición limitada de 100 · con stems',
  'La edición de lanzamiento de la banda sonora: los doce temas en 24 bits y los stems de cada pieza, limitada a 100 copias numeradas. Agotada.',
  'Publicada junto con el disco el 21 de marzo de 2025, la edición de lanzamiento se limitó a 100 copias numeradas. Incluía los doce temas en WAV de 24 bits/48 kHz y, de cada pieza, sus stems: piano, violonchelo, steel pan, drones de sintetizador y grabaciones de campo en archivos separados, para quien quisiera desmontar la música o tocar encima.

Las 100 copias se agotaron la primera semana y no está previsto reeditarla. El disco estándar, con los mismos doce temas en WAV de 16 bits/44,1 kHz, está disponible aquí, en La Bodega.',
  'Los stems eran para quien tuviera curiosidad por saber cómo se construye una pieza como «Delphine». Cada tema se mezcló a partir de unas pocas capas separadas, así que la edición de lanzamiento simplemente las entregaba tal cual: la lluvia sobre el tejado de chapa, los clústeres de violonchelo y el dron de debajo, cada uno por su lado.',
  'Cubierta de la banda sonora de Mortal Vengeance: una onda sonora dorada cruza un cuadrado granate oscuro sobre unas teclas de piano, con una pequeña concha blanca'
),
(
  'soundtrack-launch-edition', 'ca',
  'Mortal Vengeance (Banda sonora original) — Edició de llançament',
  'Edició limitada de 100 · amb stems',
  'L''edició de llançament de la banda sonora: els dotze temes en 24 bits i els stems de cada peça, limitada a 100 còpies numerades. Exhaurida.',
  'Publicada juntament amb el disc el 21 de març del 2025, l''edició de llançament es va limitar a 100 còpies numerades. Incloïa els dotze temes en WAV de 24 bits/48 kHz i, de cada peça, els seus stems: piano, violoncel, steel pan, drons de sintetitzador i enregistraments de camp en fitxers separats, per a qui volgués desmuntar la música o tocar-hi al damunt.

Les 100 còpies es van exhaurir la primera setmana i no està previst reeditar-la. El disc estàndard, amb els mateixos dotze temes en WAV de 16 bits/44,1 kHz, està disponible aquí, a La Bodega.',
  'Els stems eren per a qui tingués curiositat per saber com es construeix una peça com «Delphine». Cada tema es va mesclar a partir d''unes quantes capes separades, així que l''edició de llançament simplement les lliurava tal com eren: la pluja sobre la teulada de xapa, els clústers de violoncel i el dron de sota, cadascun pel seu compte.',
  'Coberta de la banda sonora de Mortal Vengeance: una ona sonora daurada travessa un quadrat granat fosc damunt d''unes tecles de piano, amb una petita petxina blanca'
);

-- mortal-vengeance-reader-bundle
INSERT OR REPLACE INTO product_texts
  (product_slug, locale, title, subtitle, description, synopsis, behind_the_story, cover_alt)
VALUES
(
  'mortal-vengeance-reader-bundle', 'en',
  'Mortal Vengeance Reader''s Bundle',
  'Books 1 and 2 + the original soundtrack',
  'Both Mortal Vengeance novels as DRM-free ebooks, plus the twelve-track soundtrack written alongside them, for less than buying the three separately.',
  'Everything you need to go back to Santa Brisa: Mortal Vengeance and Mortal Vengeance: Undertow as ebooks in EPUB and PDF, and Mortal Vengeance (Original Soundtrack), all twelve tracks in WAV.

In Book 1, seventeen-year-old Celeste Arnaud refuses to believe that her childhood friend Teo drowned by accident, and follows his waterproof notebook into the night Hurricane Delphine makes landfall. In Book 2, a year later, a tourist vanishes from a yacht in the harbour and white shells start turning up all over Punta Caracol.

Buying the bundle gives you the downloads of all three, the same files as buying each one on its own.',
  'Readers kept asking me what to listen to while they read. The honest answer is the soundtrack: I wrote it alongside the first book, with piano for Celeste, cello for Lucienne and a slightly detuned steel pan for the town. This bundle puts the books and the music in one place, for less than buying them one by one.',
  'Mortal Vengeance series artwork: a single white shell glowing on black water under a storm sky lit by lightning'
),
(
  'mortal-vengeance-reader-bundle', 'es',
  'Pack del lector de Mortal Vengeance',
  'Libros 1 y 2 + la banda sonora original',
  'Las dos novelas de Mortal Vengeance en ebook sin DRM y la banda sonora de doce temas escrita a la vez, por menos de lo que cuestan por separado.',
  'Todo lo que necesitas para volver a Santa Brisa: Mortal Vengeance y Mortal Vengeance: Undertow en ebook, en EPUB y PDF, y Mortal Vengeance (Banda sonora original), con los doce temas en WAV.

En el primer libro, Celeste Arnaud, de diecisiete años, se niega a creer que su amigo de la infancia, Teo, se ahogara por accidente, y sigue su libreta impermeable hasta la noche en que el huracán Delphine toca tierra. En el segundo, un año después, una turista desaparece de un yate en el puerto y empiezan a aparecer conchas blancas por todo Punta Caracol.

Al comprar el pack recibes las descargas de los tres, los mismos archivos que si los compraras por separado.',
  'Los lectores me preguntaban a menudo qué escuchar mientras leían. La respuesta sincera es la banda sonora: la escribí a la vez que el primer libro, con piano para Celeste, violonchelo para Lucienne y un steel pan algo desafinado para el pueblo. Este pack reúne libros y música en un solo sitio, por menos de lo que cuestan por separado.',
  'Imagen de la serie Mortal Vengeance: una única concha blanca que brilla sobre el agua negra bajo un cielo de tormenta iluminado por un relámpago'
),
(
  'mortal-vengeance-reader-bundle', 'ca',
  'Pack del lector de Mortal Vengeance',
  'Llibres 1 i 2 + la banda sonora original',
  'Les dues novel·les de Mortal Vengeance en ebook sense DRM i la banda sonora de dotze temes escrita alhora, per menys del que costen per separat.',
  'Tot el que necessites per tornar a Santa Brisa: Mortal Vengeance i Mortal Vengeance: Undertow en ebook, en EPUB i PDF, i Mortal Vengeance (Banda sonora original), amb els dotze temes en WAV.

Al primer llibre, la Celeste Arnaud, de disset anys, es nega a creure que el seu amic d''infància, en Teo, s''ofegués per accident, i segueix la seva llibreta impermeable fins a la nit que l''huracà Delphine toca terra. Al segon, un any després, una turista desapareix d''un iot al port i comencen a aparèixer petxines blanques per tot Punta Caracol.

En comprar el pack reps les baixades de tots tres, els mateixos fitxers que si els compressis per separat.',
  'Els lectors em preguntaven sovint què podien escoltar mentre llegien. La resposta sincera és la banda sonora: la vaig escriure alhora que el primer llibre, amb piano per a la Celeste, violoncel per a la Lucienne i un steel pan una mica desafinat per al poble. Aquest pack aplega llibres i música en un sol lloc, per menys del que costen per separat.',
  'Imatge de la sèrie Mortal Vengeance: una sola petxina blanca que brilla sobre l''aigua negra sota un cel de tempesta il·luminat per un llamp'
);

-- What the bundle contains (buying it gives each item's files) ---------------------------

INSERT OR REPLACE INTO bundle_items (bundle_slug, product_slug, position) VALUES
  ('mortal-vengeance-reader-bundle', 'mortal-vengeance-1-ebook', 1),
  ('mortal-vengeance-reader-bundle', 'mortal-vengeance-2-ebook', 2),
  ('mortal-vengeance-reader-bundle', 'mortal-vengeance-soundtrack', 3);

-- Files (R2 keys generated by scripts/lib/seed-files.mjs, sizes in bytes) -----------------
-- Every one is a generated stand-in (stand_in = 1): `node scripts/shop.mjs check` names each
-- product on sale that still gives one, and fails with --remote until `add-file` replaces it.

INSERT OR REPLACE INTO product_files
  (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, stand_in,
   format, bitrate_kbps, duration_seconds, page_count, word_count)
VALUES
  ('mortal-vengeance-1-ebook-epub', 'mortal-vengeance-1-ebook',
   'products/mortal-vengeance-1-ebook/mortal-vengeance-1-ebook.epub',
   'Adria-Vidal-Mortal-Vengeance.epub', 'application/epub+zip', 138454, 'EPUB', 1, 1,
   'EPUB 3', NULL, NULL, NULL, 142810),
  ('mortal-vengeance-1-ebook-pdf', 'mortal-vengeance-1-ebook',
   'products/mortal-vengeance-1-ebook/mortal-vengeance-1-ebook.pdf',
   'Adria-Vidal-Mortal-Vengeance.pdf', 'application/pdf', 601569, 'PDF', 2, 1,
   'PDF (A5)', NULL, NULL, 372, NULL),
  ('mortal-vengeance-2-ebook-epub', 'mortal-vengeance-2-ebook',
   'products/mortal-vengeance-2-ebook/mortal-vengeance-2-ebook.epub',
   'Adria-Vidal-Mortal-Vengeance-Undertow.epub', 'application/epub+zip', 146880, 'EPUB', 1, 1,
   'EPUB 3', NULL, NULL, NULL, 155774),
  ('mortal-vengeance-2-ebook-pdf', 'mortal-vengeance-2-ebook',
   'products/mortal-vengeance-2-ebook/mortal-vengeance-2-ebook.pdf',
   'Adria-Vidal-Mortal-Vengeance-Undertow.pdf', 'application/pdf', 611324, 'PDF', 2, 1,
   'PDF (A5)', NULL, NULL, 402, NULL),
  ('mortal-vengeance-soundtrack-zip', 'mortal-vengeance-soundtrack',
   'products/mortal-vengeance-soundtrack/mortal-vengeance-soundtrack.zip',
   'Adria-Vidal-Mortal-Vengeance-Original-Soundtrack.zip', 'application/zip', 2232004, 'Album (ZIP)', 1, 1,
   'WAV 16-bit/44.1 kHz', 706, 24, NULL, NULL),
  ('mortal-vengeance-main-theme-wav', 'mortal-vengeance-main-theme',
   'products/mortal-vengeance-main-theme/mortal-vengeance-main-theme.wav',
   'Adria-Vidal-Mortal-Vengeance-Main-Theme.wav', 'audio/wav', 352844, 'WAV', 1, 1,
   'WAV 16-bit/44.1 kHz', 706, 4, NULL, NULL),
  ('the-breakwater-wav', 'the-breakwater',
   'products/the-breakwater/the-breakwater.wav',
   'Adria-Vidal-The-Breakwater.wav', 'audio/wav', 352844, 'WAV', 1, 1,
   'WAV 16-bit/44.1 kHz', 706, 4, NULL, NULL);

-- Synthetic Tides as an author uploads an album (decision 055): each track on its own in the
-- "WAV" format group, with its cover art and booklet (in every group's ZIP). The library and
-- the success page offer the whole EP as one ZIP the Worker streams; the product page lists it.
-- A local database seeded before this held the EP as one prebuilt ZIP: that row goes.
DELETE FROM product_files WHERE id = 'synthetic-tides-ep-zip';

INSERT OR REPLACE INTO product_files
  (id, product_slug, r2_key, file_name, content_type, size_bytes, label, position, stand_in,
   format, bitrate_kbps, duration_seconds, page_count, word_count, role, format_group)
VALUES
  ('synthetic-tides-ep-01-wav', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/tracks/01-latent-reef.wav',
   'AIE - Synthetic Tides - 01 Latent Reef.wav', 'audio/wav', 176444, '01 Latent Reef', 1, 1,
   'WAV 16-bit/44.1 kHz', 706, 2, NULL, NULL, 'track', 'WAV'),
  ('synthetic-tides-ep-02-wav', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/tracks/02-salt-memory.wav',
   'AIE - Synthetic Tides - 02 Salt Memory.wav', 'audio/wav', 176444, '02 Salt Memory', 2, 1,
   'WAV 16-bit/44.1 kHz', 706, 2, NULL, NULL, 'track', 'WAV'),
  ('synthetic-tides-ep-03-wav', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/tracks/03-synthetic-tides.wav',
   'AIE - Synthetic Tides - 03 Synthetic Tides.wav', 'audio/wav', 176444, '03 Synthetic Tides', 3, 1,
   'WAV 16-bit/44.1 kHz', 706, 2, NULL, NULL, 'track', 'WAV'),
  ('synthetic-tides-ep-04-wav', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/tracks/04-night-ferry.wav',
   'AIE - Synthetic Tides - 04 Night Ferry.wav', 'audio/wav', 176444, '04 Night Ferry', 4, 1,
   'WAV 16-bit/44.1 kHz', 706, 2, NULL, NULL, 'track', 'WAV'),
  ('synthetic-tides-ep-05-wav', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/tracks/05-human-in-the-loop.wav',
   'AIE - Synthetic Tides - 05 Human in the Loop.wav', 'audio/wav', 176444, '05 Human in the Loop', 5, 1,
   'WAV 16-bit/44.1 kHz', 706, 2, NULL, NULL, 'track', 'WAV'),
  ('synthetic-tides-ep-cover', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/cover.jpg',
   'AIE - Synthetic Tides - Cover.jpg', 'image/jpeg', 136560, 'Cover art', 6, 1,
   'JPEG 1500 × 1500', NULL, NULL, NULL, NULL, 'cover', NULL),
  ('synthetic-tides-ep-booklet', 'synthetic-tides-ep',
   'products/synthetic-tides-ep/booklet.pdf',
   'AIE - Synthetic Tides - Booklet.pdf', 'application/pdf', 139024, 'Booklet', 7, 1,
   'PDF', NULL, NULL, 3, NULL, 'booklet', NULL);

-- Samples to try before buying (decision 051), generated by scripts/lib/seed-files.mjs: a
-- listening sample per track shown (durations in seconds; titles in Spanish and Catalan where a
-- track's name is translated), and Book 1's first chapter in each
-- language (the English one is the free excerpt's EPUB, whose spine gives the chapter).

DELETE FROM product_samples WHERE product_slug IN (
  'mortal-vengeance-1-ebook', 'mortal-vengeance-soundtrack', 'mortal-vengeance-main-theme',
  'the-breakwater', 'synthetic-tides-ep'
);

INSERT INTO product_samples (id, product_slug, kind, locale, title, titles, duration_seconds, r2_key, position) VALUES
  ('mvost-main-theme', 'mortal-vengeance-soundtrack', 'audio', NULL, 'Main Theme', '{"es":"Tema principal","ca":"Tema principal"}', 30,
   'products/mortal-vengeance-soundtrack/sample-main-theme.wav', 1),
  ('mvost-under-the-light', 'mortal-vengeance-soundtrack', 'audio', NULL, 'Under the Light', '{"es":"Bajo la baliza","ca":"Sota el far"}', 30,
   'products/mortal-vengeance-soundtrack/sample.wav', 2),
  ('mvost-delphine', 'mortal-vengeance-soundtrack', 'audio', NULL, 'Delphine', NULL, 20,
   'products/mortal-vengeance-soundtrack/sample-delphine.wav', 3),
  ('main-theme-sample', 'mortal-vengeance-main-theme', 'audio', NULL, 'Main Theme', '{"es":"Tema principal","ca":"Tema principal"}', 30,
   'products/mortal-vengeance-main-theme/sample.wav', 1),
  ('the-breakwater-sample', 'the-breakwater', 'audio', NULL, 'The Breakwater', '{"es":"El rompeolas","ca":"L''escullera"}', 20,
   'products/the-breakwater/sample.wav', 1),
  ('synthetic-tides-latent-reef', 'synthetic-tides-ep', 'audio', NULL, 'Latent Reef', NULL, 20,
   'products/synthetic-tides-ep/sample-latent-reef.wav', 1),
  ('synthetic-tides-night-ferry', 'synthetic-tides-ep', 'audio', NULL, 'Night Ferry', NULL, 20,
   'products/synthetic-tides-ep/sample-night-ferry.wav', 2),
  ('mortal-vengeance-1-chapter-en', 'mortal-vengeance-1-ebook', 'chapter', 'en', 'Chapter 1: The Breakwater', NULL, NULL,
   'excerpts/mortal-vengeance-book-1.epub', 1),
  ('mortal-vengeance-1-chapter-es', 'mortal-vengeance-1-ebook', 'chapter', 'es', 'Capítulo 1: El rompeolas', NULL, NULL,
   'samples/mortal-vengeance-1-ebook/chapter-1-es.xhtml', 2),
  ('mortal-vengeance-1-chapter-ca', 'mortal-vengeance-1-ebook', 'chapter', 'ca', 'Capítol 1: L''escullera', NULL, NULL,
   'samples/mortal-vengeance-1-ebook/chapter-1-ca.xhtml', 3);

-- Readers' reviews, in the language they were written in ---------------------------------
-- A book's reviews live with the book in content/books/ (its series page shows them too), and
-- the Worker shows those on the book's product page: rows here for a book's product would not
-- be shown (decision 034), so earlier seeds' rows for the books are removed.

DELETE FROM product_reviews WHERE product_slug IN ('mortal-vengeance-1-ebook', 'mortal-vengeance-2-ebook');

INSERT OR REPLACE INTO product_reviews (id, product_slug, locale, author, rating, quote, position) VALUES
  ('rev-mvost-1', 'mortal-vengeance-soundtrack', 'en', 'Claire M.', 5,
   'I put it on while rereading Book 1 and it felt like having the island in the room. The Main Theme has been stuck in my head for weeks.', 1),
  ('rev-mvost-2', 'mortal-vengeance-soundtrack', 'ca', 'Núria F.', 5,
   'La vaig posar mentre llegia els capítols de l''huracà i em vaig haver d''aturar a «Delphine»: la pluja sobre la teulada fa gairebé tanta por com el llibre.', 2),
  ('rev-mvost-3', 'mortal-vengeance-soundtrack', 'es', 'Lucía M.', 4,
   'No suelo escuchar bandas sonoras de libros, pero esta se sostiene sola. «Lucienne» es preciosa. Solo echo en falta que algunos temas duren un poco más.', 3);
