import { useState } from 'react';
import { Download, FileText } from 'lucide-react';
import { AccountingFailure, invoiceStatuses, type InvoiceStatus } from '@paytable/contracts';
import { CompanyAccessGate } from '@/components/company-access-gate';
import { DataError } from '@/components/error-screen';
import { SelectField } from '@/components/form-field';
import { EmptyState, ListSkeleton, PageHeader, Pager } from '@/components/list-states';
import { Button } from '@/components/ui/button';
import { notifyErrorOf } from '@/lib/notify-failure';
import { downloadInvoicePdf, useCompanyInvoices } from '../api/accounting';
import { CompanyCreditNotes } from '../components/company-credit-notes';
import { InvoiceTable } from '../components/invoice-table';
import { formatMoney, invoiceStatusLabels } from '../lib/format';

function CompanyInvoices({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<InvoiceStatus | ''>('');
  const invoices = useCompanyInvoices(companyId, { page, size: 20, status: status || undefined });
  const open = invoices.data?.content.filter((invoice) => invoice.balance > 0 && invoice.status !== 'VOID') ?? [];
  const balances = new Map<string, number>();
  for (const invoice of open) balances.set(invoice.currency, (balances.get(invoice.currency) ?? 0) + invoice.balance);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Status" value={status} onChange={(event) => { setStatus(event.target.value as InvoiceStatus | ''); setPage(0); }} className="w-48">
          <option value="">All</option>
          {invoiceStatuses.filter((each) => each !== 'DRAFT').map((each) => <option key={each} value={each}>{invoiceStatusLabels[each]}</option>)}
        </SelectField>
        {balances.size > 0 ? (
          <p className="text-sm" data-testid="open-balance">
            Open on this page: {[...balances].map(([currency, amount]) => formatMoney(amount, currency)).join(' · ')}
          </p>
        ) : null}
      </div>
      {invoices.isPending ? (
        <ListSkeleton rows={4} label="Loading invoices" />
      ) : invoices.isError ? (
        <DataError context="invoices" onRetry={() => void invoices.refetch()} />
      ) : invoices.data.content.length === 0 ? (
        <EmptyState icon={<FileText className="size-5" />} title="No invoices">Invoices Paytable issues to your company appear here with their balance.</EmptyState>
      ) : (
        <>
          <InvoiceTable
            invoices={invoices.data.content}
            showCompany={false}
            actions={(invoice) => (
              <Button size="sm" variant="outline" onClick={() => void downloadInvoicePdf(invoice).catch(notifyErrorOf(AccountingFailure.invoices))} aria-label={`Download ${invoice.number ?? 'invoice'} as PDF`}>
                <Download /> PDF
              </Button>
            )}
          />
          <Pager page={page} totalPages={invoices.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

/** /dashboard/invoices: the company's invoices with status and balance, each as a PDF (company_reporting). */
export default function InvoicesPage() {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <PageHeader title="Invoices" description="What Paytable has billed your company, what is paid and what is still open, and the credit notes that corrected it." />
      <CompanyAccessGate privileges={['company_reporting']} what="Seeing invoices">
        {(companyId) => (
          <>
            <CompanyInvoices companyId={companyId} />
            <CompanyCreditNotes companyId={companyId} />
          </>
        )}
      </CompanyAccessGate>
    </div>
  );
}
