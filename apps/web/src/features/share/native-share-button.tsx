import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../lib/toast.ts';

export interface NativeShareButtonProps {
  title: string;
  text: string;
  url: string;
  /** Toast when the system share sheet fails for a reason other than the reader cancelling. */
  failedMessage: string;
}

function canShareNatively(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** 'Share via…': the system share sheet, offered only where the browser has one. */
export function NativeShareButton({ title, text, url, failedMessage }: NativeShareButtonProps) {
  const { t } = useTranslation();
  if (!canShareNatively()) return null;

  async function share() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // The reader closing the share sheet rejects with AbortError: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(failedMessage);
    }
  }

  return (
    <Button className="w-full" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t('share.native')}
    </Button>
  );
}
