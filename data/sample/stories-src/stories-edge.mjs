/**
 * EDGE-CASE STORIES — deliberately unusual entries that exercise the reader's feed rules
 * (reading-experience §5). They come on top of the regular stories and are not counted
 * towards the 160 regular ones. Field legend in stories-politics.mjs; extra fields:
 *   noImage     — omit primary_image_url and give every source an empty media list
 *   image       — use this exact primary image (with imageAlt for the source media)
 *   publishedAt — literal published_at value (sourcesAt dates the sources instead)
 */
export default [
  // (a) No image at all: the reader must fall back to a placeholder stock image.
  {
    id: 'eindhoven-design-week-reports-record-visitor-numbers',
    noImage: true,
    cat: ['Entertainment'],
    city: 'eindhoven',
    scope: 'local',
    at: '15 16:10',
    tags: ['eindhoven', 'design', 'exhibitions'],
    a: [1.4, 7.8, 9.1, 9.6, 4.2],
    src: 2,
    alt: ['Design week in Eindhoven draws record crowds'],
    en: [
      'Eindhoven design week reports record visitor numbers',
      'Organisers counted more than 400,000 visits to over a hundred locations',
      'Eindhoven’s annual design week drew more than 400,000 visits this year, a record, according to the organisers. Exhibitions were spread over more than a hundred locations, from former factory halls to shop windows and student workshops. Organisers said visitors from abroad made up a larger share than before. Next year they want to add more routes for cyclists between the venues.',
    ],
    nl: [
      'Recordaantal bezoekers voor designweek in Eindhoven',
      'De organisatie telde ruim 400.000 bezoeken aan meer dan honderd locaties',
      'De jaarlijkse designweek in Eindhoven heeft dit jaar ruim 400.000 bezoeken getrokken, een record, meldt de organisatie. De tentoonstellingen waren verspreid over meer dan honderd locaties, van oude fabriekshallen tot etalages en werkplaatsen van studenten. Het aandeel bezoekers uit het buitenland was groter dan voorheen. Volgend jaar wil de organisatie meer fietsroutes tussen de locaties uitzetten.',
    ],
  },
  {
    id: 'ottawa-council-approves-larger-snow-clearing-budget',
    noImage: true,
    cat: ['Politics'],
    city: 'ottawa',
    scope: 'local',
    at: '13 19:00',
    tags: ['ottawa', 'snow clearing', 'city budget'],
    a: [0.5, 7.6, 9.0, 9.0, 3.1],
    src: 1,
    alt: ['Ottawa adds money for winter road and sidewalk clearing'],
    en: [
      'Ottawa council approves larger budget for snow clearing',
      'Sidewalks near schools and bus stops will be cleared first after storms',
      'Ottawa’s city council approved a larger winter maintenance budget that adds equipment and seasonal staff for clearing snow from roads and sidewalks. After heavy snowfall, sidewalks near schools, hospitals and bus stops will be cleared first. Councillors said complaints about icy sidewalks had risen sharply last winter. The city will publish a live map showing where ploughs have passed.',
    ],
    nl: [
      'Ottawa trekt meer geld uit voor sneeuwruimen',
      'Stoepen bij scholen en bushaltes worden na sneeuwval als eerste geveegd',
      'De gemeenteraad van Ottawa heeft een groter winterbudget goedgekeurd, met extra materieel en seizoenspersoneel om sneeuw van wegen en stoepen te ruimen. Na zware sneeuwval worden stoepen bij scholen, ziekenhuizen en bushaltes als eerste vrijgemaakt. Volgens raadsleden kwamen er vorige winter veel meer klachten over gladde stoepen. De stad publiceert een live kaart waarop te zien is waar de sneeuwschuivers al zijn geweest.',
    ],
  },
  {
    id: 'cork-harbour-ferry-adds-winter-evening-sailings',
    noImage: true,
    cat: ['Business'],
    city: 'cork',
    scope: 'local',
    at: '16 11:15',
    tags: ['cork', 'ferries', 'commuting'],
    a: [0.3, 7.1, 9.2, 9.5, 1.8],
    src: 2,
    alt: ['More evening crossings on Cork harbour ferry'],
    en: [
      'Cork harbour ferry adds evening sailings for the winter',
      'Commuters asked for later crossings after the summer timetable ended',
      'The passenger ferry across Cork harbour will add three evening sailings on weekdays throughout the winter, its operator said, after commuters asked for later crossings when the summer timetable ended. Fares stay the same, and monthly passes can now be bought in an app. The operator said it would review passenger numbers in March before deciding on next year’s timetable.',
    ],
    nl: [
      'Veerpont in haven van Cork vaart deze winter ook ’s avonds',
      'Forensen vroegen om latere overtochten na het einde van de zomerdienstregeling',
      'De veerpont over de haven van Cork vaart deze winter op werkdagen drie extra keer in de avond, meldt de exploitant. Forensen hadden om latere overtochten gevraagd toen de zomerdienstregeling afliep. De tarieven blijven gelijk en maandabonnementen zijn nu ook via een app te koop. In maart bekijkt de exploitant de reizigersaantallen voordat de dienstregeling voor volgend jaar wordt vastgesteld.',
    ],
  },
  {
    id: 'siliguri-tea-auction-prices-hold-steady',
    noImage: true,
    cat: ['Business'],
    city: 'siliguri',
    scope: 'local',
    at: '18 06:20',
    tags: ['siliguri', 'tea auction', 'west bengal'],
    a: [0.9, 7.4, 8.9, 9.4, 2.6],
    src: 3,
    alt: ['Tea prices stable at Siliguri auction'],
    en: [
      'Tea prices hold steady at Siliguri auction despite larger volumes',
      'Buyers from the Middle East kept demand firm for orthodox teas',
      'Average prices at this week’s tea auction in Siliguri held steady even though more tea was offered than at the same sale last year, brokers said. Strong demand from buyers in the Middle East supported prices for orthodox leaf teas, while plain CTC grades sold slightly lower. Small growers in north Bengal said steady prices would help them cover higher wages agreed this year.',
    ],
    nl: [
      'Theeprijzen op veiling in Siliguri stabiel ondanks groter aanbod',
      'Kopers uit het Midden-Oosten hielden de vraag naar orthodoxe thee op peil',
      'De gemiddelde prijzen op de theeveiling van deze week in Siliguri bleven stabiel, hoewel er meer thee werd aangeboden dan op dezelfde veiling vorig jaar, melden makelaars. Een sterke vraag van kopers uit het Midden-Oosten ondersteunde de prijzen voor orthodoxe bladthee, terwijl eenvoudige CTC-soorten iets minder opbrachten. Kleine telers in Noord-Bengalen zeggen dat stabiele prijzen helpen om de dit jaar afgesproken hogere lonen te betalen.',
    ],
  },

  // (b) GIF primary image: GIF images are excluded from story images.
  {
    id: 'maastricht-christmas-market-opens-with-light-show',
    image: '/images/animated-banner.gif',
    imageAlt: 'Animated banner: Christmas market lights',
    cat: ['Entertainment'],
    city: 'maastricht',
    scope: 'local',
    at: '18 17:30',
    tags: ['maastricht', 'christmas market', 'light show'],
    a: [1.1, 7.9, 8.7, 9.7, 5.1],
    src: 3,
    alt: ['Maastricht Christmas market opens on the Vrijthof'],
    en: [
      'Maastricht Christmas market opens with a light show on the main square',
      'A skating rink and Ferris wheel return, and stalls close an hour earlier on Sundays',
      'Maastricht’s Christmas market opened on Wednesday evening with a light show projected onto the buildings around the main square. A skating rink and a Ferris wheel have returned, and around ninety stalls sell food, crafts and gifts. The city has asked visitors from Belgium and Germany to come by train where possible, and extra shuttle buses will run from park-and-ride sites on Saturdays.',
    ],
    nl: [
      'Kerstmarkt Maastricht opent met lichtshow op het Vrijthof',
      'IJsbaan en reuzenrad zijn terug; op zondag sluiten de kraampjes een uur eerder',
      'De kerstmarkt in Maastricht is woensdagavond geopend met een lichtshow op de gevels rond het plein. De ijsbaan en het reuzenrad zijn terug en zo’n negentig kramen verkopen eten, ambachtelijke spullen en cadeaus. De gemeente vraagt bezoekers uit België en Duitsland zo veel mogelijk met de trein te komen; op zaterdag rijden er extra pendelbussen vanaf P+R-terreinen.',
    ],
  },

  // (c) Unparsable published_at: the feed skips the article.
  {
    id: 'canberra-extends-lake-swimming-trial',
    publishedAt: 'not-a-date',
    sourcesAt: '15 09:00',
    cat: ['Environment'],
    city: 'canberra',
    scope: 'local',
    tags: ['canberra', 'swimming', 'water quality'],
    a: [0.8, 7.2, 9.0, 9.5, 3.3],
    src: 2,
    alt: ['Lake swimming spots stay open through summer'],
    en: [
      'Canberra extends trial of supervised swimming areas in its central lake',
      'Water quality tests will be published online every morning',
      'Canberra will keep two supervised swimming areas in its central lake open through the summer after a trial last season showed water quality was good on most days. Results of daily tests for bacteria and algae will be published online each morning, and the areas will close after heavy rain. Lifeguards will be on duty on weekends and public holidays.',
    ],
    nl: [
      'Canberra verlengt proef met zwemplekken in het centrale meer',
      'Elke ochtend worden de resultaten van waterkwaliteitsmetingen online gezet',
      'Canberra houdt twee bewaakte zwemplekken in het centrale meer de hele zomer open, nadat een proef vorig seizoen liet zien dat het water op de meeste dagen schoon genoeg was. De uitslagen van dagelijkse metingen naar bacteriën en algen komen elke ochtend online, en na hevige regen gaan de zwemplekken dicht. In het weekend en op feestdagen zijn er strandwachten.',
    ],
  },

  // (d) Id starting with "fallback-": the feed drops it.
  {
    id: 'fallback-placeholder-story',
    cat: ['World'],
    city: 'london',
    scope: 'international',
    at: '19 05:00',
    tags: ['placeholder', 'edition'],
    rc: ['United Kingdom'],
    a: [0.0, 0.0, 0.5, 0.0, 0.0],
    src: 1,
    alt: ['Placeholder story'],
    en: [
      'Top stories are being updated',
      'This placeholder is shown while the latest edition is prepared',
      'This is a placeholder entry that the publishing pipeline inserts when it has no story for a slot. It is not news and should never appear in a reader’s feed. If you can see this text in the product, the rule that removes stories whose identifier starts with “fallback-” is not being applied.',
    ],
    nl: [
      'De belangrijkste verhalen worden bijgewerkt',
      'Deze tijdelijke tekst staat hier terwijl de nieuwste editie wordt klaargezet',
      'Dit is een tijdelijke vermelding die de publicatieketen invoegt als er voor een plek geen verhaal is. Het is geen nieuws en hoort nooit in de feed van een lezer te verschijnen. Als deze tekst in het product te zien is, wordt de regel die verhalen verwijdert waarvan de identificatie met ‘fallback-’ begint niet toegepast.',
    ],
  },

  // (e) sub_headline mentions an error: the feed drops it.
  {
    id: 'munich-transport-authority-service-update',
    cat: ['Technology'],
    city: 'munich',
    scope: 'local',
    at: '17 07:45',
    tags: ['munich', 'public transport', 'service update'],
    a: [0.2, 3.0, 1.0, 0.6, 0.4],
    src: 1,
    alt: ['Service update'],
    en: [
      'Munich transport authority service update',
      'Feed error: content unavailable',
      'The text of this story could not be retrieved from the publisher when the edition was built, so only its headline and source remain. Entries like this one are produced when an upstream feed returns an empty or broken article. The reader should leave it out of the feed because its sub-headline reports an error.',
    ],
    nl: [
      'Update van het vervoersbedrijf in München',
      'Fout in de feed: inhoud niet beschikbaar',
      'De tekst van dit verhaal kon bij het samenstellen van de editie niet bij de uitgever worden opgehaald; alleen de kop en de bron zijn over. Zulke vermeldingen ontstaan als een bronfeed een leeg of kapot artikel teruggeeft. De lezer hoort dit verhaal niet in de feed te tonen, omdat de onderkop een fout meldt.',
    ],
  },
];
