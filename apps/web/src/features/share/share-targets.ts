/**
 * Where a link can be shared (reading-experience §2 Share dialogs): WhatsApp, Telegram, Twitter,
 * Facebook, LinkedIn and e-mail. Pure, so the URLs are tested without a browser.
 */

export type ShareTargetId = 'whatsapp' | 'telegram' | 'twitter' | 'facebook' | 'linkedin' | 'email';

export interface ShareTarget {
  id: ShareTargetId;
  /** The service's name; the dialog shows the translated `share.targets.{id}` instead. */
  label: string;
  href: string;
}

// encodeURIComponent, not URLSearchParams: mail clients read '+' as a plus sign, not a space (RFC 6068).
const encode = encodeURIComponent;

export function shareTargets(url: string, title: string): ShareTarget[] {
  return [
    { id: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encode(`${title} ${url}`)}` },
    { id: 'telegram', label: 'Telegram', href: `https://t.me/share/url?url=${encode(url)}&text=${encode(title)}` },
    {
      id: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(title)}`,
    },
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encode(url)}` },
    { id: 'email', label: 'Email', href: `mailto:?subject=${encode(title)}&body=${encode(`${title}\n\n${url}`)}` },
  ];
}
