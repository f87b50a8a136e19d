import { customersEndpoints } from '@invierte/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { endpointUrl } from '../../../lib/call-endpoint';
import { saveFile } from '../../../lib/save-file';
import { dataRequestsKey } from './list-data-requests';

/** GET /api/customers/my-data?format=: the customer's data as a file the browser saves. */
export async function downloadMyData(format: 'json' | 'pdf'): Promise<string> {
  const { blob, fileName } = await apiDownload(
    endpointUrl(customersEndpoints.downloadMyData, { query: { format } }),
  );
  saveFile(blob, fileName);
  return fileName;
}

export function useDownloadMyData() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: downloadMyData,
    onSettled: () => client.invalidateQueries({ queryKey: dataRequestsKey }),
  });
}
