/** The briefing share dialog, 'Share Daily Briefing' (reading-experience §2 Share dialogs, §7 share URLs). */

import { Headphones } from 'lucide-react';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { SharePanel } from './share-panel.tsx';
import { SharePreviewCard } from './share-preview-card.tsx';

export interface ShareBriefingDialogProps {
  podcastIdentifier: string;
  title: string;
  description: string;
  /** The language of the description, where the catalogue says. */
  lang?: string | undefined;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** §7: the briefing share URL is {origin}/daily_overviews/{podcastIdentifier}. */
export function briefingLink(podcastIdentifier: string, origin: string = window.location.origin): string {
  return `${origin}/daily_overviews/${encodeURIComponent(podcastIdentifier)}`;
}

export default function ShareBriefingDialog({
  podcastIdentifier,
  title,
  description,
  lang,
  open,
  onOpenChange,
}: ShareBriefingDialogProps) {
  const { t } = useLocale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('share.briefing.title')}
      description={t('share.briefing.description')}
      size="md"
      footer={<CloseFooter onClose={() => onOpenChange(false)} />}
    >
      <div className="flex flex-col gap-4">
        <SharePreviewCard
          media={
            <div className="flex size-full items-center justify-center bg-linear-to-br from-brand-700 to-slate-900 text-white">
              <Headphones aria-hidden="true" className="size-12" />
            </div>
          }
          badge={
            <span className="w-fit rounded-full bg-brand-700/10 px-2 py-0.5 text-xs font-semibold text-brand-700 dark:bg-cyan-300/10 dark:text-cyan-300">
              {t('share.briefing.badge')}
            </span>
          }
          title={title}
          summary={description}
          summaryLang={lang}
        />
        <SharePanel
          url={briefingLink(podcastIdentifier)}
          title={title}
          text={description}
          copiedMessage={t('share.briefing.copied')}
          copyFailedMessage={t('share.briefing.copyFailed')}
          nativeShareFailedMessage={t('share.briefing.nativeFailed')}
        />
      </div>
    </Dialog>
  );
}
