/**
 * Deleting the account (DECISIONS.md item 9), with a confirmation step: what goes, at once, and
 * a destructive button that is not the default.
 */
import { useMutation } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { deleteAccount } from './account-calls.ts';
import { endSessionHere } from './session.ts';

export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useLocale();
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      onOpenChange(false);
      endSessionHere();
      toast.success(t('account.delete.done'));
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={t('account.delete.title')}
      description={t('account.delete.explanation')}
      showDescription
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} autoFocus>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={() => remove.mutate()} disabled={remove.isPending}>
            {remove.isPending ? t('account.delete.deleting') : t('account.delete.confirm')}
          </Button>
        </div>
      }
    >
      <ul className="list-disc pl-5 text-sm text-slate-700 dark:text-slate-200">
        <li>{t('account.delete.whatGoes.account')}</li>
        <li>{t('account.delete.whatGoes.preferences')}</li>
        <li>{t('account.delete.whatGoes.saved')}</li>
        <li>{t('account.delete.whatGoes.subscription')}</li>
        <li>{t('account.delete.whatGoes.support')}</li>
      </ul>
      {remove.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {t('account.delete.failed')}
        </p>
      )}
    </Dialog>
  );
}
