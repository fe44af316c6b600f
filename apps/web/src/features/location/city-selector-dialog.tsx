/** The compact city selector's dialog (loaded on demand): our Dialog traps focus and closes on Escape. */
import { Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { CityPicker } from './city-picker.tsx';
import { CurrentLocation } from './current-location.tsx';
import { LocationNotice } from './location-notice.tsx';

export interface CitySelectorDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export default function CitySelectorDialog({ open, onOpenChange }: CitySelectorDialogProps) {
  const { t } = useLocale();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('location.dialogTitle')}
      description={t('location.dialogDescription')}
      showDescription
      size="sm"
    >
      <div className="space-y-3">
        <CurrentLocation />
        <LocationNotice dismissable={false} />
        <CityPicker autoFocus onDone={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}
