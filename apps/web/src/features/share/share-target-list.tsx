import type { LucideIcon } from 'lucide-react';
import { AtSign, Briefcase, Mail, MessageCircle, Send, ThumbsUp } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareTargetId } from './share-targets.ts';
import { shareTargets } from './share-targets.ts';

// lucide ships no brand logos; a generic icon on the service's colour, with its name below.
const looks: Record<ShareTargetId, { icon: LucideIcon; colour: string }> = {
  whatsapp: { icon: MessageCircle, colour: 'bg-[#128C7E]' },
  telegram: { icon: Send, colour: 'bg-[#1A7FB5]' },
  twitter: { icon: AtSign, colour: 'bg-slate-900 dark:bg-slate-700' },
  facebook: { icon: ThumbsUp, colour: 'bg-[#1877F2]' },
  linkedin: { icon: Briefcase, colour: 'bg-[#0A66C2]' },
  email: { icon: Mail, colour: 'bg-slate-600' },
};

/** Links that share `url` on each service, each in a new tab (reading-experience §7). */
export function ShareTargetList({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('share.targetsHeading')}
      </h3>
      <ul aria-labelledby={headingId} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {shareTargets(url, title).map((target) => {
          const { icon: Icon, colour } = looks[target.id];
          // E-mail opens the reader's mail app, not a tab: it is said only of the web pages.
          const newTab = !target.href.startsWith('mailto:');
          return (
            <li key={target.id}>
              <a
                href={target.href}
                target={newTab ? '_blank' : undefined}
                rel="noopener noreferrer"
                className="flex flex-col items-center gap-1 rounded-lg p-2 text-xs font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                <span className={`flex size-10 items-center justify-center rounded-full text-white ${colour}`}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`share.targets.${target.id}`, { defaultValue: target.label })}{' '}
                {newTab && <span className="sr-only">{t('share.opensInNewTab')}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
