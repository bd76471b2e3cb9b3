import type { Job } from '@paytable/contracts';

const SCHEMA_PERIOD: Record<NonNullable<Job['salary']>['period'], string> = { HOUR: 'HOUR', DAY: 'DAY', MONTH: 'MONTH', YEAR: 'YEAR' };

/** schema.org JobPosting for a job (Google for Jobs reads it, validThrough included). */
export function jobPostingData(job: Job, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.company.name, value: String(job.id) },
    datePosted: job.publishedAt ?? job.createdAt,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: { '@type': 'Organization', name: job.company.name, ...(job.company.logoUrl ? { logo: new URL(job.company.logoUrl, url).toString() } : {}) },
    url,
    ...(job.workplace === 'REMOTE'
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: job.allowedCountries.map((country) => ({ '@type': 'Country', name: country })),
        }
      : { jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: job.city ?? undefined, addressCountry: job.country ?? undefined } } }),
    ...(job.salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: job.salary.currency,
            value: { '@type': 'QuantitativeValue', minValue: job.salary.min === null ? undefined : job.salary.min / 100, maxValue: job.salary.max === null ? undefined : job.salary.max / 100, unitText: SCHEMA_PERIOD[job.salary.period] },
          },
        }
      : {}),
    skills: job.skills.join(', ') || undefined,
  };
}

/** The JobPosting as a JSON-LD script in the page (`<` escaped so the text cannot close the script). */
export function JobPostingJsonLd({ job }: { job: Job }) {
  const json = JSON.stringify(jobPostingData(job, window.location.href)).replace(/</g, '\\u003c');
  return <script type="application/ld+json" data-testid="job-posting-json-ld" dangerouslySetInnerHTML={{ __html: json }} />;
}
