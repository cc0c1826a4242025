import '../../styles/forms.css';
import '../styles/admin.css';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useScrollEdges } from '../../hooks/use-scroll-edges';
import { useCan } from '../features/auth/staff-session';
import { useSignOut } from '../features/auth/use-sign-out';
import { AdminBrand } from './admin-brand';
import { adminTabs } from './admin-tabs';

export default function AdminShell() {
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const edges = useScrollEdges(nav, pathname);
  const tabs = adminTabs(useCan());
  // On a phone the tabs scroll sideways: keep the current one in view. The row is scrolled itself:
  // scrollIntoView would also move where the keyboard's next Tab starts, past the skip link.
  useEffect(() => {
    const row = nav.current;
    const active = row?.querySelector('a.active');
    if (!row || !active) return;
    const shown = row.getBoundingClientRect();
    const tab = active.getBoundingClientRect();
    if (tab.left < shown.left) row.scrollLeft -= shown.left - tab.left;
    else if (tab.right > shown.right) row.scrollLeft += tab.right - shown.right;
  }, [pathname]);
  return (
    <div className="admin">
      <header className="admin-header">
        <AdminBrand />
        <button type="button" className="button button-outline button-small" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <nav
        aria-label="Admin"
        className="admin-tabs"
        ref={nav}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
      >
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
