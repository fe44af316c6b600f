import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

export function Layout() {
  const { t, i18n } = useTranslation();
  const today = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date());
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t('a11y.skipToContent')}
      </a>
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="flex items-center gap-2 text-xl font-bold">
            <img src="/images/logo.svg" alt="" width={28} height={28} />
            {t('app.name')}
          </a>
          <p className="text-sm text-slate-500 dark:text-slate-400">{today}</p>
        </div>
      </header>
      <Outlet />
    </div>
  );
}
