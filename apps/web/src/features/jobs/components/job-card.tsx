import { Link } from 'react-router';
import { BadgeCheck, Bookmark, BookmarkCheck, MapPin, ShieldCheck } from 'lucide-react';
import type { Job } from '@paytable/contracts';
import { CompanyLogo } from '@/components/company-logo';
import { Badge } from '@/components/ui/badge';
import { employmentLabel, formatPlace, formatSalary, functionLabel, postedAgo, seniorityLabel } from '../lib/format';

/** A job in the board: what a candidate scans first. */
export function JobCard({ job, href, saved, onToggleSave }: { job: Job; href: string; saved: boolean; onToggleSave: () => void }) {
  const salary = formatSalary(job.salary);
  return (
    <article className="relative flex h-full gap-3 rounded-lg border bg-card p-4 transition-shadow hover:shadow-md">
      <CompanyLogo name={job.company.name} logoUrl={job.company.logoUrl} />
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] gap-1">
        <h2 className="pr-9 font-semibold leading-snug">
          <Link to={href} className="after:absolute after:inset-0 hover:underline focus-visible:outline-none focus-visible:after:rounded-lg focus-visible:after:ring-2 focus-visible:after:ring-ring">
            {job.title}
          </Link>
        </h2>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <span className="truncate">{job.company.name}</span>
          {job.company.verified ? <BadgeCheck className="size-4 shrink-0 text-emerald-600" aria-label="Verified company" /> : null}
        </p>
        <p className="flex items-center gap-1 text-sm">
          <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="truncate">{formatPlace(job)}</span>
        </p>
        {salary ? <p className="text-sm font-medium">{salary}</p> : null}
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <Badge variant="secondary">{functionLabel(job.function)}</Badge>
          <Badge variant="outline">{seniorityLabel(job.seniority)}</Badge>
          <Badge variant="outline">{employmentLabel(job.employmentType)}</Badge>
          {job.licensedKeyFunction ? (
            <Badge variant="outline" className="gap-1">
              <ShieldCheck className="size-3" aria-hidden="true" /> Licensed key function
            </Badge>
          ) : null}
          <span className="text-xs text-muted-foreground">{postedAgo(job.publishedAt)}</span>
        </div>
      </div>
      <button
        type="button"
        onClick={onToggleSave}
        aria-pressed={saved}
        aria-label={saved ? `Unsave ${job.title}` : `Save ${job.title}`}
        className="absolute top-3 right-3 z-10 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {saved ? <BookmarkCheck className="size-5 text-primary" aria-hidden="true" /> : <Bookmark className="size-5" aria-hidden="true" />}
      </button>
    </article>
  );
}
