/** The part of `@nlpjs/lang-nl` (CommonJS, untyped) the clusterer uses: the Snowball stemmer for Dutch. */
declare module '@nlpjs/lang-nl' {
  export class StemmerNl {
    stemWord(word: string): string;
  }
}
