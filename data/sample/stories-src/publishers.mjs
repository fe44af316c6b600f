/**
 * Fictional publishers of the sample edition. Every name and domain is invented;
 * domains use the reserved `.example` TLD.
 *
 * kind:      wire | broadcaster | paper | specialist
 * countries: where the outlet mainly reports (empty = worldwide)
 * cities:    place slugs (see places.mjs) the outlet covers as a local paper
 * beats:     categories a specialist title follows
 */
const pub = (name, domain, kind, countries = [], cities = [], beats = []) => ({
  name,
  domain,
  kind,
  countries,
  cities,
  beats,
});

export const PUBLISHERS = [
  // Wire agencies and broadcasters
  pub('Meridian Wire', 'meridianwire.example', 'wire'),
  pub('Continental Press Agency', 'continentalpress.example', 'wire'),
  pub('Compass News Agency', 'compassnews.example', 'wire'),
  pub('Pacific Rim Wire', 'pacificrimwire.example', 'wire', [
    'Japan',
    'South Korea',
    'Singapore',
    'Indonesia',
    'Australia',
    'New Zealand',
    'India',
  ]),
  pub('Northsea Broadcasting', 'northseabroadcasting.example', 'broadcaster', [
    'Netherlands',
    'Belgium',
    'United Kingdom',
    'Germany',
    'Denmark',
    'Norway',
  ]),
  pub('Atlas Public Broadcasting', 'atlasbroadcasting.example', 'broadcaster', ['United States', 'Canada', 'Mexico']),
  // Major national papers
  pub('Harbour Gazette', 'harbourgazette.example', 'paper', ['United Kingdom', 'Ireland']),
  pub('Lowlands Courant', 'lowlandscourant.example', 'paper', ['Netherlands', 'Belgium', 'Curaçao', 'Suriname']),
  pub(
    'Bay Area Ledger',
    'bayarealedger.example',
    'paper',
    ['United States'],
    ['sanfrancisco', 'sanjose', 'sacramento'],
  ),
  pub('Ganges Herald', 'gangesherald.example', 'paper', ['India']),
  pub('Tagus Daily', 'tagusdaily.example', 'paper', ['Portugal', 'Brazil']),
  pub('Maple Post', 'maplepost.example', 'paper', ['Canada']),
  // Regional and local titles
  pub('Amstel Avondpost', 'amstelavondpost.example', 'paper', ['Netherlands'], ['amsterdam']),
  pub('Maasstad Bulletin', 'maasstadbulletin.example', 'paper', ['Netherlands'], ['rotterdam']),
  pub('Hofstad Observer', 'hofstadobserver.example', 'paper', ['Netherlands'], ['thehague', 'leiden']),
  pub('Domstad Courier', 'domstadcourier.example', 'paper', ['Netherlands'], ['utrecht']),
  pub('Dommel Dagblad', 'dommeldagblad.example', 'paper', ['Netherlands'], ['eindhoven', 'maastricht']),
  pub('Martini Courant', 'martinicourant.example', 'paper', ['Netherlands'], ['groningen']),
  pub('Scheldt Review', 'scheldtreview.example', 'paper', ['Belgium'], ['antwerp']),
  pub('Ghent Lantern', 'ghentlantern.example', 'paper', ['Belgium'], ['ghent']),
  pub('Sablon Post', 'sablonpost.example', 'paper', ['Belgium'], ['brussels']),
  pub('Trade Winds Post', 'tradewindspost.example', 'paper', ['Curaçao', 'Suriname'], ['willemstad', 'paramaribo']),
  pub('Douro Herald', 'douroherald.example', 'paper', ['Portugal'], ['porto']),
  pub('Mondego Gazette', 'mondegogazette.example', 'paper', ['Portugal'], ['coimbra', 'faro']),
  pub('Thameside Review', 'thamesidereview.example', 'paper', ['United Kingdom'], ['london']),
  pub('Irwell Chronicle', 'irwellchronicle.example', 'paper', ['United Kingdom'], ['manchester']),
  pub('Lothian Lamp', 'lothianlamp.example', 'paper', ['United Kingdom'], ['edinburgh']),
  pub('Liffey Review', 'liffeyreview.example', 'paper', ['Ireland'], ['dublin', 'cork']),
  pub(
    'Golden State Courier',
    'goldenstatecourier.example',
    'paper',
    ['United States'],
    ['sacramento', 'sanfrancisco', 'losangeles', 'sandiego', 'sanjose'],
  ),
  pub('Pacific Coast Sentinel', 'pacificcoastsentinel.example', 'paper', ['United States'], ['losangeles', 'sandiego']),
  pub('Hudson Evening Record', 'hudsoneveningrecord.example', 'paper', ['United States'], ['newyork', 'boston']),
  pub('Lone Star Dispatch', 'lonestardispatch.example', 'paper', ['United States'], ['austin', 'houston']),
  pub('Lakefront Tribune', 'lakefronttribune.example', 'paper', ['United States'], ['chicago', 'denver']),
  pub('Cascade Observer', 'cascadeobserver.example', 'paper', ['United States'], ['seattle']),
  pub('Biscayne Courier', 'biscaynecourier.example', 'paper', ['United States'], ['miami']),
  pub('Potomac Briefing', 'potomacbriefing.example', 'paper', ['United States'], ['washington']),
  pub('Laurentian Review', 'laurentianreview.example', 'paper', ['Canada'], ['montreal', 'ottawa']),
  pub('Strait Herald', 'straitherald.example', 'paper', ['Canada'], ['vancouver']),
  pub('Hooghly Chronicle', 'hooghlychronicle.example', 'paper', ['India'], ['kolkata', 'darjeeling', 'siliguri']),
  pub('Konkan Courier', 'konkancourier.example', 'paper', ['India'], ['mumbai']),
  pub('Yamuna Observer', 'yamunaobserver.example', 'paper', ['India'], ['delhi', 'newdelhi']),
  pub('Garden City Gazette', 'gardencitygazette.example', 'paper', ['India'], ['bengaluru']),
  pub('Coromandel Post', 'coromandelpost.example', 'paper', ['India'], ['chennai']),
  pub('Paulista Journal', 'paulistajournal.example', 'paper', ['Brazil'], ['saopaulo', 'brasilia']),
  pub('Guanabara Tribune', 'guanabaratribune.example', 'paper', ['Brazil'], ['rio']),
  pub(
    'Altiplano Gazette',
    'altiplanogazette.example',
    'paper',
    ['Mexico', 'Argentina', 'Chile'],
    ['mexicocity', 'guadalajara'],
  ),
  pub('Spree Courier', 'spreecourier.example', 'paper', ['Germany'], ['berlin', 'hamburg', 'munich']),
  pub('Seine Dispatch', 'seinedispatch.example', 'paper', ['France', 'Switzerland'], ['paris', 'lyon', 'geneva']),
  pub('Meseta Diario', 'mesetadiario.example', 'paper', ['Spain'], ['madrid', 'barcelona']),
  pub('Tiber Chronicle', 'tiberchronicle.example', 'paper', ['Italy'], ['rome', 'milan']),
  pub('Kanto Evening Report', 'kantoeveningreport.example', 'paper', ['Japan', 'South Korea'], ['tokyo', 'osaka']),
  pub('Archipelago Daily', 'archipelagodaily.example', 'paper', ['Indonesia', 'Singapore'], ['jakarta', 'singapore']),
  pub(
    'Coral Coast Courier',
    'coralcoastcourier.example',
    'paper',
    ['Australia', 'New Zealand'],
    ['sydney', 'melbourne', 'canberra'],
  ),
  pub('Rift Valley Observer', 'riftvalleyobserver.example', 'paper', ['Kenya'], ['nairobi', 'mombasa']),
  pub('Lagoon Herald', 'lagoonherald.example', 'paper', ['Nigeria', 'Ghana'], ['lagos', 'abuja', 'accra']),
  pub('Highveld Chronicle', 'highveldchronicle.example', 'paper', ['South Africa'], ['johannesburg', 'capetown']),
  // Specialist titles
  pub('Circuit & Signal', 'circuitandsignal.example', 'specialist', [], [], ['Technology', 'Science']),
  pub('Counting House Review', 'countinghousereview.example', 'specialist', [], [], ['Business']),
  pub('Fieldnotes Science', 'fieldnotesscience.example', 'specialist', [], [], ['Science', 'Environment', 'Health']),
  pub('Matchday Standard', 'matchdaystandard.example', 'specialist', [], [], ['Sports']),
  pub('Footlights Daily', 'footlightsdaily.example', 'specialist', [], [], ['Entertainment']),
  pub('Clinic & Care Weekly', 'clinicandcare.example', 'specialist', [], [], ['Health']),
  pub('Canopy Report', 'canopyreport.example', 'specialist', [], [], ['Environment']),
  pub('Docket Watch', 'docketwatch.example', 'specialist', [], [], ['Crime', 'Politics']),
];

/**
 * reading-experience §5: sources are listed with major outlets first (wire agencies,
 * broadcasters, major papers). The shared-story dialog ranks a list of 12 of them.
 */
export const MAJOR_OUTLETS = [
  'Meridian Wire',
  'Continental Press Agency',
  'Compass News Agency',
  'Pacific Rim Wire',
  'Northsea Broadcasting',
  'Atlas Public Broadcasting',
  'Harbour Gazette',
  'Lowlands Courant',
  'Bay Area Ledger',
  'Ganges Herald',
  'Tagus Daily',
  'Maple Post',
];
