import { useMutation } from '@tanstack/react-query';
import { notificationPaths } from '@paytable/contracts';
import { apiClient } from '@/lib/api-client';

/** GET /api/v1/admin/notifications/proof.csv (admin): proof of notice of critical and compliance notices. */
export async function exportProof(range: { from?: string; to?: string }): Promise<Blob> {
  const response = await apiClient.get<Blob>(notificationPaths.adminProofExport, { params: range, responseType: 'blob', headers: { Accept: 'text/csv' } });
  return response.data;
}

/** Downloads the CSV as a file (the endpoint needs the bearer token, so a plain link cannot fetch it). */
export function useExportProof() {
  return useMutation({
    mutationFn: exportProof,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'proof-of-notice.csv';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}
