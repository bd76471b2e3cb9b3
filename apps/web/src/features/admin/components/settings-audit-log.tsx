import { useState } from 'react';
import { History } from 'lucide-react';
import { auditKeys } from '@paytable/contracts';
import { DataError } from '@/components/error-screen';
import { FilterSelect } from '@/components/filter-select';
import { EmptyState, ListSkeleton, Pager } from '@/components/list-states';
import { SearchField } from '@/components/search-field';
import { TableHead } from '@/components/table-head';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useSettingsAudit } from '../api/platform-settings';
import { auditLabels, formatSettingValue } from '../lib/setting-labels';
import { ScrollRegion } from '@/components/scroll-region';

const COLUMNS = [{ label: 'When' }, { label: 'Setting' }, { label: 'Change' }, { label: 'By' }] as const;
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log of admin/settings: every change with who made it and the old and new value. */
export function SettingsAuditLog() {
  const [page, setPage] = useState(0);
  const [setting, setSetting] = useState('');
  const [actor, setActor] = useState('');
  const debouncedActor = useDebouncedValue(actor.trim(), 300);
  const audit = useSettingsAudit({ page, setting: setting || undefined, actor: debouncedActor || undefined });
  return (
    <section aria-labelledby="settings-audit-heading" className="grid gap-4">
      <h2 id="settings-audit-heading" className="text-lg font-semibold">
        Audit log
      </h2>
      <div className="grid gap-3 md:grid-cols-[minmax(0,14rem)_1fr] md:items-end">
        <FilterSelect
          label="Setting"
          anyLabel="All settings"
          value={setting}
          onChange={(value) => {
            setSetting(value);
            setPage(0);
          }}
        >
          {auditKeys.map((key) => (
            <option key={key} value={key}>
              {auditLabels[key]}
            </option>
          ))}
        </FilterSelect>
        <SearchField
          placeholder="Filter by who made the change (name or e-mail)"
          aria-label="Filter by actor"
          value={actor}
          onChange={(event) => {
            setActor(event.target.value);
            setPage(0);
          }}
        />
      </div>
      {audit.isPending ? <ListSkeleton label="Loading the audit log" /> : null}
      {audit.isError ? <DataError context="the audit log" onRetry={() => void audit.refetch()} /> : null}
      {audit.isSuccess && audit.data.content.length === 0 ? <EmptyState icon={<History className="size-5" />} title="No change recorded" /> : null}
      {audit.isSuccess && audit.data.content.length > 0 ? (
        <ScrollRegion label="Changes of platform settings">
          <table className="w-full text-sm">
            <caption className="sr-only">Changes of platform settings, newest first</caption>
            <TableHead columns={COLUMNS} />
            <tbody>
              {audit.data.content.map((change) => (
                <tr key={change.id} className="border-b align-top last:border-0">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={change.changedAt}>{dateTime.format(new Date(change.changedAt))}</time>
                  </td>
                  <td className="px-2 py-2">
                    {auditLabels[change.setting]}
                    {change.companyId !== null ? <span className="block text-xs text-muted-foreground">Company #{change.companyId}</span> : null}
                  </td>
                  <td className="px-2 py-2 break-words">
                    <span className="text-muted-foreground line-through">{formatSettingValue(change.setting, change.oldValue)}</span>
                    <span aria-hidden="true"> → </span>
                    <span className="sr-only"> changed to </span>
                    <span>{formatSettingValue(change.setting, change.newValue)}</span>
                  </td>
                  <td className="px-2 py-2">{change.actor ? (change.actor.fullName || change.actor.email) : 'Deleted account'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      <Pager page={page} totalPages={audit.data?.totalPages ?? 0} onPage={setPage} />
    </section>
  );
}
