import type { ReactNode } from 'react';
import type { DocumentationSlug } from '@paytable/contracts';
import { DocumentationArticle } from '@/features/content/components/documentation-article';
import { OpenApiOperations } from '@/features/integrations/components/openapi-operations';
import { VerificationExamples } from '@/features/integrations/components/verification-examples';

/** A documentation page: the stored Markdown (admin/documentation edits it), then the page's live parts. */
function DocumentationRoute({ slug, title, children }: { slug: DocumentationSlug; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-[minmax(0,1fr)] gap-4">
      <DocumentationArticle slug={slug} fallbackTitle={title} />
      {children}
    </div>
  );
}

export function DocumentationApiRoute() {
  return (
    <DocumentationRoute slug="api" title="API Documentation">
      <OpenApiOperations />
    </DocumentationRoute>
  );
}

export function DocumentationIntegrationRoute() {
  return (
    <DocumentationRoute slug="integration" title="Integration Documentation">
      <VerificationExamples />
    </DocumentationRoute>
  );
}

export function DocumentationSecurityRoute() {
  return <DocumentationRoute slug="security" title="Security Documentation" />;
}

export function DocumentationDeploymentRoute() {
  return <DocumentationRoute slug="deployment" title="Deployment Documentation" />;
}
