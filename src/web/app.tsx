import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { AppReady } from './app-ready';
import { ErrorBoundary } from './components/error-boundary';
import { Footer } from './components/footer';
import { HeadingFocus } from './components/heading-focus';
import { LoadingScreen } from './components/loading-screen';
import { ScrollToTop } from './components/scroll-to-top';
import { SkipLink } from './components/skip-link';
import { showsFooter } from './paths';
import { AppRoutes } from './routes';
import { NewsletterSignUp } from './shop/features/newsletter/newsletter-sign-up';

export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <ScrollToTop />
      <HeadingFocus />
      {/* The footer waits with the screen, so it does not jump down when the screen arrives. */}
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <main id="main">
            <AppRoutes />
          </main>
          {showsFooter(pathname) && (
            <Footer>
              <NewsletterSignUp />
            </Footer>
          )}
          <AppReady />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}
