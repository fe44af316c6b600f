import { useQueryClient } from '@tanstack/react-query';
import { type RankedAt, rankedAt } from '@tidings/core/geo/ranked-at';
import type { FeedCategory } from '@tidings/core/news/categories';
import { pickFeatured } from '@tidings/core/news/feed';
import type { Article, StoryDetail } from '@tidings/core/schemas/article';
import { colourTheme } from '@tidings/core/time/theme';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ClientOnly, useTakenOver } from '../components/client-only.tsx';
import { OfflineNotice } from '../components/offline-notice.tsx';
import { Button } from '../components/ui/button.tsx';
import { AccountMenu } from '../features/auth/account-menu.tsx';
import { type Session, type SessionUser, useSession } from '../features/auth/session.ts';
import type { BriefingPlayerProps, SharedBriefing } from '../features/briefing/briefing-player.tsx';
import { BriefingPlayerSkeleton } from '../features/briefing/briefing-player-frame.tsx';
import { CategoryPills } from '../features/feed/category-nav.tsx';
import { FeaturedCard } from '../features/feed/featured-card.tsx';
import { FeedGrid } from '../features/feed/feed-grid.tsx';
import { FeedEmpty, FeedError } from '../features/feed/feed-messages.tsx';
import { FeedSkeleton } from '../features/feed/feed-skeleton.tsx';
import { useLocalNews } from '../features/feed/get-local.ts';
import { useNews } from '../features/feed/get-news.ts';
import { STORY_LINKS, useFeedScroll } from '../features/feed/use-feed-scroll.ts';
import { briefingListened, useRecordReading } from '../features/insights/use-record-reading.ts';
import { LanguageNotice } from '../features/language/language-notice.tsx';
import { LocalBanner } from '../features/location/local-banner.tsx';
import { LocationNotice } from '../features/location/location-notice.tsx';
import { RankedHereNotice, useRankedHereText } from '../features/location/ranked-here-notice.tsx';
import { useLocationStatus, useReaderLocation } from '../features/location/use-reader-location.ts';
import { PREFERENCES_KEY } from '../features/personalization/preferences-calls.ts';
import type { SettingsTab } from '../features/personalization/settings-dialog.tsx';
import { useBilling } from '../features/premium/use-premium.ts';
import { keepOfflineReadingCode } from '../features/saved/offline-code.ts';
import { useSearch } from '../features/search/get-search.ts';
import type { ShortcutAction } from '../features/shortcuts/shortcut-keys.ts';
import { useShortcutsOn } from '../features/shortcuts/shortcut-setting.ts';
import { useShortcuts } from '../features/shortcuts/use-shortcuts.ts';
import { loadStoryDialog } from '../features/story/load-story-dialog.ts';
import { StoryDialogPlaceholder } from '../features/story/story-skeleton.tsx';
import { saveTheme } from '../features/theme/save-theme.ts';
import { adoptAccountTheme, deviceTheme, leaveColourTheme } from '../features/theme/use-theme.ts';
import { TITLE_LEVEL, useDocumentTitle } from '../lib/document-title.ts';
import { focusMain } from '../lib/focus-main.ts';
import { useLocale } from '../lib/i18n.ts';
import { lazyPart } from '../lib/lazy-part.tsx';
import { closeMembershipDialog, openPremiumDialog, useMembershipDialog } from '../lib/membership-dialogs.ts';
import { useOffline } from '../lib/offline.ts';
import { usePreloadedPage, usePreloadedStory } from '../lib/preload.tsx';
import { refreshReaderLists } from '../lib/reader-lists.ts';
import { currentAccessToken } from '../lib/session-token.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { useIdle } from '../lib/use-idle.ts';
import { useKeepFocusClear } from '../lib/use-keep-focus-clear.ts';
import { useAppConfig } from './app-config.ts';
import { FeedAds } from './feed-ads.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { categoryPath, pageTitle, type RouteDialog, routeState } from './route-state.ts';
import { useHeldFeed } from './use-held-feed.ts';

