/**
 * Personalization Settings (accounts-and-membership §2): tabs Interests, Muted, Email and AI,
 * opening on Interests. Interests are a draft that 'Save Changes' keeps (shown on Interests and
 * Muted); muting and e-mail switches are saved as they are made, with the spec's toasts, and
 * 'Save Changes' also adds a word, topic or source typed and not yet added (a reader who typed
 * "boris" and pressed Save had been left believing it muted). 'Cancel' closes. Nothing is rendered
 * without a signed-in reader.
 */
import { useMutation } from '@tanstack/react-query';
import { limitFor } from '@tidings/core/plans/limits';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { openPremiumDialog } from '../../lib/membership-dialogs.ts';
import { toast } from '../../lib/toast.ts';
import { useSession } from '../auth/session.ts';
import { usePremium } from '../premium/use-premium.ts';
import { AiTab } from './ai-tab.tsx';
import { EmailTab } from './email-tab.tsx';
import { MutedTab, NOTHING_TYPED, type TypedMutes } from './muted-tab.tsx';
import { type MutedKind, saveCategories } from './preferences-calls.ts';
import { TopicPicker } from './topic-picker.tsx';
import { offerUpgradeOnLimit, useMutedChange, usePreferences, usePreferencesChanged } from './use-preferences.ts';

const TABS = ['interests', 'muted', 'email', 'ai'] as const;
type Tab = (typeof TABS)[number];
export type SettingsTab = Tab;

export default function SettingsDialog({ onClose, initialTab = 'interests' }: { onClose(): void; initialTab?: Tab }) {
  const { t } = useLocale();
  const session = useSession();
  const premium = usePremium();
  const preferences = usePreferences();
  const changed = usePreferencesChanged();
  const [tab, setTab] = useState<Tab>(initialTab);
  const [draft, setDraft] = useState<string[]>();
  const stored = preferences.data?.categories ?? [];
  const topics = draft ?? stored;
  const [typed, setTyped] = useState<TypedMutes>(NOTHING_TYPED);
  const onType = (kind: MutedKind, value: string) => setTyped((before) => ({ ...before, [kind]: value }));
  const muted = useMutedChange();

  const save = useMutation({
    mutationFn: () => saveCategories(topics),
    onSuccess: (next) => {
      changed(next);
      toast.success(t('personalization.saved'));
      onClose();
    },
    onError: (error) => {
      if (!offerUpgradeOnLimit(error, t('personalization.interestsLimit')))
        toast.error(t('personalization.errors.categories'));
    },
  });

  /** Adds what is typed in the Muted tab's fields, then keeps the interests; stays open on a refusal. */
  const saveAll = async () => {
    for (const kind of Object.keys(typed) as MutedKind[]) {
      // §5: the settings ignore empty or whitespace-only input.
      if (typed[kind].trim() === '') continue;
      try {
        await muted.mutateAsync({ kind, value: typed[kind], change: 'add' });
      } catch {
        // The upgrade prompt or the error toast has told the reader (`useMutedChange`).
        return;
      }
      onType(kind, '');
    }
    if (draft === undefined) onClose();
    else save.mutate();
  };

  if (session.status !== 'signedIn') return null;
  const saving = tab === 'interests' || tab === 'muted';
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('personalization.title')}
      description={t('personalization.description')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          {saving && (
            <Button onClick={() => void saveAll()} disabled={save.isPending || muted.isPending || !preferences.data}>
              {save.isPending ? t('personalization.saving') : t('personalization.saveChanges')}
            </Button>
          )}
        </div>
      }
    >
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <Tabs.List
          aria-label={t('personalization.title')}
          className="mb-4 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-800"
        >
          {TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-700 data-[state=active]:text-slate-900 dark:text-slate-300 dark:hover:text-white dark:data-[state=active]:border-cyan-400 dark:data-[state=active]:text-white"
            >
              {t(`personalization.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {preferences.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('personalization.errors.load')}
          </p>
        ) : !preferences.data ? (
          <div role="status" className="space-y-2">
            <span className="sr-only">{t('common.loading')}</span>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <>
            <Tabs.Content value="interests" className="focus-visible:outline-2 focus-visible:outline-brand-600">
              <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">{t('personalization.interestsText')}</p>
              <TopicPicker
                selected={topics}
                onChange={setDraft}
                limit={limitFor('interests', premium)}
                onLimit={() => openPremiumDialog('default', t('personalization.interestsLimit'))}
              />
            </Tabs.Content>
            <Tabs.Content value="muted" className="focus-visible:outline-2 focus-visible:outline-brand-600">
              <MutedTab preferences={preferences.data} premium={premium} typed={typed} onType={onType} />
            </Tabs.Content>
            <Tabs.Content value="email" className="focus-visible:outline-2 focus-visible:outline-brand-600">
              <EmailTab preferences={preferences.data} premium={premium} />
            </Tabs.Content>
            <Tabs.Content value="ai" className="focus-visible:outline-2 focus-visible:outline-brand-600">
              <AiTab preferences={preferences.data} premium={premium} />
            </Tabs.Content>
          </>
        )}
      </Tabs.Root>
    </Dialog>
  );
}
