import type { Browser, BrowserContext, TestInfo } from '@playwright/test';

/** A browser context on another server (a spec's own), the size and kind of the project's device. */
export function deviceContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  return browser.newContext({
    baseURL,
    ...(viewport ? { viewport } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
  });
}
