import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A phone's menu that closes the ways a menu is expected to: a link in it chosen, Escape (the keyboard
 * goes back to the menu button), a tap anywhere but the menu and the controls that open it (those
 * carry `aria-controls={panelId}`), and a scroll of the page. A scroll the browser makes to show a menu
 * link the keyboard has just moved to is not one: closing then would hide the focused link.
 */
export function usePhoneMenu(panelId: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((shown) => !shown), []);

  useEffect(() => {
    if (!open) return;
    const panel = () => document.getElementById(panelId);
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    function onClick(event: MouseEvent) {
      if (event.target instanceof Element && event.target.closest(`#${panelId} a`)) setOpen(false);
    }
    function onPointerDown(event: PointerEvent) {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (panel()?.contains(target) || target.closest(`[aria-controls="${panelId}"]`)) return;
      setOpen(false);
    }
    function onScroll() {
      const focused = document.activeElement;
      if (focused && panel()?.contains(focused) && focused.matches(':focus-visible')) return;
      setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('pointerdown', onPointerDown, true);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerdown', onPointerDown, true);
      window.removeEventListener('scroll', onScroll);
    };
  }, [open, panelId]);

  return { open, toggle, button };
}
