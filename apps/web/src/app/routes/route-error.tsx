import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';
import { buildErrorReport, recordErrorReport } from '@/lib/error-reports';
import { NotFound } from './not-found';

/** errorElement for every route: 404 responses show the not-found page, anything else its error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (isRouteErrorResponse(error) && error.status === 404) return;
    console.error('Route error', error);
    recordErrorReport(buildErrorReport(isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error, { context: { source: 'route' } }));
  }, [error]);

  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFound />;
    return <ErrorScreen error={`${error.status} ${error.statusText} ${typeof error.data === 'string' ? error.data : ''}`} />;
  }
  return (
    <div className="min-h-[50vh]">
      <ErrorScreen error={error} />
    </div>
  );
}
