import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { Footer } from './components/footer';
import { LoadingScreen } from './components/loading-screen';
import { ScrollToTop } from './components/scroll-to-top';
import { showsFooter } from './paths';
import { AppRoutes } from './routes';

export function App() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <main id="main">
        <Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </Suspense>
      </main>
      {showsFooter(pathname) && <Footer />}
    </>
  );
}