const StoryDialog = lazyPart(loadStoryDialog);
const ShareStoryDialog = lazyPart(() => import('../features/share/share-story-dialog.tsx'));
const StaticPageDialog = lazyPart(() => import('../features/static-pages/static-page-dialog.tsx'));
const SignInDialog = lazyPart(() => import('../features/auth/sign-in-dialog.tsx'));
const SavedDialog = lazyPart(() => import('../features/saved/saved-dialog.tsx'));
// What only signed-in readers use loads when it is first shown: visitors' first load stays lean.
const MembershipHost = lazyPart(() =>
  import('../features/premium/membership-host.tsx').then((module) => ({ default: module.MembershipHost })),
);
const BookmarkButton = lazyPart(
  () => import('../features/saved/bookmark-button.tsx').then((module) => ({ default: module.BookmarkButton })),
  { quiet: true },
);
const SavedMenuEntry = lazyPart(
  () => import('../features/saved/saved-menu-entry.tsx').then((module) => ({ default: module.SavedMenuEntry })),
  { quiet: true },
);
const PremiumMenuEntry = lazyPart(
  () => import('../features/premium/premium-menu-entry.tsx').then((module) => ({ default: module.PremiumMenuEntry })),
  { quiet: true },
);
const SettingsMenuEntry = lazyPart(
  () =>
    import('../features/personalization/settings-menu-entry.tsx').then((module) => ({
      default: module.SettingsMenuEntry,
    })),
  { quiet: true },
);
const SettingsDialog = lazyPart(() => import('../features/personalization/settings-dialog.tsx'));
const OnboardingHost = lazyPart(
  () => import('../features/onboarding/onboarding-host.tsx').then((module) => ({ default: module.OnboardingHost })),
  { quiet: true },
);
const FeedAddressMenuEntry = lazyPart(
  () =>
    import('../features/feeds/feed-address-menu-entry.tsx').then((module) => ({
      default: module.FeedAddressMenuEntry,
    })),
  { quiet: true },
);
const FeedAddressDialog = lazyPart(() => import('../features/feeds/feed-address-dialog.tsx'));
const MuteSourceDialog = lazyPart(() => import('../features/personalization/mute-source-dialog.tsx'));
const ShortcutsDialog = lazyPart(() => import('../features/shortcuts/shortcuts-dialog.tsx'));
const BriefingPlayer = lazyPart(() => import('../features/briefing/briefing-player.tsx'), { quiet: true });
const ShareBriefingDialog = lazyPart(() => import('../features/share/share-briefing-dialog.tsx'));
// Only an empty Local tab offers the city picker: its search stays out of the first load.
const CitySelectorCard = lazyPart(() =>
  import('../features/location/city-selector.tsx').then((module) => ({ default: module.CitySelectorCard })),
);

/** reading-experience §9: the feed reloads 100 ms after what it depends on changes; search waits 300 ms. */
const FEED_DEBOUNCE_MS = 100;
const SEARCH_DEBOUNCE_MS = 300;

