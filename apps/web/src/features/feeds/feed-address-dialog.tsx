/**
 * "Your feed" (issue #19): a private Atom or JSON Feed address of the reader's personalised Home
 * or of one category, for any feed reader. The server keeps only a hash, so an address is shown
 * once, when it is made; making a new one ends the old one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FEED_CATEGORIES } from '@tidings/core/news/categories';
import { Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { CloseFooter, Dialog } from '../../components/ui/dialog.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { toast } from '../../lib/toast.ts';
import { FEED_ADDRESS_KEY, type FeedAddress, getFeedAddressState, newFeedAddress } from './feed-address-calls.ts';

const CATEGORIES = FEED_CATEGORIES.filter((category) => category !== 'local');

/**
 * The address of one category's feed under the reader's token (Home is the token's own), in the
 * language the reader reads Tidings in: a Dutch reader's feed had listed English headlines.
 */
function addressOf(address: FeedAddress, category: string, format: 'atom' | 'json', language: string): string {
  const home = format === 'atom' ? address.atomUrl : address.jsonUrl;
  const url = category === 'all' ? home : home.replace(/\.(atom|json)$/, `/${category}.${format}`);
  return language === 'nl' ? `${url}?lang=nl` : url;
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useLocale();
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={value}
          onFocus={(event) => event.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-500 bg-slate-50 px-3 py-1.5 font-mono text-xs dark:border-slate-500 dark:bg-slate-800"
        />
        <Button
          variant="secondary"
          aria-label={t('feeds.copy', { label })}
          onClick={() =>
            navigator.clipboard
              .writeText(value)
              .then(() => toast.success(t('feeds.copied')))
              .catch(() => toast.error(t('feeds.copyFailed')))
          }
        >
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}

export default function FeedAddressDialog({ onClose }: { onClose(): void }) {
  const { t, locale, language } = useLocale();
  const client = useQueryClient();
  const state = useQuery({ queryKey: FEED_ADDRESS_KEY, queryFn: getFeedAddressState });
  const [address, setAddress] = useState<FeedAddress>();
  const [category, setCategory] = useState<string>('all');
  const categoryId = useId();
  const create = useMutation({
    mutationFn: newFeedAddress,
    onSuccess: (made) => {
      setAddress(made);
      void client.invalidateQueries({ queryKey: FEED_ADDRESS_KEY });
    },
    onError: () => toast.error(t('feeds.failed')),
  });

  const createdAt = state.data?.createdAt;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('feeds.title')}
      description={t('feeds.description')}
      showDescription
      footer={<CloseFooter onClose={onClose} />}
    >
      <div className="space-y-4 text-sm">
        {address ? (
          <>
            <p role="status">{t('feeds.shownOnce')}</p>
            <div className="flex flex-col gap-1">
              <label htmlFor={categoryId} className="font-medium">
                {t('feeds.category')}
              </label>
              <select
                id={categoryId}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                className="rounded-lg border border-slate-500 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
              >
                {CATEGORIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`categories.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <CopyField label={t('feeds.atom')} value={addressOf(address, category, 'atom', language)} />
            <CopyField label={t('feeds.json')} value={addressOf(address, category, 'json', language)} />
          </>
        ) : state.isPending ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <>
            {createdAt && (
              <p>
                {t('feeds.existing', {
                  date: new Date(createdAt).toLocaleDateString(locale, { dateStyle: 'long' }),
                })}
              </p>
            )}
            <Button onClick={() => create.mutate()} disabled={create.isPending}>
              {createdAt ? t('feeds.renew') : t('feeds.create')}
            </Button>
          </>
        )}
        <p className="text-slate-600 dark:text-slate-400">{t('feeds.privacy')}</p>
      </div>
    </Dialog>
  );
}
