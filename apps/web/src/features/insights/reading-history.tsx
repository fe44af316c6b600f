/**
 * The reader's control over what is recorded (issue #18): pause recording, download the events,
 * or delete them. For every signed-in reader, free or premium: it is their data either way.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { datedFileName, downloadJson } from '../../lib/download-json.ts';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { clearEvents, getRecording, INSIGHTS_KEY, RECORDING_KEY, setRecording } from './insights-calls.ts';

export function ReadingHistory() {
  const { t } = useLocale();
  const client = useQueryClient();
  const recording = useQuery({ queryKey: RECORDING_KEY, queryFn: getRecording });
  const switchId = useId();
  const pause = useMutation({
    mutationFn: setRecording,
    onSuccess: (answer) => {
      client.setQueryData(RECORDING_KEY, answer);
      void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
    },
    onError: () => toast.error(t('insights.history.failed')),
  });
  const clear = useMutation({
    mutationFn: clearEvents,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: INSIGHTS_KEY });
      toast.success(t('insights.history.cleared'));
    },
    onError: () => toast.error(t('insights.history.failed')),
  });
  const download = () =>
    downloadJson('/api/events/export', datedFileName('reading-history')).catch(() =>
      toast.error(t('insights.history.failed')),
    );

  const paused = pause.isPending ? pause.variables : recording.data?.paused;
  return (
    <section className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
      <h3 className="font-semibold">{t('insights.history.title')}</h3>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('insights.history.text')}</p>
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={switchId} className="font-medium">
          {t('insights.history.record')}
        </label>
        <Switch
          id={switchId}
          checked={paused === false}
          disabled={recording.data === undefined}
          onCheckedChange={(on) => pause.mutate(!on)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void download()}>
          {t('insights.history.export')}
        </Button>
        <Button variant="secondary" onClick={() => clear.mutate()} disabled={clear.isPending}>
          {t('insights.history.clear')}
        </Button>
      </div>
    </section>
  );
}
