import { describe, expect, it } from 'vitest';
import { shareTargets } from './share-targets.ts';

const url = 'https://tidings.example/story/canal-bridge-reopens?ref=a&b=c';
const title = 'Canal bridge reopens: cyclists & boats cheer #Amsterdam';
const encodedUrl = encodeURIComponent(url);
const encodedTitle = encodeURIComponent(title);

function hrefOf(id: string): string {
  const target = shareTargets(url, title).find((t) => t.id === id);
  if (!target) throw new Error(`no ${id} target`);
  return target.href;
}

describe('share targets', () => {
  it('offers WhatsApp, Telegram, Twitter, Facebook, LinkedIn and Email, in that order', () => {
    expect(shareTargets(url, title).map((t) => t.label)).toEqual([
      'WhatsApp',
      'Telegram',
      'Twitter',
      'Facebook',
      'LinkedIn',
      'Email',
    ]);
  });

  it('sends the title and the link as one WhatsApp message', () => {
    expect(hrefOf('whatsapp')).toBe(`https://wa.me/?text=${encodedTitle}%20${encodedUrl}`);
  });

  it('gives Telegram and Twitter the link and the title as separate parameters', () => {
    expect(hrefOf('telegram')).toBe(`https://t.me/share/url?url=${encodedUrl}&text=${encodedTitle}`);
    expect(hrefOf('twitter')).toBe(`https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodedTitle}`);
  });

  it('gives Facebook and LinkedIn the link only', () => {
    expect(hrefOf('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
    expect(hrefOf('linkedin')).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
  });

  it('writes an e-mail with the title as subject and the title and link as body', () => {
    const mail = new URL(hrefOf('email'));
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(title);
    expect(mail.searchParams.get('body')).toBe(`${title}\n\n${url}`);
    // Spaces as %20: mail clients would show a '+' literally.
    expect(hrefOf('email')).not.toContain('+');
  });

  it('keeps the link intact inside every target, query string included', () => {
    for (const target of shareTargets(url, title)) {
      expect(target.href).not.toContain('?ref=a&b=c');
    }
  });
});
