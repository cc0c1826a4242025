import '../../styles/forms.css';
import '../../styles/admin.css';
import { Link, NavLink, Outlet } from 'react-router';
import { useSignOut } from '../../features/auth/use-sign-out';
import { paths } from '../../paths';

const tabs = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.orders, label: 'Orders' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.collections, label: 'Collections' },
  { to: paths.admin.categories, label: 'Categories' },
  { to: paths.admin.newsletter, label: 'Newsletter' },
];

export default function AdminShell() {
  const signOut = useSignOut();
  return (
    <div className="admin">
      <header className="admin-header">
        <Link to={paths.home} className="admin-brand">
          Stagefront <span>admin</span>
        </Link>
        <button type="button" className="button button-outline button-small" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <nav aria-label="Admin" className="admin-tabs">
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
