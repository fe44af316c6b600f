/**
 * reading-experience §5 "major outlets first (wire agencies, broadcasters, major papers)": the real
 * ones, by the domain their articles are published on. A source is major when its URL's host is one of
 * these domains or a subdomain of one (`www.reuters.com`, `edition.cnn.com`). An edition may also mark
 * a source `major: true` itself (the bundled sample does, for its fictional publishers).
 * Add an outlet here, with its kind: the list is data, the ordering code never names an outlet.
 */
export type OutletKind = 'wire' | 'broadcaster' | 'paper';

export interface MajorOutlet {
  name: string;
  kind: OutletKind;
  /** Registrable domains the outlet publishes on. */
  domains: readonly string[];
}

export const MAJOR_OUTLETS: readonly MajorOutlet[] = [
  // Wire agencies
  { name: 'Reuters', kind: 'wire', domains: ['reuters.com'] },
  { name: 'Associated Press', kind: 'wire', domains: ['apnews.com', 'ap.org'] },
  { name: 'Agence France-Presse', kind: 'wire', domains: ['afp.com'] },
  { name: 'Bloomberg', kind: 'wire', domains: ['bloomberg.com'] },
  { name: 'Deutsche Presse-Agentur', kind: 'wire', domains: ['dpa.com'] },
  { name: 'ANP', kind: 'wire', domains: ['anp.nl'] },
  { name: 'Belga', kind: 'wire', domains: ['belganewsagency.eu', 'belga.be'] },
  { name: 'Agencia EFE', kind: 'wire', domains: ['efe.com'] },
  { name: 'ANSA', kind: 'wire', domains: ['ansa.it'] },
  { name: 'Lusa', kind: 'wire', domains: ['lusa.pt'] },
  { name: 'Kyodo News', kind: 'wire', domains: ['kyodonews.net'] },
  { name: 'Press Trust of India', kind: 'wire', domains: ['ptinews.com'] },
  { name: 'The Canadian Press', kind: 'wire', domains: ['thecanadianpress.com'] },
  { name: 'Australian Associated Press', kind: 'wire', domains: ['aap.com.au'] },
  { name: 'Yonhap', kind: 'wire', domains: ['yna.co.kr'] },
  // Broadcasters
  { name: 'BBC', kind: 'broadcaster', domains: ['bbc.co.uk', 'bbc.com'] },
  { name: 'CNN', kind: 'broadcaster', domains: ['cnn.com'] },
  { name: 'NPR', kind: 'broadcaster', domains: ['npr.org'] },
  { name: 'PBS', kind: 'broadcaster', domains: ['pbs.org'] },
  { name: 'CBS News', kind: 'broadcaster', domains: ['cbsnews.com'] },
  { name: 'NBC News', kind: 'broadcaster', domains: ['nbcnews.com'] },
  { name: 'ABC News', kind: 'broadcaster', domains: ['abcnews.go.com', 'abc.net.au'] },
  { name: 'Al Jazeera', kind: 'broadcaster', domains: ['aljazeera.com'] },
  { name: 'Deutsche Welle', kind: 'broadcaster', domains: ['dw.com'] },
  { name: 'France 24', kind: 'broadcaster', domains: ['france24.com'] },
  { name: 'Euronews', kind: 'broadcaster', domains: ['euronews.com'] },
  { name: 'NOS', kind: 'broadcaster', domains: ['nos.nl'] },
  { name: 'VRT NWS', kind: 'broadcaster', domains: ['vrt.be'] },
  { name: 'RTÉ', kind: 'broadcaster', domains: ['rte.ie'] },
  { name: 'RTP', kind: 'broadcaster', domains: ['rtp.pt'] },
  { name: 'CBC', kind: 'broadcaster', domains: ['cbc.ca'] },
  { name: 'NHK', kind: 'broadcaster', domains: ['nhk.or.jp'] },
  { name: 'Sky News', kind: 'broadcaster', domains: ['news.sky.com'] },
  // Major papers
  { name: 'The New York Times', kind: 'paper', domains: ['nytimes.com'] },
  { name: 'The Washington Post', kind: 'paper', domains: ['washingtonpost.com'] },
  { name: 'The Wall Street Journal', kind: 'paper', domains: ['wsj.com'] },
  { name: 'Los Angeles Times', kind: 'paper', domains: ['latimes.com'] },
  { name: 'The Guardian', kind: 'paper', domains: ['theguardian.com'] },
  { name: 'Financial Times', kind: 'paper', domains: ['ft.com'] },
  { name: 'The Times', kind: 'paper', domains: ['thetimes.co.uk', 'thetimes.com'] },
  { name: 'The Economist', kind: 'paper', domains: ['economist.com'] },
  { name: 'The Irish Times', kind: 'paper', domains: ['irishtimes.com'] },
  { name: 'NRC', kind: 'paper', domains: ['nrc.nl'] },
  { name: 'de Volkskrant', kind: 'paper', domains: ['volkskrant.nl'] },
  { name: 'Trouw', kind: 'paper', domains: ['trouw.nl'] },
  { name: 'De Standaard', kind: 'paper', domains: ['standaard.be'] },
  { name: 'Le Monde', kind: 'paper', domains: ['lemonde.fr'] },
  { name: 'Süddeutsche Zeitung', kind: 'paper', domains: ['sueddeutsche.de'] },
  { name: 'Frankfurter Allgemeine Zeitung', kind: 'paper', domains: ['faz.net'] },
  { name: 'Der Spiegel', kind: 'paper', domains: ['spiegel.de'] },
  { name: 'El País', kind: 'paper', domains: ['elpais.com'] },
  { name: 'Corriere della Sera', kind: 'paper', domains: ['corriere.it'] },
  { name: 'Público', kind: 'paper', domains: ['publico.pt'] },
  { name: 'Folha de S.Paulo', kind: 'paper', domains: ['folha.uol.com.br'] },
  { name: 'The Globe and Mail', kind: 'paper', domains: ['theglobeandmail.com'] },
  { name: 'The Hindu', kind: 'paper', domains: ['thehindu.com'] },
  { name: 'The Times of India', kind: 'paper', domains: ['timesofindia.indiatimes.com'] },
  { name: 'Hindustan Times', kind: 'paper', domains: ['hindustantimes.com'] },
  { name: 'The Sydney Morning Herald', kind: 'paper', domains: ['smh.com.au'] },
  { name: 'The Japan Times', kind: 'paper', domains: ['japantimes.co.jp'] },
  { name: 'South China Morning Post', kind: 'paper', domains: ['scmp.com'] },
];
