import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

const links = [
  { to: '/dashboard/admin/qa', label: 'Overview', end: true },
  { to: '/dashboard/admin/qa/categories', label: 'Categories', end: false },
  { to: '/dashboard/admin/qa/tasks', label: 'Tasks', end: false },
  { to: '/dashboard/admin/qa/test-results', label: 'Test results', end: false },
];

/** The QA area's own navigation, on each of its screens. */
export function QaNav() {
  return (
    <nav aria-label="QA" className="flex gap-1 overflow-x-auto border-b">
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) => cn('-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap', isActive ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground')}
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
