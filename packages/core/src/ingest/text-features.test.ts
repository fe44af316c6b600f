import { describe, expect, it } from 'vitest';
import { caseTellsNames, headlineCase } from './text-features.ts';

describe('headlineCase', () => {
  it('tells a sentence, whose capitals mark names, from Title Case and capitals, whose capitals mark none', () => {
    expect(headlineCase('Tributes paid to Sir David Amess in Leigh-on-Sea')).toBe('sentence');
    expect(headlineCase("British Lawmaker's Killing Highlights Terrorism Challenge")).toBe('title');
    expect(headlineCase('DAN HODGES: THE VISCERAL HATRED OF TORIES')).toBe('capitals');
    // A unit run into a number is no word in lower case: the headline stays in Title Case.
    expect(headlineCase('Razor Glove Goes Up for Auction in £5.5million Sale')).toBe('title');
    expect(headlineCase('Runners Brave the Heat in 10km Charity Race')).toBe('title');
  });

  it('reads a short headline with every word but the minor ones capitalised as Title Case', () => {
    expect(headlineCase('What We Know So Far')).toBe('title');
    expect(headlineCase('Arrested in Paris for Fraud')).toBe('title');
    expect(caseTellsNames('What We Know So Far')).toBe(false);
    // Too short to tell, or only names: a sentence whose capitals are names.
    expect(headlineCase('Joe Biden Wins')).toBe('sentence');
    expect(headlineCase('Kim Jong Un in Moscow')).toBe('sentence');
    expect(headlineCase('Man Utd v Real Madrid')).toBe('sentence');
    expect(headlineCase('What we know so far')).toBe('sentence');
  });
});
