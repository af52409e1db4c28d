import { endpoint, JSON_BODY, NONE, QUERY } from '../endpoint.ts';
import type { Fetcher } from '../fetcher.ts';
import { iterator, pager } from '../paginate.ts';

/** The `calls` namespace: every method shares the one fetcher it is given. */
export function callsResource(f: Fetcher) {
  const listPaginated = endpoint(f, 'GET', '/v2/call', QUERY);
  return {
    /** Create Call. `POST /call`. */
    create: endpoint(f, 'POST', '/call', JSON_BODY),
    /** List Calls. `GET /call`. */
    list: endpoint(f, 'GET', '/call', QUERY),
    /** Get Call. `GET /call/{id}`. */
    get: endpoint(f, 'GET', '/call/{id}', NONE),
    /** Update Call. `PATCH /call/{id}`. */
    update: endpoint(f, 'PATCH', '/call/{id}', JSON_BODY),
    /** Delete Call. `DELETE /call/{id}`. */
    delete: endpoint(f, 'DELETE', '/call/{id}', JSON_BODY),
    /**
     * Create Phone Call. `POST /call/phone`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createPhone: endpoint(f, 'POST', '/call/phone', JSON_BODY),
    /**
     * Create Web Call. `POST /call/web`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    createWeb: endpoint(f, 'POST', '/call/web', JSON_BODY),
    /** List Calls. `GET /v2/call`. @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility. */
    listPaginated,
    /**
     * List Call Metadata. `GET /v2/call/metadata`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    listMetadata: endpoint(f, 'GET', '/v2/call/metadata', QUERY),
    /**
     * Export Calls to CSV. `GET /v2/call/export`.
     * @deprecated Absent from the latest Vapi OpenAPI document; kept for compatibility.
     */
    export: endpoint(f, 'GET', '/v2/call/export', QUERY),
    /** Download Call Mono Recording. `GET /call/{id}/mono-recording`. */
    monoRecording: endpoint(f, 'GET', '/call/{id}/mono-recording', NONE),
    /** Download Call Stereo Recording. `GET /call/{id}/stereo-recording`. */
    stereoRecording: endpoint(f, 'GET', '/call/{id}/stereo-recording', NONE),
    /** Download Call Video Recording. `GET /call/{id}/video-recording`. */
    videoRecording: endpoint(f, 'GET', '/call/{id}/video-recording', NONE),
    /** Download Call Customer Recording. `GET /call/{id}/customer-recording`. */
    customerRecording: endpoint(f, 'GET', '/call/{id}/customer-recording', NONE),
    /** Download Call Assistant Recording. `GET /call/{id}/assistant-recording`. */
    assistantRecording: endpoint(f, 'GET', '/call/{id}/assistant-recording', NONE),
    /** Download Call Packet Capture (pcap). `GET /call/{id}/pcap`. */
    pcap: endpoint(f, 'GET', '/call/{id}/pcap', NONE),
    /** Download Call Logs. `GET /call/{id}/call-logs`. */
    callLogs: endpoint(f, 'GET', '/call/{id}/call-logs', NONE),
    /** Every page of `listPaginated`, fetched lazily, one request per page. @deprecated Pages a deprecated operation. */
    pages: pager(listPaginated),
    /** Every item of `listPaginated` across pages: `for await (const item of iterate(...))`. @deprecated Pages a deprecated operation. */
    iterate: iterator(listPaginated),
  };
}

export type CallsResource = ReturnType<typeof callsResource>;
