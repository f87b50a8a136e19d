import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { dataRequestsKey } from './list-data-requests';

/** GET /api/customers/my-data?format=: the customer's data as a file the browser saves. */
export async function downloadMyData(format: 'json' | 'pdf'): Promise<string> {
  const { blob, fileName } = await apiDownload(`/api/customers/my-data?format=${format}`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadMyData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadMyData,
    onSettled: () => client.invalidateQueries({ queryKey: dataRequestsKey }),
  });
}
