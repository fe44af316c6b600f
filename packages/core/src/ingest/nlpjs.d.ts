/** The part of `@nlpjs/lang-nl` (CommonJS, untyped) the pipeline uses: the Snowball stemmer and the stop words for Dutch. */
declare module '@nlpjs/lang-nl' {
  export class StemmerNl {
    stemWord(word: string): string;
  }
  export class StopwordsNl {
    isStopword(word: string): boolean;
  }
}
