import { NavLink, Outlet } from 'react-router';
import { paths } from '../../paths';

const tabs = [
  { to: paths.admin.dashboard, label: 'Dashboard' },
  { to: paths.admin.products, label: 'Products' },
  { to: paths.admin.collections, label: 'Collections' },
  { to: paths.admin.categories, label: 'Categories' },
];

export default function AdminShell() {
  return (
    <div className="admin">
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
