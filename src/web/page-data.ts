import type { PageData } from '../domain/pages/page-data';
import { PAGE_DATA_ID } from '../domain/pages/page-markup';

let read = false;
let data: PageData | null = null;

/**
 * The data the server wrote into the page (PageData): the one way it reaches the app. The server
 * checked it against its contract as it wrote it, so it is read here as it is, once; null when the
 * page carries none (a page the browser draws itself) or it cannot be read.
 */
export function readPageData(): PageData | null {
  if (read) return data;
  read = true;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    data = JSON.parse(text) as PageData;
  } catch {
    data = null;
  }
  return data;
}
