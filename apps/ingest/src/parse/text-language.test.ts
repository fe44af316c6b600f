import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language.ts';

describe("an item's language", () => {
  it("keeps the feed's language for its own headlines, names and places in other languages included", () => {
    expect(textLanguage('en', 'Three die, two are critically injured in South Los Angeles fire')).toBe('en');
    expect(textLanguage('en', 'Dodgers beat the Giants in Los Angeles', 'El Niño brings rain to San Luis Obispo')).toBe(
      'en',
    );
    expect(textLanguage('nl', 'Kabinet presenteert plannen voor tienduizend nieuwe woningen in Utrecht')).toBe('nl');
    expect(textLanguage('en-US', 'Covid: When will I get a booster jab?')).toBe('en-US');
    expect(textLanguage('', 'Ardern says the border will reopen')).toBe('');
  });

  it('names the language an item is clearly written in when it is not the feed’s', () => {
    // The LA Times' English feed, its Spanish desk's gallery (the dev set's latimes-36).
    expect(
      textLanguage(
        'en',
        'FOTOS | Atasco en los puertos de Los Ángeles: docenas de barcos están inactivos frente a la costa',
        'Una ruptura de la cadena de suministro global ha provocado un estancamiento en los puertos de Los Ángeles y Long Beach y más allá',
      ),
    ).toBe('es');
    expect(textLanguage('en', 'Le président annonce une réforme des retraites pour les jeunes et les plus âgés')).toBe(
      'fr',
    );
    expect(textLanguage('nl', 'Why the Dutch cabinet fell and what it means for the election in the spring')).toBe(
      'en',
    );
  });
});
