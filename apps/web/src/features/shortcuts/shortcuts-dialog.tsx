/** The list of keyboard shortcuts ('?', issue #19), with the switch that turns them off. */

import { useId } from 'react';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { GO_KEYS, SINGLE_KEYS } from './shortcut-keys.ts';
import { setShortcutsOn, useShortcutsOn } from './shortcut-setting.ts';

function Key({ children }: { children: string }) {
  return (
    <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs dark:border-slate-600 dark:bg-slate-800">
      {children}
    </kbd>
  );
}

export default function ShortcutsDialog({
  onClose,
  unavailable,
}: {
  onClose(): void;
  /** Keys this page does not offer: not listed. */
  unavailable?: ReadonlySet<string>;
}) {
  const { t } = useLocale();
  const on = useShortcutsOn();
  const switchId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('shortcuts.title')}
      footer={<CloseFooter onClose={onClose} />}
    >
      <div className="mb-4 flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="font-medium">
          {t('shortcuts.enabled')}
        </label>
        <Switch id={switchId} checked={on} onCheckedChange={setShortcutsOn} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {Object.entries(SINGLE_KEYS)
          .filter(([, kind]) => !unavailable?.has(kind))
          .map(([key, kind]) => (
            <div key={key} className="contents">
              <dt>
                <Key>{key}</Key>
                {kind === 'open' && (
                  <>
                    {' '}
                    <Key>Enter</Key>
                  </>
                )}
              </dt>
              <dd>{t(`shortcuts.keys.${kind}`)}</dd>
            </div>
          ))}
        {Object.entries(GO_KEYS).map(([key, to]) => (
          <div key={`g${key}`} className="contents">
            <dt>
              <Key>g</Key> <Key>{key}</Key>
            </dt>
            <dd>{t('shortcuts.goTo', { place: t(`categories.${to}`) })}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