export function FeedPage() {
  const location = useLocation();
  const notices = useRef<HTMLDivElement>(null);
  useKeepFocusClear(notices);
  const navigate = useNavigate();
  // A dialog opened from a feed keeps that feed behind it; a shared link opens over the home feed.
  const background = (location.state as DialogOpened | null)?.background;
  const { dialog } = routeState(location.pathname);
  const { category } = routeState(background ?? location.pathname);
  const { t, language, editionLocale } = useLocale();
  // The tab names the category, or the page open over Home (About), as the server named it. A shared
  // link's story or briefing keeps the title the server gave its page until its dialog names the tab.
  const titled = dialog.kind === 'none' || dialog.kind === 'static' || background !== undefined;
  useDocumentTitle(
    titled ? pageTitle({ category, dialog }, t) : undefined,
    dialog.kind === 'static' ? TITLE_LEVEL.dialog : TITLE_LEVEL.page,
    t('app.name'),
  );
  // A shared link's page comes with its story, drawn over the feed before the dialog's code is here.
  const drawnStory = usePreloadedStory(dialog.kind === 'story' ? dialog.id : undefined, editionLocale);
  const config = useAppConfig();
  // §4 Saving from a card: a bookmark for signed-in readers only.
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  // A page drawn for a premium reader keeps its ads off until their plan is known here: no flash of
  // ads while the session and plan load, and ads for whoever is signed out on it later (§6).
  const billing = useBilling();
  const premiumPage =
    config.premiumPage === true &&
    (session.status === 'restoring' || (session.status === 'signedIn' && billing.isPending));
  // Lists asked before the server knew the reader (a session shown from this device's memory) are
  // asked again once it does.
  useListsFollowReader(session.status === 'signedIn' && session.unconfirmed !== true);
  // A signed-in reader's menu and saved stories work offline too.
  useEffect(() => {
    if (signedIn) keepOfflineReadingCode();
  }, [signedIn]);
  // The plan as far as it is known: a visitor has none; a signed-in reader's is known once billing answers.
  const plan = session.status === 'signedOut' ? false : signedIn ? billing.data?.premium : undefined;
  const premium = plan === true;
  useAccountTheme(signedIn ? session.user : undefined, plan);
  usePreferencesFollowPlan(plan);
  // Issue #18: a signed-in reader's story opens count towards their reading insights.
  useRecordReading(dialog.kind === 'story' ? dialog.id : undefined, signedIn);
  const bookmark = signedIn
    ? (article: Article) => (
        <Suspense fallback={null}>
          <BookmarkButton storyId={article.id} title={article.title} />
        </Suspense>
      )
    : undefined;
  const place = useReaderLocation();
  const locationStatus = useLocationStatus();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  useSearchInAddress(searchText, search, setSearchText, dialog.kind === 'none');
  const [shareId, setShareId] = useState<string>();
  const [sharedBriefing, setSharedBriefing] = useState<SharedBriefing>();
  const [signInOpen, setSignInOpen] = useState(false);
  const [savedOpen, setSavedOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState<false | SettingsTab>(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [feedAddressOpen, setFeedAddressOpen] = useState(false);
  const [mutingSource, setMutingSource] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  // Said through the page's standing status too: a notice that comes with its text already in it is
  // not read out by every screen reader.
  const offline = useOffline();
  useEffect(() => {
    const said = t('common.offline');
    // Back online, the words go, or a reader reading the page would still find them.
    setAnnouncement((before) => (offline ? said : before === said ? '' : before));
  }, [offline, t]);
  const shortcutsOn = useShortcutsOn();
  const membershipUsed = useMembershipHostNeeded();
  // Mounted from the first opening on, so closing can play out and reset the form (§2).
  const [signInUsed, setSignInUsed] = useState(false);
  // The premium dialog asks a visitor to sign in first (membership-dialogs.ts).
  const membership = useMembershipDialog();
  useEffect(() => {
    if (membership.kind !== 'sign-in') return;
    closeMembershipDialog();
    setSignInUsed(true);
    setSignInOpen(true);
  }, [membership.kind]);
  useSettingsLink(session.status, setSettingsOpen, () => {
    setSignInUsed(true);
    setSignInOpen(true);
  });

  // What the feed depends on, settled for 100 ms (as a string so equal values compare equal).
  // A place known only by its country is ranked as the country (`rankedAt`), not as its largest town.
  const currentKey = JSON.stringify({
    category,
    lang: editionLocale,
    at: rankedAt(place),
    city: place.city,
    country: place.country,
  });
  const feedKey = useDebouncedValue(currentKey, FEED_DEBOUNCE_MS);
  // A first visit's stories stay put under a reader who has begun reading when their position comes.
  const held = useHeldFeed(feedKey, place.source === 'browser' || place.source === 'ip');
  const rankedHere = useRankedHereText();
  useEffect(() => {
    if (held.waiting) setAnnouncement(rankedHere);
  }, [held.waiting, rankedHere]);
  const settled = JSON.parse(held.shownKey) as {
    category: FeedCategory;
    lang: string;
    at: RankedAt;
    city: string;
    country: string;
  };

  // §2: a briefing link that no briefing matches goes home; with no briefing in the edition at all,
  // no player is there to find that out.
  const noBriefings = !config.briefings;
  useEffect(() => {
    if (dialog.kind === 'briefing' && noBriefings) navigate('/', { replace: true });
  }, [dialog.kind, noBriefings, navigate]);

  const searching = search !== '';
  const local = !searching && settled.category === 'local';
  const paged = !searching && !local;
  const { at } = settled;
  const preload = usePreloadedPage(settled.category, settled.lang, at);
  const news = useNews({ category: settled.category, lang: settled.lang, ...at }, paged, preload);
  // §4: the Local tab waits for a detected place, and for it to settle: the place the page was drawn
  // for (the fallback city's, before the reader's own came from storage) is never asked for on the way.
  const localReady = local && locationStatus === 'ready' && feedKey === currentKey;
  const localNews = useLocalNews(
    localReady ? { lang: settled.lang, ...at, city: settled.city, country: settled.country } : undefined,
  );
  const results = useSearch({ q: search, lang: settled.lang, ...at });

  const active = searching ? results : local ? localNews : news;
  // A new category starts at the top of the page; Back to a feed returns to where the reader was.
  const categoryShown =
    !searching && settled.category === category && active.data !== undefined && !active.isPlaceholderData;
  useFeedScroll(category, categoryShown);
  const articles = searching
    ? (results.data?.data ?? [])
    : local
      ? (localNews.data?.data ?? [])
      : (news.data?.pages.flatMap((p) => p.data) ?? []);
  // A category chosen is said once its stories are in, as a search's results are: "Loading stories…"
  // alone left a screen reader's user waiting. Not the page's first category: the page says that itself.
  // The Local tab's stories are said again for another city; a list that failed to come is said by its
  // alert, and the count of the list before it goes, so that the status does not tell of stories gone.
  const listKey = local ? JSON.stringify([category, settled.city, settled.country]) : category;
  const listSaid = useRef(listKey);
  const failed = active.isError && articles.length === 0;
  // A list that failed offline is asked again when the network is back (a page loaded offline never
  // told the query library it was offline, so its own retry on reconnecting did not come).
  const refetch = active.refetch;
  const wasOffline = useRef(offline);
  useEffect(() => {
    const back = wasOffline.current && !offline;
    wasOffline.current = offline;
    if (back && failed) void refetch();
  }, [offline, failed, refetch]);
  useEffect(() => {
    if (failed) {
      listSaid.current = '';
      // Being offline, which the status says too, stays said.
      setAnnouncement((before) => (before === t('common.offline') ? before : ''));
      return;
    }
    if (!categoryShown || articles.length === 0 || listSaid.current === listKey) return;
    listSaid.current = listKey;
    setAnnouncement(t('feed.categoryShown', { category: t(`categories.${category}`), count: articles.length }));
  }, [failed, categoryShown, listKey, category, articles.length, t]);
  // §4: the featured story is the first with an image; no featured story is taken out of search results.
  const { featured, rest } = searching ? { featured: null, rest: articles } : pickFeatured(articles);
  const gridLabel = featured ? t('feed.moreStories') : undefined;
  // After Load more, the keyboard goes on at the first story added (where the reader's eyes go), once
  // it is on the page: `moreFrom` is how many stories were shown before.
  const moreFrom = useRef<number | null>(null);
  // A page that did not come, and is not on its way again nor waiting for the network (offline, the
  // page's notice says what happens: it loads by itself once back online).
  const moreFailed = news.isFetchNextPageError && !news.isFetchingNextPage && !news.isPaused;
  const pagesLoaded = news.data?.pages.length ?? 0;
  useEffect(() => {
    if (moreFrom.current === null || pagesLoaded === 0) return;
    storyLinks()[moreFrom.current]?.focus();
    moreFrom.current = null;
  }, [pagesLoaded]);

  // Closing a dialog opened from a feed goes back to the feed's own entry in the history, as many
  // entries as stories were opened on the way, so Back does not open the story again; a shared link's
  // dialog gives its place to the home feed (§1: closing goes to /).
  // Read from the entry the browser is on, not from this render: a navigation is a transition, and on a
  // slow phone the dialog of the story before is still drawn when the reader presses Escape. Once per
  // entry: a second Escape or click while the first is on its way would go back twice, off the feed.
  const closedEntry = useRef<string | undefined>(undefined);
  const closeDialog = () => {
    const entry = browserEntry();
    // (The page's first entry has no key; closing it twice only replaces it twice.)
    if (entry.key !== undefined && closedEntry.current === entry.key) return;
    closedEntry.current = entry.key;
    if (entry.opened?.background) navigate(-(entry.opened.depth ?? 1));
    else navigate('/', { replace: true });
  };

  // Without sign-in there is no saving or muting; without a briefing, nothing to play.
  const unavailableKeys = new Set<ShortcutAction['kind']>([
    ...(config.flags.signInEnabled ? [] : (['save', 'mute'] as const)),
    ...(config.briefings ? [] : (['play'] as const)),
  ]);
  useShortcuts(shortcutsOn, {
    onGo: (to) => {
      navigate(categoryPath(to));
      focusMain();
    },
    onHelp: () => setShortcutsOpen(true),
    onMute: (storyId) => {
      const source = articles.find((article) => article.id === storyId)?.source;
      if (!signedIn) setAnnouncement(t('shortcuts.signInToMute'));
      else if (source) setMutingSource(source);
    },
    announce: setAnnouncement,
    unavailable: unavailableKeys,
  });

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <PageUnderDrawnStory story={drawnStory}>
        {/* biome-ignore lint/a11y/useValidAnchor: a skip link is page navigation; the script only adds focus. */}
        <a
          href="#main"
          // The keyboard goes into the content, not only the view: <main> takes focus from script.
          onClick={(event) => {
            if (focusMain()) event.preventDefault();
          }}
          className="sr-only z-50 rounded bg-white p-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('a11y.skipToContent')}
        </a>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <Header
          category={category}
          search={searchText}
          onSearch={setSearchText}
          theme={{
            premium,
            // Premium belongs to an account: without sign-in there is none to offer.
            ...(config.flags.signInEnabled ? { onPremiumWanted: () => openPremiumDialog('default') } : {}),
            onChosen: (theme) => {
              if (currentAccessToken()) void saveTheme(theme).catch((error: unknown) => console.error(error));
            },
          }}
          account={
            <AccountMenu
              signInEnabled={config.flags.signInEnabled}
              onSignIn={() => {
                setSignInUsed(true);
                setSignInOpen(true);
              }}
              entries={(close) => (
                <Suspense fallback={null}>
                  <PremiumMenuEntry close={close} />
                  <SavedMenuEntry
                    onOpen={() => {
                      close();
                      setSavedOpen(true);
                    }}
                  />
                  <SettingsMenuEntry
                    onOpen={() => {
                      close();
                      setSettingsOpen('interests');
                    }}
                  />
                  <FeedAddressMenuEntry
                    onOpen={() => {
                      close();
                      setFeedAddressOpen(true);
                    }}
                  />
                </Suspense>
              )}
            />
          }
        />
        <main id="main" className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-4 outline-none sm:py-6">
          {/* Where the skip link lands, and inside the page's main landmark as all its content is. */}
          {shortcutsOn && <p className="sr-only">{t('shortcuts.hint')}</p>}
          {searchText === '' && <CategoryPills current={category} />}
          {/* Notices float above the page: they come after the first paint and must not move it. Not
            drawn while empty: a box that appears with its notice is new, while an empty box that
            grows upwards from the bottom is a box that moved (a layout shift, CLS 0.01). On a short
            screen (a laptop at 200 % zoom, a phone on its side) they take their place in the page
            instead: floating, one covered 40 % of what was left to read. */}
          <div
            ref={notices}
            className="fixed inset-x-4 bottom-4 z-20 mx-auto flex max-w-xl flex-col gap-2 shadow-lg empty:hidden [@media(max-height:30rem)]:static [@media(max-height:30rem)]:max-w-none [@media(max-height:30rem)]:shadow-none"
          >
            {/* Said by the page's standing status (announcement): these two are not live regions. */}
            <OfflineNotice live={false} />
            {held.waiting && (
              <RankedHereNotice
                onShow={() => {
                  held.show();
                  // The stories ranked here start at the top, where the keyboard goes too.
                  window.scrollTo({ top: 0 });
                  focusMain();
                }}
                onDismiss={() => {
                  held.keep();
                  // The offer's buttons are gone: the keyboard goes on in the stories.
                  focusMain();
                }}
              />
            )}
            <LocationNotice />
            <LanguageNotice />
          </div>
          {/* The page's heading first, before the briefing's and the Local banner (a list of headings
            began with the briefing's h2). */}
          {searching ? (
            <div className="space-y-1">
              <h1 className="text-xl font-semibold">{t('search.resultsFor', { query: search })}</h1>
              {/* How many were found, told to screen readers as it comes (none: the empty state says so). */}
              <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
                {results.data && results.data.data.length > 0
                  ? t('search.found', { count: results.data.data.length })
                  : ''}
              </p>
            </div>
          ) : (
            <h1 className="sr-only">{t(`categories.${category}`)}</h1>
          )}
          {local && <LocalBanner />}
          {category === 'all' && searchText === '' && config.briefings && (
            // §2: on the home page with no search, the briefing player sits above the featured story.
            <BriefingSlot
              location={place.fallback ? undefined : place}
              autoplayIdentifier={dialog.kind === 'briefing' ? dialog.id : undefined}
              onShare={config.flags.shareEnabled ? setSharedBriefing : undefined}
              onUnknownIdentifier={() => navigate('/', { replace: true })}
              onListened={signedIn ? briefingListened : undefined}
            />
          )}
          {failed ? (
            // Offline, the list waits for the network (it loads again when it is back), as the notice says.
            <FeedError offline={offline} />
          ) : active.isPending && articles.length === 0 ? (
            <FeedSkeleton />
          ) : articles.length === 0 ? (
            <>
              <FeedEmpty
                search={search}
                local={local}
                suggestion={searching ? results.data?.suggestion : undefined}
                onSuggestion={(suggestion) => {
                  setSearchText(suggestion);
                  // The button goes with the empty text: the keyboard goes back to the search box.
                  document.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
                }}
              />
              {local && (
                <Suspense fallback={null}>
                  <CitySelectorCard />
                </Suspense>
              )}
            </>
          ) : (
            <>
              {featured && <FeaturedCard article={featured} action={bookmark?.(featured)} />}
              {/* Premium readers see no ads at all (accounts-and-membership §6). */}
              {config.flags.adsEnabled && !premium && !premiumPage ? (
                <FeedAds
                  articles={rest}
                  action={bookmark}
                  label={gridLabel}
                  offers={{
                    briefings: config.briefings,
                    premium: config.flags.signInEnabled,
                    dutch: language !== 'nl',
                  }}
                />
              ) : (
                <FeedGrid articles={rest} action={bookmark} label={gridLabel} />
              )}
              {paged && news.hasNextPage && !config.flags.debugTwentyStories && (
                <div className="flex flex-col items-center gap-2">
                  {/* A page that did not come says so beside the button, which tries again (decision 0025);
                      said by the page's standing status, so this is not a live region. */}
                  {moreFailed && (
                    <p className="text-center text-sm text-red-700 dark:text-red-300">{t('feed.loadMoreFailed')}</p>
                  )}
                  <Button
                    variant="secondary"
                    // Not `disabled` while loading: a disabled button drops the keyboard's focus to the
                    // page, and the next Tab would skip the stories just added.
                    aria-disabled={news.isFetchingNextPage}
                    onClick={() => {
                      if (news.isFetchingNextPage) return;
                      moreFrom.current = storyLinks().length;
                      setAnnouncement('');
                      void news.fetchNextPage().then((result) => {
                        if (!result.isFetchNextPageError) return;
                        moreFrom.current = null;
                        setAnnouncement(t('feed.loadMoreFailed'));
                      });
                    }}
                  >
                    {news.isFetchingNextPage
                      ? t('feed.loadingMore')
                      : moreFailed
                        ? t('common.retry')
                        : t('feed.loadMore')}
                  </Button>
                </div>
              )}
            </>
          )}
        </main>
        <Footer />
      </PageUnderDrawnStory>
      {/* Dialogs are portals loaded on demand: the server cannot render them, so the page it sends
          has none and the browser opens them once it has taken the page over. */}
      <ClientOnly>
        <Suspense fallback={null}>
          <RouteDialogs
            dialog={dialog}
            drawnStory={drawnStory}
            relatedEnabled={config.flags.relatedStoriesEnabled}
            aboutEnabled={config.flags.aboutStoryEnabled}
            shareEnabled={config.flags.shareEnabled}
            privacyEmail={config.contact.privacy}
            onShare={setShareId}
            onClose={closeDialog}
            onOpenStory={(id) => {
              // Over a feed, one more entry to go back over; over a shared link's page, in its place, so
              // closing (to /) leaves no story behind for Back to open again.
              const { opened: now } = browserEntry();
              if (now?.background) {
                navigate(`/story/${encodeURIComponent(id)}`, {
                  state: { background: now.background, depth: (now.depth ?? 1) + 1 } satisfies DialogOpened,
                });
              } else navigate(`/story/${encodeURIComponent(id)}`, { replace: true });
            }}
          />
          {signInUsed && <SignInDialog open={signInOpen} onOpenChange={setSignInOpen} demo={config.demo} />}
          {membershipUsed && (
            <Suspense fallback={null}>
              <MembershipHost />
            </Suspense>
          )}
          {savedOpen && <SavedDialog onClose={() => setSavedOpen(false)} />}
          {settingsOpen && <SettingsDialog initialTab={settingsOpen} onClose={() => setSettingsOpen(false)} />}
          {shortcutsOpen && <ShortcutsDialog onClose={() => setShortcutsOpen(false)} unavailable={unavailableKeys} />}
          {feedAddressOpen && <FeedAddressDialog onClose={() => setFeedAddressOpen(false)} />}
          {mutingSource && <MuteSourceDialog source={mutingSource} onClose={() => setMutingSource(undefined)} />}
          {signedIn && <OnboardingHost />}
          {sharedBriefing && (
            <ShareBriefingDialog
              {...sharedBriefing}
              open
              onOpenChange={(open) => !open && setSharedBriefing(undefined)}
            />
          )}
          {shareId && (
            // Opened over the story dialog: while its code loads, a boundary of its own keeps the story
            // dialog shown, focus on its Share button and its focus scope mounted (a boundary hides all
            // it holds while any part of it loads).
            <Suspense fallback={null}>
              <ShareStoryDialog storyId={shareId} open onOpenChange={(open) => !open && setShareId(undefined)} />
            </Suspense>
          )}
        </Suspense>
      </ClientOnly>
    </div>
  );
}

/**
 * Lists are answered for whoever asks (a signed-in reader's mutes, interests and reasons): when a
 * reader signs in or out, the lists already loaded are asked again.
 */
function useListsFollowReader(signedIn: boolean) {
  const client = useQueryClient();
  const before = useRef(signedIn);
  useEffect(() => {
    if (before.current === signedIn) return;
    before.current = signedIn;
    void refreshReaderLists(client);
  }, [signedIn, client]);
}

/**
 * A signed-in reader's theme follows them (issue #14): the one kept with their account is shown
 * on this device once per sign-in (and again once their plan is known, for a premium colour
 * theme). An account that never chose one ('auto') takes the theme this device has instead, a
 * premium colour theme only once the reader is known to be premium. Signed out or on a free plan,
 * the device leaves a premium colour theme (DECISIONS.md item 6).
 */
function useAccountTheme(user: SessionUser | undefined, premium: boolean | undefined) {
  const adopted = useRef('');
  useEffect(() => {
    if (premium === false) leaveColourTheme();
    if (!user?.theme) return;
    const key = `${user.email} ${premium}`;
    if (adopted.current === key) return;
    adopted.current = key;
    const device = deviceTheme();
    if (user.theme === 'auto' && device && device !== 'auto') {
      if (colourTheme(device) && !premium) return;
      void saveTheme(device).catch((error: unknown) => console.error('Failed to update theme', error));
    } else adoptAccountTheme(user.theme, premium === true);
  }, [user, premium]);
}

/**
 * The server answers the preferences as the reader's plan shows them (the daily digest's default is
 * the plan, accounts-and-membership §5): those read before a trial began or a plan ended are read again.
 */
function usePreferencesFollowPlan(plan: boolean | undefined) {
  const client = useQueryClient();
  const before = useRef(plan);
  useEffect(() => {
    if (before.current === plan) return;
    before.current = plan;
    if (plan !== undefined) void client.invalidateQueries({ queryKey: PREFERENCES_KEY });
  }, [plan, client]);
}

/**
 * A shared link's page as the server draws it, until React has taken it over: the story first (read
 * first, tabbed to first), the page under it inert, as under the dialog that takes its place. The
 * wrapper is always there (it takes no room: `display: contents`), so the page under it is never
 * drawn afresh when the story comes or goes.
 */
function PageUnderDrawnStory({ story, children }: { story: StoryDetail | undefined; children: ReactNode }) {
  const takenOver = useTakenOver();
  const drawn = story && !takenOver;
  return (
    <>
      {drawn && <StoryDialogPlaceholder story={story} />}
      <div className="contents" inert={drawn || undefined}>
        {children}
      </div>
    </>
  );
}

/**
 * The history entry the browser is on, as React Router keeps it in `history.state` (its key, and the
 * state given to `navigate` or a `Link` under `usr`).
 */
function browserEntry(): { key: string | undefined; opened: DialogOpened | null } {
  const state = window.history.state as { key?: string; usr?: DialogOpened | null } | null;
  return { key: state?.key, opened: state?.usr ?? null };
}

/**
 * A route dialog's history state: the feed it was opened over (by a card's link, `StoryLink`, or the
 * footer's), and how many entries of the history it is from that feed's (one, and one more for every
 * related story opened from it).
 */
interface DialogOpened {
  background?: string | undefined;
  depth?: number | undefined;
}

interface RouteDialogsProps {
  dialog: RouteDialog;
  /** A shared link's story as the server drew it with the page. */
  drawnStory: StoryDetail | undefined;
  relatedEnabled: boolean;
  aboutEnabled: boolean;
  shareEnabled: boolean;
  privacyEmail: string;
  onShare(id: string): void;
  onClose(): void;
  onOpenStory(id: string): void;
}

function RouteDialogs({
  dialog,
  drawnStory,
  relatedEnabled,
  aboutEnabled,
  shareEnabled,
  privacyEmail,
  onShare,
  onClose,
  onOpenStory,
}: RouteDialogsProps) {
  if (dialog.kind === 'story') {
    // Until the dialog's code is here (a second or two on a slow phone), its frame and skeleton, or the
    // story the server drew with a shared link's page.
    return (
      <Suspense fallback={<StoryDialogPlaceholder story={drawnStory} />}>
        <StoryDialog
          storyId={dialog.id}
          drawn={drawnStory}
          open
          onOpenChange={(open) => !open && onClose()}
          onShare={onShare}
          shareEnabled={shareEnabled}
          relatedEnabled={relatedEnabled}
          aboutEnabled={aboutEnabled}
          onOpenStory={onOpenStory}
          actions={(story) => (
            <Suspense fallback={null}>
              <BookmarkButton storyId={story.id} title={story.title} />
            </Suspense>
          )}
        />
      </Suspense>
    );
  }
  if (dialog.kind === 'static') {
    return (
      <StaticPageDialog
        page={dialog.page}
        privacyEmail={privacyEmail}
        open
        onOpenChange={(open) => !open && onClose()}
      />
    );
  }
  return null;
}

/** The feed's story links in page order, one per story (a card may link its story twice). */
function storyLinks(): HTMLAnchorElement[] {
  const seen = new Set<string>();
  return [...document.querySelectorAll<HTMLAnchorElement>(STORY_LINKS)].filter((link) => {
    const href = link.getAttribute('href') ?? '';
    if (seen.has(href)) return false;
    seen.add(href);
    return true;
  });
}

/**
 * A mail's link to the e-mail settings (`/?settings=email`): the settings open on that tab once the
 * reader is signed in, and the address loses the request (a reload does not open them again); a
 * visitor is asked to sign in first, and the settings open when they have.
 */
function useSettingsLink(status: Session['status'], open: (tab: SettingsTab) => void, askToSignIn: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = new URLSearchParams(location.search).get('settings');
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again only when the session or the address changes
  useEffect(() => {
    if (asked !== 'email' || status === 'restoring') return;
    if (status === 'signedOut') return askToSignIn();
    open('email');
    const rest = new URLSearchParams(location.search);
    rest.delete('settings');
    const search = rest.toString();
    navigate({ search: search ? `?${search}` : '' }, { replace: true });
  }, [asked, status]);
}

/** A return from the payment provider's page: the membership host greets it (membership-host.tsx). */
const BILLING_RETURN = /[?&]billing=(subscribed|card-saved)(&|$)/;

/**
 * Whether the membership dialogs' host is needed: from the first time one is asked for (or the
 * reader comes back from paying) on, so a visitor's first load does not carry it. It stays, so a
 * closing dialog can play out.
 */
function useMembershipHostNeeded(): boolean {
  const dialog = useMembershipDialog();
  const [needed, setNeeded] = useState(false);
  if (dialog.kind !== 'none' && !needed) setNeeded(true);
  useEffect(() => {
    if (BILLING_RETURN.test(window.location.search)) setNeeded(true);
  }, []);
  return needed;
}

/**
 * The home page's briefing: its placeholder until the browser is idle, then the player, loaded on
 * demand (a briefing link plays it anyway, after its 500 ms delay). The wait lives here, so the
 * moment the player comes renders this slot only, not the whole feed page.
 */
function BriefingSlot(props: BriefingPlayerProps) {
  const ready = useIdle();
  return (
    <Suspense fallback={<BriefingPlayerSkeleton />}>
      {ready ? <BriefingPlayer {...props} /> : <BriefingPlayerSkeleton />}
    </Suspense>
  );
}

/**
 * The search in the page's address (?q=), so a reload, Back and a shared link keep it: the settled
 * search is written there (replacing the entry: a search is no step back), and an address that
 * brings another one, on arrival or by Back and Forward, sets the field. Only the feed's own address
 * counts: a story opened from the results has its own, and the results stay behind it.
 */
function useSearchInAddress(
  searchText: string,
  search: string,
  setSearchText: (text: string) => void,
  onFeed: boolean,
) {
  // Written once the field has settled on it: not while a cleared field's old search is still settling.
  const settled = searchText.trim() === search;
  const location = useLocation();
  const navigate = useNavigate();
  const inAddress = new URLSearchParams(location.search).get('q')?.trim() ?? '';
  const written = useRef(search);
  useEffect(() => {
    if (onFeed && inAddress !== written.current) {
      written.current = inAddress;
      setSearchText(inAddress);
    }
  }, [inAddress, onFeed, setSearchText]);
  useEffect(() => {
    if (!onFeed || !settled || search === written.current) return;
    // A navigation already under way (the router renders it as a transition) owns the address: a
    // replace now would put the feed back over the page just opened (About over a search just cleared).
    if (window.location.pathname !== location.pathname) return;
    written.current = search;
    // The address's other parameters (a campaign's, say) stay as they are.
    const params = new URLSearchParams(location.search);
    if (search) params.set('q', search);
    else params.delete('q');
    const query = params.toString();
    navigate(
      { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [search, settled, onFeed, navigate, location.pathname, location.search, location.hash, location.state]);
}
