/**
 * English and Dutch function words and newsroom boilerplate: words that say nothing of which event a
 * headline reports (`text-features.ts`), nor of which stories a reader searches for (`news/search.ts`).
 * A module of its own, without the Dutch stemmer `text-features.ts` loads.
 */

/** Function words and newsroom boilerplate that say nothing about which event a headline reports. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both
  but by can could did do does doing down during each few for from further had has have having he her here hers him
  his how i if in into is it its itself just me more most my no nor not now of off on once only or other our ours out
  over own same she should so some such than that the their theirs them then there these they this those through to
  too under until up very was we were what when where which while who whom why will with would you your yours
  amid among says say said told tells new news latest live update updates report reports reported video videos photo
  photos watch podcast column opinion analysis explainer here's how what's it's us via get gets got set sets make makes
  breaking exclusive pictured revealed factbox gallery blog
  made one two three four five six seven eight nine ten first last next year years day days week weeks today tonight
  yesterday tomorrow mr mrs ms dr sir may might must
  de het een en van ik te dat die in is niet op aan met als voor er maar om hem dan zou of wat mijn men dit zo door over
  ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets
  worden toch al waren veel meer doen toen moet ben zijn was wordt werd kan na wel nieuw nieuwe jaar dag dagen week
  tegen wil gaat gaan`.split(/\s+/),
);

/** Whether a word (any case) is a function word or newsroom boilerplate. */
export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}
