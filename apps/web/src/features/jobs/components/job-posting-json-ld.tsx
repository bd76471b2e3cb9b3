import { jobPostingData, type Job } from '@paytable/contracts';

/** The JobPosting as a JSON-LD script in the page (`<` escaped so the text cannot close the script). */
export function JobPostingJsonLd({ job }: { job: Job }) {
  const json = JSON.stringify(jobPostingData(job, window.location.href)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="job-posting-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
