// Fetching a file for POST /api/upload-by-url (SPEC §7). Only public http(s) addresses:
// request-filtering-agent checks the address each connection actually goes to (after DNS,
// so a name that resolves to loopback or a rebinding answer is caught), and every redirect
// is a new, re-checked request. Time is bounded per connection and overall; size is
// bounded by the service's byte counter and, up front, by Content-Length.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { useAgent } from 'request-filtering-agent';
import { uploadMessages } from '@techgold/contracts/uploads';
import { tooBigError, UploadError } from './upload-error.ts';

const MAX_REDIRECTS = 3;
const IDLE_MS = 10_000;
const TOTAL_MS = 60_000;
const USER_AGENT = 'TechIndustryGold-upload/1.0';

export interface RemoteOptions {
  maxBytes: number;
  /** Addresses let through although private (tests, an intranet); empty in production. */
  allowAddresses: string[];
}

function parse(given: string | URL): URL {
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new UploadError(422, uploadMessages.badUrl);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw new UploadError(422, uploadMessages.badUrl);
  return url;
}

function get(url: URL, options: RemoteOptions): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent: useAgent(url.href, { allowIPAddressList: options.allowAddresses }),
        timeout: IDLE_MS,
        headers: { 'user-agent': USER_AGENT, accept: '*/*' },
      },
      resolve,
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (err) =>
      reject(
        /is not allowed/.test(err.message)
          ? new UploadError(422, uploadMessages.blockedUrl)
          : new UploadError(422, uploadMessages.fetchFailed),
      ),
    );
  });
}

/** The response body of `address` (after redirects) and the file name its path gives. */
export async function openRemote(address: string, options: RemoteOptions) {
  let url = parse(address);
  for (let hop = 0; ; hop += 1) {
    const response = await get(url, options);
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      response.resume();
      if (hop === MAX_REDIRECTS) throw new UploadError(422, uploadMessages.fetchFailed);
      url = parse(new URL(response.headers.location, url));
      continue;
    }
    if (status !== 200) {
      response.resume();
      throw new UploadError(422, uploadMessages.fetchFailed);
    }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) {
      response.destroy();
      throw tooBigError(options.maxBytes);
    }
    const deadline = setTimeout(
      () => response.destroy(new UploadError(422, uploadMessages.fetchFailed)),
      TOTAL_MS,
    );
    response.once('close', () => clearTimeout(deadline));
    // A dropped connection mid-body is the remote's failure, not ours.
    response.on('error', () => undefined);
    return { stream: response, fileName: fileNameOf(url) };
  }
}

function fileNameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
