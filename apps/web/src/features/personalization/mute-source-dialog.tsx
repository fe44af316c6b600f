/**
 * Confirms muting a story's source before it is done (the 'm' shortcut, issue #19): the source
 * then leaves every list, as muting it in the settings does (DECISIONS.md item 4).
 */
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { useMutedChange } from './use-preferences.ts';

export default function MuteSourceDialog({ source, onClose }: { source: string; onClose(): void }) {
  const { t } = useLocale();
  const change = useMutedChange();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="sm"
      title={t('personalization.muteSource.title', { source })}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={change.isPending}
            onClick={() =>
              change.mutate({ kind: 'sources', value: source, change: 'add' }, { onSettled: () => onClose() })
            }
          >
            {t('personalization.muteSource.confirm')}
          </Button>
        </div>
      }
    >
      <p className="text-sm">{t('personalization.muteSource.text', { source })}</p>
    </Dialog>
  );
}
