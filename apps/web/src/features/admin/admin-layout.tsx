import { NavLink, Outlet } from 'react-router';
import { useSessionInfo } from '../../lib/session-info.ts';

/** The admin portal's screens, each a tab of the layout. */
const ADMIN_NAV = [
  { label: 'Users', href: '/admin/users' },
  { label: 'Policies', href: '/admin/policies' },
  { label: 'Approvals', href: '/admin/approvals' },
  { label: 'Trips', href: '/admin/trips' },
  { label: 'Reports', href: '/admin/reports' },
  { label: 'Audit log', href: '/admin/audit-log' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-3.5 text-[15px] font-semibold whitespace-nowrap outline-offset-2 focus-visible:outline-3 focus-visible:outline-brand-600 ${
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
  }`;

export function AdminLayout() {
  const info = useSessionInfo();
  const businessName = info.data?.corporateInfo?.businessName ?? '';
  return (
    <div className="min-h-[70vh] bg-slate-50">
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[1330px] flex-col gap-3 px-5 pt-6 md:flex-row md:items-end md:justify-between md:px-8">
          <div className="pb-1">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Admin portal</p>
            <p className="text-xl font-bold text-slate-900">{businessName}</p>
          </div>
          <nav aria-label="Admin" className="-mx-1 overflow-x-auto pb-3">
            <ul className="flex gap-1 px-1">
              {ADMIN_NAV.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
      <Outlet />
    </div>
  );
}
