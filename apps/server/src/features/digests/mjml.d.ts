/** mjml 5 ships no types: the one call used here (mjml2html answers a promise since v5). */
declare module 'mjml' {
  interface MjmlError {
    line: number;
    message: string;
    tagName: string;
    formattedMessage: string;
  }
  interface MjmlOptions {
    validationLevel?: 'strict' | 'soft' | 'skip';
    fonts?: Record<string, string>;
    keepComments?: boolean;
    minify?: boolean;
    beautify?: boolean;
  }
  export default function mjml2html(
    input: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
