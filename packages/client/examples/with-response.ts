// README: a success's status and headers.
// #region with-response
import type { ScanClient } from '@canton-openapi/client/scan';

/** How many synchronizers list Scans, with the status and the request id the server answered with. */
export async function scansWithRequestId(scan: ScanClient) {
  const { data, response } = await scan.withResponse.listDsoScans({ retry: false });
  return { requestId: response.headers.get('x-request-id'), status: response.status, synchronizers: data.scans.length };
}
// #endregion
