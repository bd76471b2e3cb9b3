import { jobPostingData, type Job } from '@paytable/contracts';
import { absoluteUrl, type CrawlerHead, type CrawlerHeadProvider, type CrawlerHeadRoute } from '../../platform/crawler-head';
import { AppError } from '../../platform/errors';
import { descriptionText } from './sanitize';
import { getPublicJob } from './service';

/** Characters of the description a link preview shows. */
const PREVIEW_LENGTH = 200;

/**
 * The head of a public job page: "{title} at {company}", the start of the description (or, once the job
 * is closed or past its valid-through date, a sentence saying so first), the company logo and the
 * schema.org JobPosting with validThrough, which is what job search engines index and expire by.
 */
export function jobHead(job: Job, publicUrl: string): CrawlerHead {
  const canonicalUrl = `${publicUrl}/jobs/${job.id}`;
  const text = descriptionText(job.description);
  const preview = text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
  const closed = job.expired || job.status !== 'PUBLISHED';
  return {
    title: `${job.title} at ${job.company.name}`,
    description: closed ? `This job is no longer open. ${preview}` : preview,
    canonicalUrl,
    image: job.company.logoUrl ? { url: absoluteUrl(publicUrl, job.company.logoUrl), alt: job.company.name } : undefined,
    type: 'website',
    jsonLd: [jobPostingData(job, canonicalUrl)],
  };
}

const provide: CrawlerHeadProvider = async (params, { platform, publicUrl }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  try {
    return jobHead(await getPublicJob(platform.db, id, undefined), publicUrl);
  } catch (error) {
    // Not public (a draft, an archived job, another company's inactive page): the plain shell, whose SPA says not found.
    if (error instanceof AppError) return undefined;
    throw error;
  }
};

/** A job's public page, at both of its addresses. */
export const jobsCrawlerHeads: CrawlerHeadRoute[] = [
  { pattern: '/jobs/:id', provide },
  { pattern: '/dashboard/jobs/:id', provide },
];
